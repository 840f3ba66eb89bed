import { expect, test } from '@playwright/test';

test('smoke', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await expect(page.getByTestId('hot-games')).toBeVisible();
  await page.screenshot({ path: 'test-results/home.png' });
  console.log(errors);
});
