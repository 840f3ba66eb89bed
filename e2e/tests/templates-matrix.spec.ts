import { expect, test } from '@playwright/test';
import {
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
 * page is reused; screenshots are saved as artifacts. Animations are off (reduced motion) so screenshots are
 * stable.
 */
test.use({ reducedMotion: 'reduce' });

test('all 75 template × colour combinations render without overflow or serious a11y violations', async ({
  page,
}, testInfo) => {
  test.setTimeout(900_000);
  const problems: string[] = [];
  for (const [code, color] of COMBOS) {
    const template = templateOf(code);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(previewUrl(code, color));
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
