import { expect, test } from '@playwright/test';
import { site } from './helpers';

/** The sign-up and sign-in forms' errors follow a switch of the header language (kept unworded, worded when drawn). */
test('/register: field errors shown in EN are re-worded in 中文 after a language switch', async ({
  page,
}) => {
  await page.goto(site('casino1', '/register'));
  await page.getByLabel('Username').fill('newplayer1');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('CN');
  await expect(page.getByText('密码至少需要 8 个字符。')).toBeVisible();
  await expect(page.getByText('此项为必填项')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toHaveCount(0);
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(page.locator('input[name="account_id"]')).toHaveValue('newplayer1');
});

test('/login: a field error shown in EN is re-worded in 中文 after a language switch', async ({ page }) => {
  await page.goto(site('casino1', '/login'));
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('whatever1');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Please check Username.');
  await page.getByTestId('language-switcher').selectOption('CN');
  await expect(page.getByRole('alert')).toHaveText('请检查用户名。');
});
