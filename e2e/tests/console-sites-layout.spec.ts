import { expect, test } from '@playwright/test';
import { CONSOLE_URL, newStaff, signInPage } from './console-support';

// The console's Sites list on the narrowest phone (320 px): every site is a card inside the page — the page
// never scrolls sideways and no card's edge is cut off.

test.describe('operator console sites on a phone', () => {
  test('at 320 px the sites list fits the screen: no sideways scroll, every card whole', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const owner = await newStaff(null, 'owner');
    await signInPage(page, owner);
    await page.goto(`${CONSOLE_URL}/sites`);
    const table = page.getByTestId('sites-table');
    const row = table.getByRole('row').filter({ hasText: 'badtheme.localhost' });
    await expect(row).toContainText('Invalid theme');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const overflowing = await table.evaluate((el) => {
      const rows = [...el.querySelectorAll('tr')].filter((r) => r.getBoundingClientRect().height > 0);
      return rows
        .map((r) => r.getBoundingClientRect())
        .filter((b) => b.left < 0 || b.right > document.documentElement.clientWidth).length;
    });
    expect(overflowing).toBe(0);
  });
});
