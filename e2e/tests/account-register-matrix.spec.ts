import { expect, test } from '@playwright/test';
import { DEMO, signInOnPage, site } from './helpers';
import { seriousViolations, sidewaysOverflow } from './templates-support';

// /register and /forgot-password on three templates at 375 and 1280 px: no sideways scroll, no serious axe
// violation; EN/PHP/CN; the guest guard.

const TEMPLATES = ['casino1', 'slot2', 'sportsbook1'] as const;

for (const code of TEMPLATES)
  test(`/register and /forgot-password on ${code}: axe-clean and no sideways scroll at 375 and 1280 px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(site(code, '/register'));
      await expect(page.getByTestId('register-form')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('password-rules')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(site(code, '/forgot-password'));
      await expect(page.getByTestId('forgot-form')).toBeVisible({ timeout: 20_000 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

test('the sign-up page speaks PHP and CN', async ({ page, context }) => {
  for (const [lng, heading, button] of [
    ['PHP', 'Gumawa ng iyong account', 'Padalhan ako ng code'],
    ['CN', '创建账户', '发送验证码'],
  ] as const) {
    await context.addCookies([{ name: 'i18n_lang', value: lng, url: site('casino1', '/') }]);
    await page.goto(site('casino1', '/register'));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: button })).toBeVisible();
  }
});

test('a signed-in player who opens /register is sent home (guest guard)', async ({ page }) => {
  await page.goto(site('casino4', '/login'));
  await signInOnPage(page);
  await expect(page.getByTestId('account-id')).toHaveText(DEMO.account_id);
  await page.goto(site('casino4', '/register'));
  await expect(page).toHaveURL(site('casino4', '/'));
  await expect(page.getByTestId('register-form')).toHaveCount(0);
});
