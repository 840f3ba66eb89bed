import { expect, test } from '@playwright/test';
import { site } from './helpers';

// Account forms validate with the contract's request schemas (the rules the API applies), at the field.

test('a username the login schema refuses is shown at its field, in words, and nothing is sent', async ({
  page,
}) => {
  let logins = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/login')) logins++;
  });
  await page.goto(site('casino2', '/login'));
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('whatever1');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Please check Username.');
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username')).toHaveValue('ab');
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(logins).toBe(0);
});
