import { expect, test } from '@playwright/test';
import { signIn, site } from './shell-helpers';

test.describe('modal stack', () => {
  test('Esc closes the modal and focus returns to the button that opened it', async ({ page }) => {
    await page.goto(site('slot2', '/'));
    const opener = page.getByRole('button', { name: 'Log in' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('[role="dialog"][data-modal="login"]');
    await expect(dialog).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('focus is trapped inside the open modal (Tab and Shift+Tab wrap)', async ({ page }) => {
    await page.goto(site('slot2', '/'));
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.locator('[role="dialog"][data-modal="login"]');
    await expect(page.getByLabel('Username')).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  });

  test('a click on the backdrop closes the modal', async ({ page }) => {
    await page.goto(site('slot2', '/'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('opening a modal closes the current one first: the account remote opens the reset form over the bus', async ({
    page,
  }) => {
    await page.goto(site('slot2', '/'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('[role="dialog"][data-modal="login"]')).toBeVisible();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.locator('[role="dialog"][data-modal="forgot-password"]')).toBeVisible();
    await expect(page.getByTestId('forgot-form')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('a remote opens its own modal through the event bus (VIP rules on /account)', async ({ page }) => {
    await signIn(page);
    await page.goto(site(null, '/account'));
    await page.getByRole('button', { name: 'How VIP works' }).click();
    await expect(page.locator('[role="dialog"][data-modal="vip-info"]')).toBeVisible();
    await expect(page.getByTestId('vip-info-text')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
