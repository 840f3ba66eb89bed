import { expect, test, type APIRequestContext } from '@playwright/test';
import { newPlayer, site, type NewPlayer } from './helpers';
import { hdpSelection, placeBet, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });

// /bet-history's date range and pages behave as /transaction-history's: a reversed range is shown as such (kept,
// not sent), a page past the end shows the last page, "No bets here yet" only when there are none.

/** `count` bets of 10.00 on one still selection (distinct idempotency keys). */
async function bets(request: APIRequestContext, p: NewPlayer, count: number) {
  const sel = await hdpSelection(request);
  for (let i = 0; i < count; i++) {
    const res = await request.post(site(null, '/api/sportsbook/place_bet'), {
      data: {
        account_id: p.account_id,
        auth: p.auth,
        bet_type: 'HDP',
        stake: 1_000,
        selections: [sel],
        idempotency_key: `e2e-${p.account_id}-pages-${i}`,
      },
    });
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(1);
  }
}

test('a start after the end is kept in the fields with the shared message, and no history is asked for it', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  await placeBet(request, player, 'HDP', [await hdpSelection(request)]);
  // the days around today (the browser's zone is the test machine's, as the server's clock)
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const [yesterday, tomorrow] = [day(-1), day(1)];
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/sportsbook/bet_history')) asked.push(r.postData() ?? '');
  });
  await signInAs(page, 'sportsbook1', player, '/bet-history');
  await expect(page.getByTestId('bet')).toHaveCount(1, { timeout: 30_000 });
  const dates = page.getByRole('group', { name: 'Placed between' });
  const from = dates.getByRole('textbox', { name: 'From', exact: true });
  const to = dates.getByRole('textbox', { name: 'To', exact: true });
  await from.fill(tomorrow);
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
  await to.fill(yesterday);
  await expect(dates.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
  await expect(from).toHaveValue(tomorrow);
  await expect(to).toHaveValue(yesterday);
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}&to=${yesterday}`));
  // nothing listed (not the unfiltered list), no empty-state claim
  await expect(page.getByTestId('bet')).toHaveCount(0);
  await expect(page.getByText('No bets here yet')).toHaveCount(0);
  // a reload of the reversed range shows the same
  await page.reload();
  await expect(dates.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
  await expect(from).toHaveValue(tomorrow);
  // an ordered range is asked for: tomorrow alone has no bets, yesterday … tomorrow has today's
  await to.fill(tomorrow);
  await expect(dates.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('No bets here yet')).toBeVisible({ timeout: 30_000 });
  await from.fill(yesterday);
  await expect(page.getByTestId('bet')).toHaveCount(1, { timeout: 30_000 });
  expect(asked.some((b) => b.includes(`"date_to":"${yesterday}"`))).toBe(false);
  expect(asked.some((b) => b.includes(`"date_from":"${yesterday}"`))).toBe(true);
});

test('a page past the end shows the last page; "No bets here yet" only when there are none', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  await bets(request, player, 12);
  await signInAs(page, 'sportsbook1', player, '/bet-history?page=4');
  // 12 bets: page 2 is the last, with 2 bets, and its URL says so
  await expect(page).toHaveURL(site('sportsbook1', '/bet-history?page=2'), { timeout: 30_000 });
  await expect(page.getByTestId('bet')).toHaveCount(2);
  await expect(page.getByText('No bets here yet')).toHaveCount(0);
  // a filter past the end of its own results goes to its last page too
  await page.goto(site('sportsbook1', '/bet-history?status=open&page=9'));
  await expect(page).toHaveURL(site('sportsbook1', '/bet-history?status=open&page=2'), { timeout: 30_000 });
  await expect(page.getByTestId('bet')).toHaveCount(2);
  // a filter with no bets at all: the empty state, on page 1
  await page.goto(site('sportsbook1', '/bet-history?status=won&page=3'));
  await expect(page).toHaveURL(site('sportsbook1', '/bet-history?status=won'), { timeout: 30_000 });
  await expect(page.getByText('No bets here yet')).toBeVisible();
});
