import { expect, test } from '@playwright/test';
import { CODES, homeReady, sidewaysOverflow, siteUrl, templateOf, watchErrors } from './templates-support';

test.describe('templates remote (issue 5)', () => {
  test('each <theme_code>.localhost renders its own layout and home page with no console error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const seen = new Set<string>();
    for (const code of CODES) {
      const template = templateOf(code);
      await page.goto(siteUrl(code));
      await homeReady(page, template);
      // The page structure (sections in order, header landmarks) differs between templates.
      const structure = await page.evaluate(() =>
        [...document.querySelectorAll('[data-layout] header, [data-layout] aside, [data-section]')]
          .map((e) => e.getAttribute('data-section') ?? e.tagName)
          .join('>'),
      );
      expect(seen.has(structure), `${code} has the same structure as another template: ${structure}`).toBe(
        false,
      );
      seen.add(structure);
    }
    expect(errors).toEqual([]);
  });

  test('at 375 px no template scrolls sideways and the mobile menu opens and closes', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const code of CODES) {
      await page.goto(siteUrl(code));
      await homeReady(page, templateOf(code));
      expect(await sidewaysOverflow(page), code).toBe(0);
      const toggle = page.getByTestId('menu-toggle').locator('visible=true').first();
      await toggle.click();
      const menu = page.getByTestId('mobile-menu');
      await expect(menu, code).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.getByTestId('menu-close').click();
      await expect(menu, code).toHaveCount(0);
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu, `${code}: Escape closes the menu`).toHaveCount(0);
    }
  });
});
