import { expect, test } from '@playwright/test';
import { newPlayer, seedSession, site } from './helpers';

/**
 * Account toasts and modal titles are handed to the shell as how to word them (ShellText, account namespace
 * keys), so one that shows while the player switches the header language reads in the new language; the values
 * in it (the end date) stay as the page formatted them.
 */
const SUB = 'casino1';

test('the time-out toast (10 s) and the confirmation title re-word when the header language switches while they show', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, SUB);
  await seedSession(page, SUB, p);
  await page.goto(site(SUB, '/security'));
  await page.getByTestId('break-24h').click();
  const dialog = page.locator('[role="dialog"][data-modal="confirm-break"]');
  await expect(dialog).toContainText('This cannot be undone');
  await page.getByTestId('language-switcher').selectOption('CN');
  await expect(dialog).toContainText('此操作无法撤销');
  await expect(dialog).not.toContainText('This cannot be undone');
  await page.getByTestId('language-switcher').selectOption('EN');
  await dialog.getByTestId('confirm-break-yes').click();
  await expect(page).toHaveURL(site(SUB, '/login'));
  const toast = page.getByRole('status').filter({ hasText: 'Your break has started.' });
  await expect(toast).toBeVisible();
  const date = /\d{4}-\d\d-\d\d \d\d:\d\d/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
  expect(date).not.toBe('');
  await page.getByTestId('language-switcher').selectOption('CN');
  const reworded = page.getByRole('status').filter({ hasText: '暂停已开始。' });
  await expect(reworded).toBeVisible();
  await expect(reworded).toContainText(`${date} 之后您可以再次登录。`);
  await expect(page.getByText('Your break has started.')).toHaveCount(0);
});
