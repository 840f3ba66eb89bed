import { expect, test } from '@playwright/test';
import { CODES, seriousViolations, sidewaysOverflow, siteUrl } from './templates-support';

/**
 * The UI kit gallery (`/__gallery`, development servers only) in all 15 templates, at 1280 and 375 px: every part
 * renders, no sideways scroll, no axe-core violation of impact serious or critical. Screenshots are artifacts.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel' });

for (const code of CODES) {
  test(`${code}: the UI kit gallery has no overflow and no serious a11y violations at 1280 and 375 px`, async ({
    page,
  }, testInfo) => {
    const problems: string[] = [];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(code, '/__gallery'));
    await expect(page.getByTestId('ui-gallery')).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    for (const width of [1280, 375]) {
      if (width !== 1280) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${code}@${width}: scrolls sideways by ${overflow}px`);
      for (const v of await seriousViolations(page)) problems.push(`${code}@${width}: ${v}`);
      await page.screenshot({
        path: testInfo.outputPath(`gallery-${code}-${width}.jpeg`),
        type: 'jpeg',
        quality: 60,
        fullPage: true,
      });
    }
    expect(problems).toEqual([]);
  });
}

test('the gallery’s tabs work by keyboard and the table becomes cards on a phone', async ({ page }) => {
  await page.goto(siteUrl('casino1', '/__gallery'));
  const first = page.getByRole('tab').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab').nth(1)).toBeFocused();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('columnheader').first()).toBeHidden();
  await expect(page.getByRole('cell').first()).toBeVisible();
});
