import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { addBank, call, playThrough, signInAs } from './wallet-support';

// /add-bank and /bank-details (issue 11): filters, checks before sending, the limit of 3, removal through the
// modal stack, refusals at their field.

test.describe('bank accounts (wallet remote)', () => {
  // each test signs a new player up first
  test.describe.configure({ timeout: 120_000 });
  test('a guest on /bank-details or /add-bank lands on /login', async ({ page }) => {
    await page.goto(site('casino1', '/bank-details'));
    await expect(page).toHaveURL(site('casino1', '/login'));
    await page.goto(site('casino1', '/add-bank'));
    await expect(page).toHaveURL(site('casino1', '/login'));
  });

  test('add-bank filters the fields, checks them before sending and lists the currency’s banks from the API', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino2');
    await signInAs(page, 'casino2', p, '/add-bank');
    const options = await call<{ name: string }[]>(request, 'casino2', '/api/wallet/bank_options', {});
    const select = page.getByLabel('Bank or e-wallet');
    await expect(select.locator('option')).toHaveCount(options.value.length + 1);
    await expect(select.locator('option', { hasText: 'BDO Unibank' })).toHaveCount(1);
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/wallet/bank_add') && sent.push(r.url()));
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByText('Required')).toHaveCount(3);
    await page.getByLabel('Account name').pressSequentially('<script>Ana</script> 9');
    await expect(page.getByLabel('Account name')).toHaveValue('scriptAnascript ');
    await page.getByLabel('Account number').pressSequentially('12a-34 5');
    await expect(page.getByLabel('Account number')).toHaveValue('12345');
    await select.selectOption('Maya');
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByText('Enter 6 to 20 digits')).toBeVisible();
    // a message shown before a language switch is shown in the new language after it
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(page.getByText('请输入 6 至 20 位数字')).toBeVisible();
    await page.getByTestId('language-switcher').selectOption('EN');
    await expect(page.getByText('Enter 6 to 20 digits')).toBeVisible();
    expect(sent).toEqual([]);
    await page.getByLabel('Account number').fill('123456');
    await page.getByRole('button', { name: 'Add account' }).click();
    // the toast confirms what happened (not the button's label)
    await expect(page.getByRole('status').filter({ hasText: 'Bank account added' })).toBeVisible();
    await expect(page).toHaveURL(/\/bank-details\?bank=\d+/);
    await expect(page.getByTestId('bank-list')).toContainText('Maya · **3456');
  });

  test('an account already added is refused at the number field, keeping every field', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino2');
    await addBank(request, 'casino2', p, '5550001111');
    await signInAs(page, 'casino2', p, '/add-bank');
    await page.getByLabel('Bank or e-wallet').selectOption('BPI');
    await page.getByLabel('Account name').fill('Ana Lim');
    await page.getByLabel('Account number').fill('5550001111');
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByText('This bank account is already added.')).toBeVisible();
    await expect(page.getByLabel('Account number')).toHaveValue('5550001111');
    await expect(page.getByLabel('Account name')).toHaveValue('Ana Lim');
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(page.getByText('该银行账户已添加。')).toBeVisible();
  });

  test('bank details: the limit of 3 is explained, Remove asks in a modal, and a pending withdrawal’s account is refused', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino4', { deposit: 100_000 });
    await playThrough(request, 'casino4', p, 100_000);
    const busy = await addBank(request, 'casino4', p, '7770000001');
    await addBank(request, 'casino4', p, '7770000002');
    await addBank(request, 'casino4', p, '7770000003');
    const w = await call(request, 'casino4', '/api/wallet/withdraw', {
      account_id: p.account_id,
      auth: p.auth,
      amount: 10_000,
      bank_account_id: busy,
      idempotency_key: `e2e-w-${p.account_id}`,
    });
    expect(w.statusCode, w.statusMessage).toBe(1);
    await signInAs(page, 'casino4', p, '/bank-details');
    await expect(page.getByTestId('bank-limit')).toHaveText(
      'You have 3 bank accounts. Remove one to add another.',
    );
    await expect(page.getByRole('link', { name: 'Add a bank account' })).toHaveCount(0);
    // the account of the pending withdrawal
    await page.getByRole('button', { name: /Remove GCash \*+0001/ }).click();
    const dialog = page.locator('[role="dialog"][data-modal="removeBank"]');
    await expect(dialog).toContainText('**0001');
    await dialog.getByTestId('confirm-remove').click();
    await expect(page.getByTestId('remove-error')).toContainText('A pending withdrawal uses this account');
    await expect(page.getByTestId('bank-list').locator('li')).toHaveCount(3);
    // the refusal shown reads in the language the header switches to
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(page.getByTestId('remove-error')).toHaveText(
      '有待处理的提款正在使用此账户；请先取消或等待其完成。',
    );
    await page.getByTestId('language-switcher').selectOption('EN');
    await expect(page.getByTestId('remove-error')).toContainText('A pending withdrawal uses this account');
    // Keep closes the modal and changes nothing; Remove removes
    await page.getByRole('button', { name: /Remove GCash \*+0002/ }).click();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('bank-list').locator('li')).toHaveCount(3);
    await page.getByRole('button', { name: /Remove GCash \*+0002/ }).click();
    await dialog.getByTestId('confirm-remove').click();
    await expect(page.getByTestId('bank-list').locator('li')).toHaveCount(2);
    await expect(page.getByTestId('bank-limit')).toHaveText(
      'You can keep up to 3 bank accounts (2 of 3 used).',
    );
    await expect(page.getByRole('link', { name: 'Add a bank account' })).toBeVisible();
  });
});
