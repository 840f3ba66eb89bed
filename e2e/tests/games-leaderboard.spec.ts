import { expect, test } from '@playwright/test';
import { newPlayer, seedSession, site } from './helpers';
import enExtra from '../../shared/src/i18n/locales/EN/extra';
import { events, placeBet } from './sportsbook-support';
import { seriousViolations } from './templates-support';
import { apiValue, catalogue, gridCodes, lobbyReady } from './games-support';

// Each test loads the games remote cold: allow for a busy runner.
test.beforeEach(() => test.slow());

// Issue 12: /hot (the hot list across categories) and /leaderboard (turnover top 10 and the top-10 records).

test('/hot lists the hot games of every category', async ({ page, request }) => {
  const hot = await catalogue(request, 'casino2', { category: 'hot' });
  await page.goto(site('casino2', '/hot'));
  await lobbyReady(page, 'hot');
  expect(await gridCodes(page)).toEqual(hot.items.map((g) => g.game_code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hot games');
});

test('/leaderboard shows the top-10 records and the weekly / monthly boards from the API', async ({
  page,
  request,
}) => {
  const stats = await apiValue<{
    active_player: number;
    registered_player: number;
    winner: { market?: string }[];
  }>(request, '/api/settings/top10winner_withdrawal', { domain_name: 'casino2.localhost' });
  const week = await apiValue<{ account_id: string }[]>(request, '/api/account/leaderboard', {
    domain_name: 'casino2.localhost',
    period: 'week',
  });
  const month = await apiValue<{ account_id: string }[]>(request, '/api/account/leaderboard', {
    domain_name: 'casino2.localhost',
    period: 'month',
  });
  await page.goto(site('casino2', '/leaderboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible({ timeout: 20_000 });
  // each count says what it counts (all registered players, a session in the last 24 h, ever deposited)
  await expect(page.locator('[data-stat="top_registered_player"] dt')).toHaveText('Registered players');
  await expect(page.locator('[data-stat="top_active_player"] dt')).toHaveText('Active in the last 24 hours');
  await expect(page.locator('[data-stat="top_deposited_player"] dt')).toHaveText(
    'Players who have deposited',
  );
  // the periods are the last 7 and 30 days (PERIOD_DAYS), not the calendar week and month
  await expect(page.getByRole('tab', { name: 'Last 7 days' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-stat="top_active_player"] dd')).toHaveText(
    stats.active_player.toLocaleString('en-US'),
  );
  await expect(page.locator('[data-stat="top_registered_player"] dd')).toHaveText(
    stats.registered_player.toLocaleString('en-US'),
  );
  // a sportsbook win names its market (the shell's words), not its code
  expect(stats.winner.some((w) => w.market)).toBe(true); // the seeded settled bets' wins
  const cells = page.getByTestId('top-winners').locator('tbody tr td:nth-child(3)');
  await expect(cells.first()).toBeVisible();
  const shown = await cells.allInnerTexts();
  const names = Object.entries(enExtra).filter(([k]) => k.startsWith('market_'));
  // some win is named by its market's words; no cell is a bare code whose name differs from it (`1X2HDPH`)
  expect(shown.some((text) => names.some(([, name]) => name === text))).toBe(true);
  const codes = names
    .map(([k, name]) => [k.slice('market_'.length), name])
    .filter(([code, name]) => code !== name);
  expect(shown.filter((text) => codes.some(([code]) => code === text))).toEqual([]);
  if (week.length) await expect(page.getByTestId('turnover-board')).toContainText(week[0]!.account_id);
  else await expect(page.getByText('No turnover yet in this period.')).toBeVisible();
  await page.getByRole('tab', { name: 'Last 30 days' }).click();
  if (month.length) await expect(page.getByTestId('turnover-board')).toContainText(month[0]!.account_id);
  else await expect(page.getByText('No turnover yet in this period.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-in player sees their own place on the board: none before a bet, then rank and turnover; a guest sees none', async ({
  page,
  browser,
  request,
}) => {
  const p = await newPlayer(request, 'casino2', { deposit: 500_000 });
  await seedSession(page, 'casino2', p);
  await page.goto(site('casino2', '/leaderboard'));
  const own = page.getByTestId('own-rank');
  await expect(own).toContainText('No turnover of yours in this period yet');
  const market = (await events(request))
    .flatMap((e) => e.markets)
    .find((m) => m.bet_type === '1X2' && m.status !== 'suspended');
  const pick = market!.selections[0]!;
  await placeBet(request, p, '1X2', [{ selection_id: pick.selection_id, odds: pick.odds }], 250_000);
  const mine = await apiValue<{ rank: number; players: number; turnover: number }>(
    request,
    '/api/account/leaderboard_rank',
    { account_id: p.account_id, auth: p.auth, period: 'week' },
  );
  expect(mine.turnover).toBe(250_000);
  await page.reload();
  await expect(own).toContainText(`Your rank: #${mine.rank} of ${mine.players}`);
  await expect(own).toContainText('2,500.00');

  // A guest in a browser of their own (clearing the player's storage in place races the running page,
  // whose session store can write itself back before the next navigation).
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(site('casino2', '/leaderboard'));
  await expect(guest.getByRole('tab', { name: 'Last 30 days' })).toBeVisible({ timeout: 20_000 });
  await expect(
    guest.locator('[data-testid="turnover-board"], :text("No turnover yet in this period.")').first(),
  ).toBeVisible();
  await expect(guest.getByTestId('own-rank')).toHaveCount(0);
  await guestContext.close();
});

test('/leaderboard in Filipino on a 320 px phone: the period tabs scroll in their row, the page is no wider than the phone', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'i18n_lang', value: 'PHP', url: site('slot1', '/') }]);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(site('slot1', '/leaderboard'));
  await expect(page.getByRole('tab', { name: 'Huling 30 araw' })).toBeVisible();
  await expect(page.getByTestId('turnover-board').or(page.getByTestId('empty-state')).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // the tab cut at the edge is reached by scrolling the tablist
  await page.getByRole('tab', { name: 'Huling 30 araw' }).click();
  await expect(page.getByRole('tab', { name: 'Huling 30 araw' })).toHaveAttribute('aria-selected', 'true');
});
