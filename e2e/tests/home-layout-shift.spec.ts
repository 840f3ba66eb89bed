import { expect, test } from '@playwright/test';
import { THEME_CODES } from '../../shared/src/theme/catalogue';
import { layoutShift, site, watchLayoutShift } from './helpers';

/**
 * Issue 16.4: no layout shift on any template's home page at 375 px. The home page shows its sections together
 * once their first data is there (remotes/templates/src/home/useFirstData.ts), so a section drawn only when its
 * data arrives never pushes the ones below it. Layout-shift entries from before the first script until the page
 * is idle, as Chromium reports them (a layout measure, not a timing).
 */
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 375, height: 800 } });

for (const code of THEME_CODES) {
  test(`${code}: the home page's cumulative layout shift stays under 0.05`, async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto(site(code, '/'));
    await expect(page.locator('[data-home]')).toHaveAttribute('aria-busy', 'false');
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
}
