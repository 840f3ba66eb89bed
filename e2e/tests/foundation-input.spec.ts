import { expect, test } from '@playwright/test';
import { newPlayer, seedSession, site } from './helpers';

// SPEC §5 filters (digits only, amounts): a Chinese or Japanese keyboard types full-width digits ('０９１７'); they
// are the same digits, kept as ASCII, not dropped as "not a digit".

test('a phone number typed in full-width digits is kept (as ASCII digits) on /register', async ({ page }) => {
  await page.goto(site(null, '/register'));
  const phone = page.getByLabel('Phone number');
  await phone.fill('０９１７１２３４５６７');
  await expect(phone).toHaveValue('09171234567');
});

test('a deposit amount typed in full-width digits and point is the same amount on /deposit', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request);
  await seedSession(page, null, p);
  await page.goto(site(null, '/deposit'));
  const amount = page.getByLabel(/Amount/);
  await amount.fill('１００．５');
  await expect(amount).toHaveValue('100.5');
});

test('an amount typed with its point and no decimals ("500.") is that amount: the deposit goes through', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request);
  await seedSession(page, null, p);
  await page.goto(site(null, '/deposit'));
  await page.getByLabel(/Amount/).fill('500.');
  await page.getByLabel('GCash').check();
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByTestId('deposit-result')).toContainText('PHP 500.00 is approved');
});
