import { expect, test } from '@playwright/test';
import { site } from './helpers';

/** The sign-up form's errors follow a switch of the header language (kept unworded, worded when drawn). */
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
