import { expect, test } from '@playwright/test';
import {
  CODES,
  COMBOS,
  homeReady,
  previewUrl,
  seriousViolations,
  sidewaysOverflow,
  templateOf,
} from './templates-support';

/**
 * Every template × colour (75) through the operator preview, at 1280 px and 375 px: no sideways scroll, no
 * axe-core violation of impact serious or critical (full axe run at both widths for every combination). One
 * page per theme code; screenshots are saved as artifacts. Animations are off (reduced motion) so screenshots are
 * stable.
 */
test.use({ reducedMotion: 'reduce' });
// One test per theme code (its 5 colours), so the 15 tests spread over the e2e workers.
test.describe.configure({ mode: 'parallel' });

for (const code of CODES) {
  test(`${code}: every colour renders without overflow or serious a11y violations at 1280 and 375 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const template = templateOf(code);
    for (const [, color] of COMBOS.filter(([c]) => c === code)) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(await previewUrl(page.request, code, color));
      await homeReady(page, template);
      for (const width of [1280, 375]) {
        if (width !== 1280) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => new Promise(requestAnimationFrame));
        }
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`${code}/${color}@${width}: scrolls sideways by ${overflow}px`);
        for (const v of await seriousViolations(page)) problems.push(`${code}/${color}@${width}: ${v}`);
        await page.screenshot({
          path: testInfo.outputPath(`${code}-${color}-${width}.jpeg`),
          type: 'jpeg',
          quality: 60,
        });
      }
    }
    expect(problems).toEqual([]);
  });
}
