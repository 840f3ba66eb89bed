import { expect, test, type APIRequestContext } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { addBank, balanceOf, call, playThrough, signInAs } from './wallet-support';

// /statement across days (docs/wallet.md "/statement"): a withdrawal held on 2026-11-01 and cancelled on
// 2026-11-03, a deposit asked for on 2026-11-01 and approved on 2026-11-02. Every day's opening + credits −
// debits is its closing balance, and each amount of a day's totals is on the page for that day.

const money = (minor: number) =>
  `PHP ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const ADMIN = { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' };

async function backdate(request: APIRequestContext, data: object) {
  const res = await request.post(site(null, '/e2e/backdate'), { headers: ADMIN, data });
  expect(res.ok()).toBe(true);
}

test.use({ timezoneId: 'UTC' });

test('a withdrawal given back two days later is in no day’s totals; a deposit is credited on the day it was approved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const p = await newPlayer(request, 'casino3', { deposit: 100_000 });
  await playThrough(request, 'casino3', p, 100_000);
  const bank = await addBank(request, 'casino3', p);
  // all this before the three days
  await backdate(request, {
    account_id: p.account_id,
    domain_name: 'casino3.localhost',
    at: '2026-10-30T12:00:00Z',
  });
  const opening = (await balanceOf(request, 'casino3', p)).game_balance;
  const ref = { account_id: p.account_id, auth: p.auth };
  const pay = async (path: string, body: object) => {
    const r = await call<{ request_id: number }>(request, 'casino3', path, {
      ...ref,
      ...body,
      idempotency_key: `e2e-sd-${path.split('/').pop()}-${p.account_id}`,
    });
    expect(r.statusCode, r.statusMessage).toBe(1);
    return r.value.request_id;
  };
  // in the order the days saw it: the withdrawal held, the deposit asked for, approved, the withdrawal cancelled
  const wd = await pay('/api/wallet/withdraw', { amount: 50_000, bank_account_id: bank });
  const dep = await pay('/api/wallet/deposit', { amount: 20_000, method: 'bank_transfer' }); // approved at once here
  await pay('/api/wallet/cancel_withdrawal', {});
  await backdate(request, {
    request_id: wd,
    created_at: '2026-11-01T10:00:00Z',
    decided_at: '2026-11-03T09:00:00Z',
  });
  await backdate(request, {
    request_id: dep,
    created_at: '2026-11-01T11:00:00Z',
    decided_at: '2026-11-02T09:00:00Z',
  });
  const closing = (await balanceOf(request, 'casino3', p)).game_balance;
  expect(closing).toBe(opening + 20_000);

  await signInAs(page, 'casino3', p, '/statement?from=2026-11-01&to=2026-11-03');
  await expect(page.getByTestId('st-opening')).toHaveText(money(opening));
  await expect(page.getByTestId('st-closing')).toHaveText(money(closing));
  // 11-03 moved nothing the statement counts (the held money was the player's all along): no row
  await expect(page.getByTestId('statement-days').locator('> li')).toHaveCount(2);
  await expect(page.locator('[data-day="2026-11-03"]')).toHaveCount(0);

  // 11-01: nothing moved; both requests are listed, neither as a credit or a debit, each saying why
  const first = page.locator('[data-day="2026-11-01"]');
  await expect(first.getByTestId('day-credits')).toHaveText(money(0));
  await expect(first.getByTestId('day-debits')).toHaveText(money(0));
  await expect(first.getByTestId('day-closing')).toHaveText(money(opening));
  await first.getByRole('button', { name: 'Show movements' }).click();
  const firstList = page.getByTestId('day-2026-11-01');
  await expect(firstList.locator('li')).toHaveCount(2);
  await expect(firstList.locator('li').nth(0)).toContainText('Deposit · approved');
  await expect(firstList.locator('li').nth(0)).toContainText(`${money(20_000)} · credited on 2026-11-02`);
  await expect(firstList.locator('li').nth(1)).toContainText('Withdrawal · cancelled');
  await expect(firstList.locator('li').nth(1)).toContainText(`${money(50_000)} · not in the totals`);
  await expect(firstList.getByTestId('deposits-credited')).toHaveCount(0);

  // 11-02: the deposit's credit, found in the day's list as the deposits approved that day
  const second = page.locator('[data-day="2026-11-02"]');
  await expect(second.getByTestId('day-credits')).toHaveText(money(20_000));
  await expect(second.getByTestId('day-debits')).toHaveText(money(0));
  await expect(second.getByTestId('day-closing')).toHaveText(money(opening + 20_000));
  await second.getByRole('button', { name: 'Show movements' }).click();
  await expect(page.getByTestId('day-2026-11-02').getByTestId('deposits-credited')).toHaveText(
    `Deposits asked for earlier, approved this daycredit +${money(20_000)}`,
  );
});
