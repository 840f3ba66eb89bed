import { expect, test, type Page } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { openSignedIn } from './account-security-support';

/**
 * A refused submit moves focus to the first invalid field (remotes/account/src/lib/form-errors.ts), so a
 * keyboard or screen-reader player lands on what to fix instead of staying on the submit button.
 */

/** Presses Tab until the focused element is the form's button named `name` (keyboard only, as the player would). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.tagName === 'BUTTON' && el.closest('main form') ? el.innerText.trim() : '';
    });
    if (now === name) return;
  }
  throw new Error(`no button "${name}" reached with Tab`);
}

const invalid = (page: Page) => page.locator('form [aria-invalid="true"]');

for (const sub of ['slot1', 'casino3'])
  test(`${sub} /register at 375 px, keyboard only: Enter on an empty form shows the errors and focuses the first invalid field`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(site(sub, '/register'));
    await expect(page.getByTestId('register-form')).toBeVisible();
    await tabTo(page, 'Send me a code');
    await page.keyboard.press('Enter');
    await expect(invalid(page).first()).toBeVisible();
    expect(await invalid(page).count()).toBeGreaterThanOrEqual(3);
    const username = page.getByLabel('Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();
    // Fixing the first field and refusing again lands on the next one still wrong.
    await page.keyboard.type('focus1');
    await tabTo(page, 'Send me a code');
    await page.keyboard.press('Enter');
    const phone = page.getByLabel('Phone number');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
  });

test('the sign-in form focuses the username, then the password, when each is missing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(site('slot1', '/login'));
  await tabTo(page, 'Log in');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('demo1');
  await tabTo(page, 'Log in');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('change password: a refused submit focuses the first field to fix', async ({ page, request }) => {
  const p = await newPlayer(request, 'slot3');
  await openSignedIn(page, 'slot3', p, '/change-password');
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-7');
  await page.getByLabel('Repeat the new password').fill('Brand-new-pass-7');
  await page.getByRole('button', { name: 'Change password' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Current password')).toBeFocused();
});
