import { expect, test } from '@playwright/test';
import { site } from './shell-helpers';

test.describe('shared pieces (SPEC §5, §9)', () => {
  test('the /preloader route shows the preloader screen', async ({ page }) => {
    const res = await page.goto(site(null, '/preloader'));
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('preloader-screen')).toBeVisible();
  });

  test('the download bar shows on a phone for a site with an app, links to its store and stays closed once dismissed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(site(null, '/'));
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Install' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.example.player',
    );
    await bar.getByRole('button', { name: 'Dismiss' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
  });

  test("the template's custom breakpoint is a theme value: at 1000 px casino1 (desktop 1024) shows the bar, slot2 (template9Custom 999) does not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(site('casino1', '/'));
    await expect(page.getByTestId('download-bar')).toBeVisible();
    await page.goto(site('slot2', '/'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('download-bar')).toBeHidden();
  });
});
