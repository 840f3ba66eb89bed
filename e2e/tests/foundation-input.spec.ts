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
