import { expect, test, type Page } from '@playwright/test';
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
 * axe-core violation of impact serious or critical. A colour is a hue on the template's own scheme (theme
 * tokens): it changes colours, never layout. So the template's first colour gets the full axe run at both widths,
 * and every other colour the colour-contrast rule at both widths (the only rule a hue can break); the overflow
 * check runs for all. At 375 px the template's mobile menu opens and closes (button, close, Escape). One test per
 * theme code, so the 15 tests spread over the e2e workers; a JPEG per colour and width is kept as an artifact.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel' });

async function mobileMenuProblems(page: Page): Promise<string[]> {
  const toggle = page.getByTestId('menu-toggle').locator('visible=true').first();
  const menu = page.getByTestId('mobile-menu');
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('menu-close').click();
  await expect(menu).toHaveCount(0);
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  return (await menu.count()) === 0 ? [] : ['Escape does not close the mobile menu'];
}

for (const code of CODES) {
  test(`${code}: every colour renders without overflow or serious a11y violations at 1280 and 375 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const template = templateOf(code);
    const colors = COMBOS.filter(([c]) => c === code).map(([, color]) => color);
    for (const [n, color] of colors.entries()) {
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
        const scope = n === 0 ? undefined : { include: 'body', rules: ['color-contrast'] };
        for (const v of await seriousViolations(page, scope))
          problems.push(`${code}/${color}@${width}: ${v}`);
        await page.screenshot({
          path: testInfo.outputPath(`${code}-${color}-${width}.jpeg`),
          type: 'jpeg',
          quality: 60,
        });
        if (n === 0 && width === 375)
          for (const p of await mobileMenuProblems(page)) problems.push(`${code}@375: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
