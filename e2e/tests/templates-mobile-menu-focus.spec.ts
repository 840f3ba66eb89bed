import { expect, test } from '@playwright/test';
import { CODES, homeReady, siteUrl, templateOf } from './templates-support';

/**
 * The mobile menu drawer is a modal dialog (PAGES §6): at 375 px, on every template, focus moves into it on
 * open, Tab and Shift+Tab stay inside it, and Escape or Close menu give focus back to the Open menu button, whose
 * aria-expanded says whether the drawer is open.
 */
test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 800 } });
test.describe.configure({ mode: 'parallel' });

const insideDrawer = () => !!document.activeElement?.closest('[data-testid="mobile-menu"]');

for (const code of CODES) {
  test(`${code}: the mobile menu traps focus and gives it back to its opener`, async ({ page }) => {
    await page.goto(siteUrl(code));
    await homeReady(page, templateOf(code));
    const opener = page.getByTestId('menu-toggle').locator('visible=true').first();
    const drawer = page.getByTestId('mobile-menu');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('menu-close')).toBeFocused();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(insideDrawer), `Shift+Tab ${i + 1} stays in the drawer`).toBe(true);
    }
    // past the drawer's last control and round again (20 at least, as many as it holds and more)
    const stops = await drawer.locator('a[href], button, input, select').count();
    for (let i = 0; i < Math.max(20, stops + 5); i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(insideDrawer), `Tab ${i + 1} stays in the drawer`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    // the close button gives focus back as well
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('menu-close').click();
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}
