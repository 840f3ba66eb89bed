import { expect, test } from '@playwright/test';
import { newPlayer } from './helpers';
import { addBank, playThrough, signInAs } from './wallet-support';

// The wallet's success toasts are worded by the shell at every render (contract 17.8 ShellText): a header
// language switch while one shows re-words it (docs/wallet.md "Money rules").

test.describe('wallet toasts (wallet remote)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('"Bank account added" reads in the language switched to while it shows', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino2');
    await signInAs(page, 'casino2', p, '/add-bank');
    await page.getByLabel('Bank or e-wallet').selectOption('Maya');
    await page.getByLabel('Account name').fill('Juan Dela Cruz');
    await page.getByLabel('Account number').fill('09171234567');
    await page.getByRole('button', { name: 'Add account' }).click();
    const toast = page.locator('[data-toast="success"]');
    await expect(toast).toHaveText('Bank account added');
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(toast).toHaveText('银行账户已添加');
    await page.getByTestId('language-switcher').selectOption('PHP');
    await expect(toast).toHaveText('Naidagdag ang bank account');
  });

  test('the withdrawal toast keeps its number and amount across a language switch', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino3', { deposit: 100_000 });
    await playThrough(request, 'casino3', p, 100_000);
    await addBank(request, 'casino3', p);
    await signInAs(page, 'casino3', p, '/withdrawal');
    await page.getByLabel(/Amount/).fill('250');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    const toast = page.locator('[data-toast="success"]');
    await expect(toast).toHaveText(/^Withdrawal #(\d+) for PHP 250\.00 is waiting for approval\.$/);
    const id = /#(\d+)/.exec(await toast.innerText())![1];
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(toast).toHaveText(`提款 #${id}（PHP 250.00）等待审核。`);
  });
});
