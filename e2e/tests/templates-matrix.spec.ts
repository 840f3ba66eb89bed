import { expect, test } from '@playwright/test';
import { THEME_COLORS } from '@site/shared';
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
 * axe-core violation of impact serious or critical. One page is reused; screenshots are saved as artifacts.
 * axe runs in full at 1280 px for every combination and at 375 px for each template's first colour (the phone
 * structure is the same for its five colours); for the other colours at 375 px it checks the contrast of the
 * phone-only chrome (header, bottom tabs). Animations are off (reduced motion) so screenshots are stable.
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
      const first = THEME_COLORS[code][0] === color;
      const scope =
        width === 375 && !first
          ? {
              include: 'header, [data-testid="bottom-tabs"]',
              rules: ['color-contrast', 'link-in-text-block'],
            }
          : undefined;
      for (const v of await seriousViolations(page, scope)) problems.push(`${code}/${color}@${width}: ${v}`);
      await page.screenshot({
        path: testInfo.outputPath(`${code}-${color}-${width}.jpeg`),
        type: 'jpeg',
        quality: 60,
      });
    }
  }
  expect(problems).toEqual([]);
});
