import { expect, test, type APIRequestContext } from '@playwright/test';
import { newPlayer, site, type NewPlayer } from './helpers';

const ADMIN = process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token';
import { addBank, balanceOf, call, figure, playThrough, signInAs } from './wallet-support';

// /withdrawal shows what the server holds: a withdrawal made elsewhere (another tab) shows once a refusal says
// so, another tab's header follows when brought to the front, and "Withdrawable now" is never an amount below
// the site's minimum withdrawal (docs/wallet.md).

const SUB = 'casino3';
const money = (minor: number) =>
  `PHP ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A new player with the turnover of its deposit met and a bank account (its id). */
async function ready(request: APIRequestContext): Promise<{ p: NewPlayer; bank: number }> {
  const p = await newPlayer(request, SUB, { deposit: 100_000 });
  await playThrough(request, SUB, p, 100_000);
  return { p, bank: await addBank(request, SUB, p) };
}

async function withdraw(request: APIRequestContext, p: NewPlayer, bank: number, amount: number) {
  const w = await call<{ request_id: number }>(request, SUB, '/api/wallet/withdraw', {
    account_id: p.account_id,
    auth: p.auth,
    amount,
    bank_account_id: bank,
    idempotency_key: `e2e-wf-${p.account_id}-${amount}`,
  });
  expect(w.statusCode, w.statusMessage).toBe(1);
  return w.value.request_id;
}

test.describe('withdrawal page follows the server (wallet remote)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a withdrawal made in another tab: the refusal shows, and so do the pending withdrawal, its Cancel and the held amount', async ({
    page,
    request,
  }) => {
    const { p, bank } = await ready(request);
    await signInAs(page, SUB, p, `/withdrawal?bank=${bank}`);
    await expect(page.getByTestId('wd-held')).toHaveText('PHP 0.00');
    await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked();
    await withdraw(request, p, bank, 15_000); // as if from another tab
    await page.getByLabel(/Amount/).fill('200');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText('You already have a withdrawal in progress.')).toBeVisible();
    const pending = page.getByTestId('pending-withdrawal');
    await expect(pending).toContainText('PHP 150.00');
    await expect(pending.getByRole('button', { name: 'Cancel withdrawal' })).toBeVisible();
    await expect(page.getByTestId('wd-held')).toHaveText('PHP 150.00');
    await expect(page.getByTestId('header-held')).toContainText('PHP 150.00');
  });

  test('a withdrawal in tab A: tab B’s header balance follows when B is brought to the front', async ({
    context,
    request,
  }) => {
    const { p, bank } = await ready(request);
    const a = await context.newPage();
    await signInAs(a, SUB, p, `/withdrawal?bank=${bank}`);
    const b = await context.newPage();
    await b.goto(site(SUB, '/'));
    await expect(b.getByTestId('account-id')).toHaveText(p.account_id);
    const before = (await balanceOf(request, SUB, p)).game_balance;
    await expect(b.getByTestId('header-balance')).toContainText(money(before));
    await a.bringToFront();
    await a.getByLabel(/Amount/).fill('120');
    await a.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(a.getByTestId('withdraw-result')).toContainText('PHP 120.00');
    await b.bringToFront();
    // A real browser tells a tab brought to the front with `visibilitychange`; headless Chromium keeps every tab
    // visible and focused and sends nothing (checked: no focus, blur or visibilitychange on bringToFront), so the
    // test sends what the browser would. The balance query refetches on it (refetchOnWindowFocus, shared).
    await b.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(b.getByTestId('header-balance')).toContainText(money(before - 12_000));
    await expect(b.getByTestId('header-held')).toContainText('PHP 120.00');
  });

  test('a balance below the minimum withdrawal is not shown as withdrawable: the page says why', async ({
    page,
    request,
  }) => {
    const { p, bank } = await ready(request);
    const { game_balance } = await balanceOf(request, SUB, p);
    // all but PHP 50.00 leaves (approved by the operator): PHP 50.00 is left, below the minimum of PHP 100.00
    const id = await withdraw(request, p, bank, game_balance - 5_000);
    const decided = await request.post(site(null, '/api/operator/payment_decide'), {
      headers: { 'x-admin-token': ADMIN },
      data: { request_id: id, decision: 'approve' },
    });
    expect(((await decided.json()) as { statusCode: number }).statusCode).toBe(1);
    const info = await call<{ withdrawable: number; min_withdrawal: number }>(
      request,
      SUB,
      '/api/wallet/withdrawal_info',
      { account_id: p.account_id, auth: p.auth },
    );
    expect(info.value).toEqual(expect.objectContaining({ withdrawable: 5_000, min_withdrawal: 10_000 }));
    await signInAs(page, SUB, p, '/withdrawal');
    await expect(page.getByTestId('wd-balance')).toHaveText('PHP 50.00');
    await expect(page.getByTestId('wd-withdrawable')).toHaveText('PHP 0.00');
    await expect(page.getByTestId('wd-below-min')).toHaveText(
      'Your PHP 50.00 is below the minimum withdrawal of PHP 100.00, so nothing can be withdrawn yet.',
    );
    expect(await figure(page, 'wd-withdrawable')).toBe(0);
  });
});
