import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, site, type NewPlayer } from './helpers';
import { call, playThrough, signInAs } from './wallet-support';

// /transaction-history (issue 11): the view follows the URL query and the API's answer for the same query,
// SPEC §5 pagination, CSV export of the filtered view.

const SUB = 'slot3';

async function seed(request: APIRequestContext): Promise<NewPlayer> {
  const p = await newPlayer(request, SUB, { deposit: 100_000 });
  for (let i = 1; i <= 11; i++) {
    const a = await call(request, SUB, '/api/wallet/deposit', {
      account_id: p.account_id,
      auth: p.auth,
      amount: 10_000 + i * 100,
      method: 'gcash',
      idempotency_key: `e2e-h-${p.account_id}-${i}`,
    });
    expect(a.statusCode, a.statusMessage).toBe(1);
  }
  await playThrough(request, SUB, p, 5_000); // a bet and its win
  return p;
}

async function apiIds(
  request: APIRequestContext,
  p: NewPlayer,
  body: object,
): Promise<{ ids: string[]; total: number }> {
  const a = await call<{ items: { id: string }[]; total: number }>(request, SUB, '/api/wallet/transactions', {
    account_id: p.account_id,
    auth: p.auth,
    page_size: 10,
    ...body,
  });
  return { ids: a.value.items.map((i) => i.id), total: a.value.total };
}

const shownIds = (page: Page) =>
  page
    .getByTestId('history-table')
    .locator('[data-tx]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-tx')));

test.describe('transaction history (wallet remote)', () => {
  // one seeded player for the whole file (12 deposits, a bet and its win); read-only after the seed
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let p: NewPlayer;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    p = await seed(request);
  });

  test('a guest lands on / with the login modal (slot2)', async ({ page }) => {
    await page.goto(site('slot2', '/transaction-history'));
    await expect(page).toHaveURL(site('slot2', '/'));
    await expect(page.locator('[role="dialog"][data-modal="login"]')).toBeVisible({ timeout: 5000 });
  });

  test('filters go into the URL, match the API for the same query and survive a reload', async ({
    page,
    request,
  }) => {
    await signInAs(page, SUB, p, '/transaction-history');
    const all = await apiIds(request, p, { page: 1 });
    await expect.poll(() => shownIds(page)).toEqual(all.ids);
    await expect(page.getByTestId('history-total')).toHaveText(`${all.total} transactions`);
    await page.getByLabel('Type').selectOption('bet');
    await expect(page).toHaveURL(/\?type=bet$/);
    const bets = await apiIds(request, p, { page: 1, type: 'bet' });
    expect(bets.total).toBe(1);
    await expect.poll(() => shownIds(page)).toEqual(bets.ids);
    await expect(page.getByTestId('history-total')).toHaveText('1 transaction');
    // signed, coloured, with a text for screen readers
    await expect(page.getByTestId('history-table').locator('[data-amount]').first()).toContainText('debit');
    // a movement's detail says what it was: the sports bet by its number, not the ledger's reference
    const bet = await call<{ items: { detail: string }[] }>(request, SUB, '/api/wallet/transactions', {
      account_id: p.account_id,
      auth: p.auth,
      page: 1,
      page_size: 10,
      type: 'bet',
    });
    const betId = /^bet:(\d+)$/.exec(bet.value.items[0]?.detail ?? '')?.[1];
    expect(betId).toBeTruthy();
    await expect(page.getByTestId('history-table').locator('tbody tr').first()).toContainText(
      `Sports bet #${betId}`,
    );
    await expect(page.getByTestId('history-table')).not.toContainText('bet:');
    await page.getByLabel('Type').selectOption('deposit');
    await page.getByLabel('Status').selectOption('approved');
    await expect(page).toHaveURL(/type=deposit&status=approved/);
    await page.reload();
    await expect(page.getByLabel('Type')).toHaveValue('deposit');
    await expect(page.getByLabel('Status')).toHaveValue('approved');
    const deposits = await apiIds(request, p, { page: 1, type: 'deposit', status: 'approved' });
    await expect.poll(() => shownIds(page)).toEqual(deposits.ids);
    // a deposit's detail is its method by name, not its code
    await expect(page.getByTestId('history-table').locator('tbody tr').first()).toContainText('GCash');
    await expect(page.getByTestId('history-table')).not.toContainText('gcash');
    // a date range of days without movements: the empty state offers to clear the filters
    await page.goto(site(SUB, '/transaction-history?from=2020-01-01&to=2020-01-31'));
    await expect(page.getByText('No transactions match this view.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(site(SUB, '/transaction-history'));
    await expect.poll(() => shownIds(page)).toEqual(all.ids);
  });

  test('pagination: 10 per page, at most 5 buttons, same-page and out-of-range changes ignored', async ({
    page,
    request,
  }) => {
    await signInAs(page, SUB, p, '/transaction-history?type=deposit');
    const first = await apiIds(request, p, { page: 1, type: 'deposit' });
    expect(first.total).toBe(12);
    const nav = page.getByRole('navigation', { name: /pages/i });
    await expect.poll(() => shownIds(page)).toEqual(first.ids);
    await expect(nav.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2);
    // previous on page 1 and the current page change nothing
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/wallet/transactions') && asked.push(r.url()));
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await nav.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\?type=deposit$/);
    expect(asked).toEqual([]);
    await nav.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/type=deposit&page=2/);
    const second = await apiIds(request, p, { page: 2, type: 'deposit' });
    await expect.poll(() => shownIds(page)).toEqual(second.ids);
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    // a shared link past the last page shows the last page
    await page.goto(site(SUB, '/transaction-history?type=deposit&page=9'));
    await expect(page).toHaveURL(/type=deposit&page=2/, { timeout: 20_000 });
    await expect.poll(() => shownIds(page)).toEqual(second.ids);
  });

  test('Export CSV downloads every row of the filtered view', async ({ page, request }) => {
    await signInAs(page, SUB, p, '/transaction-history?type=deposit');
    await expect(page.getByTestId('history-table')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,type,status,amount_PHP,detail');
    const total = (await apiIds(request, p, { page: 1, type: 'deposit' })).total;
    expect(lines.length).toBe(total + 1);
    expect(lines.slice(1).every((l) => l.includes(',deposit,approved,'))).toBe(true);
  });

  test('Export CSV writes a debit as a number a spreadsheet sums, not as text', async ({ page }) => {
    await signInAs(page, SUB, p, '/transaction-history?type=bet');
    await expect(page.getByTestId('history-table')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2); // the header and the one bet of playThrough (stake 50.00)
    const [id, , type, status, amount] = lines[1]!.split(',');
    expect([id!.startsWith('L'), type, status, amount]).toEqual([true, 'bet', 'completed', '-50.00']);
  });
});
