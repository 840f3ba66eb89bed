import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { events, placeBet, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });

// /bet-history: team names in the player's language where the data has them, filters in the URL query.

test('/bet-history on CN shows the Chinese team names and Chinese market names', async ({
  page,
  request,
  context,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  const data = await events(request);
  const football = data.find((e) => e.sport === 'football')!;
  const ou = football.markets.find((m) => m.bet_type === 'OU')!.selections[0]!;
  await placeBet(request, player, 'OU', [ou]);
  const cn = (await request
    .post(site(null, '/api/sportsbook/events'), { data: { limit: 100 } })
    .then((r) => r.json())) as { value: Record<string, unknown>[] };
  const names = cn.value.find((e) => e.event_id === football.event_id)!;
  await context.addCookies([{ name: 'i18n_lang', value: 'CN', url: site('sportsbook1', '/') }]);
  await signInAs(page, 'sportsbook1', player, '/bet-history');
  const leg = page.getByTestId('leg');
  await expect(leg).toHaveCount(1, { timeout: 30_000 });
  await expect(leg).toContainText(`${String(names.home_name_cn)} 对 ${String(names.away_name_cn)}`);
  await expect(leg).toContainText(
    `大 ${football.markets.find((m) => m.bet_type === 'OU')!.criteria1.replace('2.25', '2/2.5')}`,
  );
  await expect(leg).toContainText('大小球');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('投注记录');
});

test('the status filter and date range live in the URL; an empty result offers the sports page', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  const data = await events(request);
  const ml = data.find((e) => e.sport === 'tennis')!.markets[0]!.selections[0]!;
  await placeBet(request, player, 'ML', [ml]);
  await signInAs(page, 'sportsbook1', player, '/bet-history');
  await expect(page.getByTestId('bet')).toHaveCount(1, { timeout: 30_000 });
  await page.getByLabel('Status').selectOption('won');
  await expect(page).toHaveURL(/status=won/);
  await expect(page.getByText('No bets here yet')).toBeVisible();
  await page.getByLabel('Status').selectOption('open');
  await expect(page.getByTestId('bet')).toHaveCount(1);
  await page.goto(site('sportsbook1', '/bet-history?status=open&from=2020-01-01&to=2020-01-31'));
  await expect(page.getByText('No bets here yet')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Go to sports' }).click();
  await expect(page).toHaveURL(site('sportsbook1', '/sports'));
});

test.describe('the date range is of the player’s days', () => {
  // a zone whose day is not the UTC day when the test runs (UTC+14 after 10:00 UTC, UTC-11 before)
  const ZONE = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  test.use({ timezoneId: ZONE });

  test('a bet placed today is listed by the range of the player’s today, not by the UTC day’s', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
    const data = await events(request);
    const ml = data.find((e) => e.sport === 'tennis')!.markets[0]!.selections[0]!;
    await placeBet(request, player, 'ML', [ml]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    const utcToday = new Date().toISOString().slice(0, 10);
    expect(today).not.toBe(utcToday);
    await signInAs(page, 'sportsbook1', player, `/bet-history?from=${today}&to=${today}`);
    await expect(page.getByTestId('bet')).toHaveCount(1, { timeout: 30_000 });
    await page.goto(site('sportsbook1', `/bet-history?from=${utcToday}&to=${utcToday}`));
    await expect(page.getByText('No bets here yet')).toBeVisible({ timeout: 30_000 });
  });
});
