import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { addBank, call, playThrough, signInAs } from './wallet-support';

// /statement (issue 11): figures equal the ledger's (the API's answer for the same range).

const money = (minor: number) =>
  `PHP ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('statement (wallet remote)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest on /statement lands on /login', async ({ page }) => {
    await page.goto(site('slot1', '/statement'));
    await expect(page).toHaveURL(site('slot1', '/login'));
  });

  test('opening, closing and per-day figures equal the API for the same range; a day expands to its movements', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'slot1', { deposit: 150_000 });
    await playThrough(request, 'slot1', p, 40_000);
    await signInAs(page, 'slot1', p, '/statement');
    await expect(page.getByTestId('st-closing')).toBeVisible();
    const [from, to] = await Promise.all([
      page.getByRole('textbox', { name: 'From', exact: true }).inputValue(),
      page.getByRole('textbox', { name: 'To', exact: true }).inputValue(),
    ]);
    const api = await call<{
      opening_balance: number;
      closing_balance: number;
      days: { date: string; credits: number; debits: number; closing_balance: number }[];
    }>(request, 'slot1', '/api/wallet/statement', {
      account_id: p.account_id,
      auth: p.auth,
      date_from: from,
      date_to: to,
    });
    expect(api.statusCode).toBe(1);
    expect(api.value.closing_balance).toBeGreaterThan(0);
    await expect(page.getByTestId('st-opening')).toHaveText(money(api.value.opening_balance));
    await expect(page.getByTestId('st-closing')).toHaveText(money(api.value.closing_balance));
    await expect(page.getByTestId('statement-days').locator('> li')).toHaveCount(api.value.days.length);
    for (const d of api.value.days) {
      const row = page.locator(`[data-day="${d.date}"]`);
      await expect(row.getByTestId('day-credits')).toHaveText(money(d.credits));
      await expect(row.getByTestId('day-debits')).toHaveText(money(d.debits));
      await expect(row.getByTestId('day-closing')).toHaveText(money(d.closing_balance));
    }
    await expect(page.getByRole('img', { name: /Closing balance per day/ })).toBeVisible();
    const day = api.value.days[0]!.date;
    await page.locator(`[data-day="${day}"]`).getByRole('button', { name: 'Show movements' }).click();
    // deposit (approved the same day: a credit of its own), bet, win; no line for deposits asked for earlier
    const list = page.getByTestId(`day-${day}`);
    await expect(list.locator('li')).toHaveCount(3);
    await expect(list.locator('li').filter({ hasText: 'Deposit' })).toContainText(
      `credit +${money(150_000)}`,
    );
    await expect(list.getByTestId('deposits-credited')).toHaveCount(0);
    // a range in the URL is kept across a reload
    await page.goto(site('slot1', `/statement?from=2020-01-01&to=2020-01-31`));
    await expect(page.getByText('No movements in this period.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('2020-01-01');
  });

  test('a reversed range or one over 366 days is not sent: a message at the dates, no error dialog, no Retry', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'slot1');
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/wallet/statement')) asked++;
    });
    const dates = page.getByRole('group', { name: 'Dates' });
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    await signInAs(page, 'slot1', p, '/statement?from=2025-01-01&to=2026-11-28');
    await expect(dates.getByRole('alert')).toHaveText('Choose a period of at most 366 days.');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.goto(site('slot1', '/statement?from=2026-12-31&to=2020-01-01'));
    await expect(dates.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // a range typed in the fields: too long stays in the fields, a good one is asked for; the refused ranges
    // above were never asked (the first answer is this one's)
    await page.goto(site('slot1', '/statement?from=2026-01-01&to=2026-01-31'));
    await expect(page.getByText('No movements in this period.')).toBeVisible();
    expect(asked).toBe(1);
    await from.fill('2024-12-31');
    await expect(dates.getByRole('alert')).toHaveText('Choose a period of at most 366 days.');
    await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-31/);
    await from.fill('2025-02-01');
    await expect(page).toHaveURL(/from=2025-02-01&to=2026-01-31/);
    await expect(page.getByText('No movements in this period.')).toBeVisible();
    await expect(dates.getByRole('alert')).toHaveCount(0);
    expect(asked).toBe(2);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a withdrawal cancelled the same day is in neither total, and the day’s list says so: totals equal the list', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'slot1', { deposit: 150_000 });
    await playThrough(request, 'slot1', p, 150_000); // the deposit's turnover: withdrawals allowed
    const ref = { account_id: p.account_id, auth: p.auth };
    const bank = await addBank(request, 'slot1', p);
    const w = await call(request, 'slot1', '/api/wallet/withdraw', {
      ...ref,
      amount: 50_000,
      bank_account_id: bank,
      idempotency_key: `e2e-st-${p.account_id}`,
    });
    expect(w.statusCode, w.statusMessage).toBe(1);
    const c = await call(request, 'slot1', '/api/wallet/cancel_withdrawal', {
      ...ref,
      idempotency_key: `e2e-stc-${p.account_id}`,
    });
    expect(c.statusCode, c.statusMessage).toBe(1);
    await signInAs(page, 'slot1', p, '/statement');
    const row = page.getByTestId('statement-days').locator('> li').first();
    await expect(row.getByTestId('day-credits')).toBeVisible();
    await row.getByRole('button', { name: 'Show movements' }).click();
    const items = page.locator('[data-testid^="day-"] li');
    await expect(items).toHaveCount(4); // deposit, bet, win, the cancelled withdrawal
    const cancelled = items.filter({ hasText: 'Cancelled' });
    await expect(cancelled).toContainText('PHP 500.00 · not in the totals');
    await expect(cancelled).not.toContainText('debit');
    // the totals are the sums of what the list counts
    const sums = { credit: 0, debit: 0 };
    for (const text of await items.allInnerTexts()) {
      const m = /(credit|debit) [+−]PHP ([\d,.]+)/.exec(text);
      if (m) sums[m[1] as 'credit' | 'debit'] += Math.round(Number(m[2]!.replace(/,/g, '')) * 100);
    }
    expect(sums.debit).toBe(150_000); // the bet
    await expect(row.getByTestId('day-credits')).toHaveText(money(sums.credit));
    await expect(row.getByTestId('day-debits')).toHaveText(money(sums.debit));
  });
});
