import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { addBank, balanceOf, call, figure, playThrough, signInAs } from './wallet-support';

// /withdrawal (issue 11): the must-show flow, money moving once, refusals at the field, access rules.

test.describe('withdrawal (wallet remote)', () => {
  // each test signs a new player up, funds and plays for it through the API first
  test.describe.configure({ timeout: 120_000 });
  test('a guest on /withdrawal lands on /login (casino2) or on / with the login modal (slot4)', async ({
    page,
  }) => {
    await page.goto(site('casino2', '/withdrawal'));
    await expect(page).toHaveURL(site('casino2', '/login'));
    await page.goto(site('slot4', '/withdrawal'));
    await expect(page).toHaveURL(site('slot4', '/'));
    await expect(page.locator('[role="dialog"][data-modal="login"]')).toBeVisible({ timeout: 5000 });
  });

  test('a new player adds a bank account, withdraws, sees it pending in history and the header held, cancels and gets the balance back', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino3', { deposit: 200_000 });
    await signInAs(page, 'casino3', p, '/withdrawal');
    // the turnover requirement of the deposit is shown, with what is left to play
    await expect(
      page.getByRole('progressbar', { name: 'Play PHP 2,000.00 more before withdrawing' }),
    ).toBeVisible();
    await expect(page.getByTestId('wd-withdrawable')).toHaveText(/PHP 0\.00/);
    await playThrough(request, 'casino3', p, 200_000);
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Turnover requirement met' })).toBeVisible();
    // no bank account yet: the page offers to add one, and comes back with it selected
    await page.getByRole('link', { name: 'Add a bank account' }).first().click();
    await expect(page).toHaveURL(/\/add-bank\?from=withdrawal/);
    await page.getByLabel('Bank or e-wallet').selectOption('GCash');
    await page.getByLabel('Account name').fill('Juan Dela Cruz');
    await page.getByLabel('Account number').fill('09171234567');
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect(page).toHaveURL(/\/withdrawal\?bank=\d+/);
    await expect(page.getByRole('radio', { name: /GCash · \*+4567/ })).toBeChecked();
    const before = await figure(page, 'header-balance');
    await expect(page.getByTestId('header-held')).toHaveCount(0);
    await page.getByLabel(/Amount/).fill('250');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByTestId('withdraw-result')).toContainText('PHP 250.00');
    await expect(page.getByTestId('header-held')).toContainText('PHP 250.00');
    await expect.poll(() => figure(page, 'header-balance')).toBeCloseTo(before - 250, 2);
    await expect(page.getByTestId('pending-withdrawal')).toContainText('PHP 250.00');
    // pending in the history
    await page.goto(site('casino3', '/transaction-history?type=withdrawal'));
    const row = page.getByTestId('history-table').locator('tbody tr').first();
    await expect(row).toContainText('PHP 250.00');
    await expect(row.locator('[data-status="pending"]')).toBeVisible();
    // cancel: the balance returns, the held amount goes
    await page.goto(site('casino3', '/withdrawal'));
    await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(page.getByTestId('withdraw-result')).toContainText('back in your balance');
    await expect.poll(() => figure(page, 'header-balance')).toBeCloseTo(before, 2);
    await expect(page.getByTestId('header-held')).toHaveCount(0);
    await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0);
    expect((await balanceOf(request, 'casino3', p)).held).toBe(0);
  });

  test('a Cancel refused (the withdrawal was already cancelled elsewhere) reads in the language switched to', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino3', { deposit: 100_000 });
    await playThrough(request, 'casino3', p, 100_000);
    const bank = await addBank(request, 'casino3', p);
    const ref = { account_id: p.account_id, auth: p.auth };
    const w = await call<{ request_id: number }>(request, 'casino3', '/api/wallet/withdraw', {
      ...ref,
      amount: 10_000,
      bank_account_id: bank,
      idempotency_key: `e2e-wc-${p.account_id}`,
    });
    expect(w.statusCode, w.statusMessage).toBe(1);
    await signInAs(page, 'casino3', p, '/withdrawal');
    await expect(page.getByTestId('pending-withdrawal')).toContainText('PHP 100.00');
    // another tab cancels it first
    const c = await call(request, 'casino3', '/api/wallet/cancel_withdrawal', {
      ...ref,
      request_id: w.value.request_id,
      idempotency_key: `e2e-wcc-${p.account_id}`,
    });
    expect(c.statusCode, c.statusMessage).toBe(1);
    await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(page.getByTestId('cancel-error')).toHaveText('There is no pending withdrawal to cancel.');
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(page.getByTestId('cancel-error')).toHaveText('没有可取消的待处理提款。');
    await page.getByTestId('language-switcher').selectOption('EN');
    await expect(page.getByTestId('cancel-error')).toHaveText('There is no pending withdrawal to cancel.');
  });

  test('a double-clicked withdrawal moves money once', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino5', { deposit: 100_000 });
    await playThrough(request, 'casino5', p, 100_000);
    await addBank(request, 'casino5', p);
    await signInAs(page, 'casino5', p, '/withdrawal');
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/wallet/withdraw') && sent.push(r.url()));
    await page.getByLabel(/Amount/).fill('150');
    await page.getByRole('button', { name: 'Request withdrawal' }).dblclick();
    await expect(page.getByTestId('withdraw-result')).toContainText('PHP 150.00');
    const after = await balanceOf(request, 'casino5', p);
    expect(after.held).toBe(15_000);
    expect(sent.length).toBe(1);
  });

  test('a retry after an aborted request sends the same key and moves money once', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino6', { deposit: 100_000 });
    await playThrough(request, 'casino6', p, 100_000);
    await addBank(request, 'casino6', p);
    await signInAs(page, 'casino6', p, '/withdrawal');
    const keys: string[] = [];
    let first = true;
    await page.route('**/api/wallet/withdraw', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
      if (first) {
        first = false;
        // the server moves the money… (Node cannot resolve *.localhost: the session names the site)
        await route.fetch({ url: route.request().url().replace('casino6.localhost', 'localhost') });
        return route.abort('connectionreset'); // …but the answer never arrived
      }
      return route.continue();
    });
    await page.getByLabel(/Amount/).fill('120');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByTestId('withdraw-error')).toBeVisible();
    await expect(page.getByLabel(/Amount/)).toHaveValue('120');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByTestId('withdraw-result')).toContainText('PHP 120.00');
    expect(keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    const after = await balanceOf(request, 'casino6', p);
    expect(after.held).toBe(12_000);
  });

  test('refusals are shown at their field in the player language, keeping what was typed', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino7', { deposit: 100_000 });
    await addBank(request, 'casino7', p);
    await signInAs(page, 'casino7', p, '/withdrawal');
    await expect(page.getByText(/From PHP 100\.00 to PHP 50,000\.00/)).toBeVisible();
    await page.getByLabel(/Amount/).fill('50');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText('The amount is outside this site’s withdrawal limits.')).toBeVisible();
    await expect(page.getByLabel(/Amount/)).toHaveValue('50');
    await page.getByLabel(/Amount/).fill('200');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByTestId('withdraw-error')).toHaveText(
      'Play through your last deposit before withdrawing.',
    );
    // a refusal shown before a language switch is shown in the new language after it
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(page.getByTestId('withdraw-error')).toHaveText('请先完成上次存款的流水再提款。');
    await page.getByTestId('language-switcher').selectOption('EN');
    await expect(page.getByTestId('withdraw-error')).toHaveText(
      'Play through your last deposit before withdrawing.',
    );
    await page.getByLabel(/Amount/).fill('abc');
    await expect(page.getByLabel(/Amount/)).toHaveValue('');
    expect((await balanceOf(request, 'casino7', p)).held).toBe(0);
  });
});
