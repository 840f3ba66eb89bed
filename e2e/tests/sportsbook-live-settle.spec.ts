import { expect, test, type APIRequestContext } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { events, feed, headerBalance, operator, placeBet, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });

// What /sports shows as the feed plays a match of the test's own (operator/sports_feed scripts it): a settlement
// (the feed's, or the operator's by hand) reaches the header balance while the player watches, on the `settled`
// push sent after the settlement committed; and each sport's live clock is the feed's.

interface LiveEvent {
  event_id: number;
  phase?: string;
  markets: { bet_type: string; selections: { selection_id: number; home_away: number; odds: number }[] }[];
}

async function liveMatch(request: APIRequestContext, sport: string): Promise<LiveEvent> {
  const { event_id } = await feed(request, { action: 'create', sport });
  await feed(request, { action: 'start', event_id });
  const e = ((await events(request, true)) as unknown as LiveEvent[]).find((x) => x.event_id === event_id)!;
  expect(e.phase).toBe('live');
  return e;
}

test('a bet settled by the feed while the player watches /sports shows its win in the header balance, without a reload', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  const match = await liveMatch(request, 'football');
  const home = match.markets.find((m) => m.bet_type === '1X2')!.selections.find((s) => s.home_away === 1)!;
  const { bet_id } = await placeBet(request, player, '1X2', [home], 1_000);
  let navigations = 0;
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
  await signInAs(page, 'sportsbook1', player, '/sports?when=live');
  const card = page.locator(`[data-testid="event"][data-event-id="${match.event_id}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headerBalance(page)).toBe(990);
  const before = navigations;

  const done = await feed(request, {
    action: 'finish',
    event_id: match.event_id,
    home_score: 1,
    away_score: 0,
  });
  expect(done.settled).toContain(bet_id);
  await expect(card).toHaveCount(0);
  // the win (floor(10.00 × odds), as paid) is in the header within seconds, not after the balance's 30 s
  const payout = Math.floor(1_000 * home.odds) / 100;
  await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(990 + payout, 2);
  expect(navigations).toBe(before);
});

test("a bet the operator settles by hand (no match finishing) reaches the watching player's header balance at once", async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  const match = await liveMatch(request, 'football');
  const home = match.markets.find((m) => m.bet_type === '1X2')!.selections.find((s) => s.home_away === 1)!;
  const { bet_id } = await placeBet(request, player, '1X2', [home], 2_500);
  let navigations = 0;
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
  await signInAs(page, 'sportsbook1', player, '/sports?when=live');
  await expect(page.locator(`[data-testid="event"][data-event-id="${match.event_id}"]`)).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => headerBalance(page)).toBe(975);
  const before = navigations;

  // the match stays live: no `finished` push, only the `settled` one sent after the settlement committed
  const settled = (await operator(request, '/api/operator/settle_bet', { bet_id, result: 'void' })) as {
    status: string;
  };
  expect(settled.status).toBe('void');
  await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(1_000);
  expect(navigations).toBe(before);
});

test('a live tennis match shows the set being played and an esports match the map, not football minutes', async ({
  page,
  request,
}) => {
  const tennis = await liveMatch(request, 'tennis');
  const esports = await liveMatch(request, 'esports');
  await page.goto(site('sportsbook1', '/sports?when=live'));
  const set = page.locator(`[data-testid="event"][data-event-id="${tennis.event_id}"]`);
  const map = page.locator(`[data-testid="event"][data-event-id="${esports.event_id}"]`);
  await expect(set.getByTestId('live-minute')).toHaveText('Set 1', { timeout: 30_000 });
  await expect(map.getByTestId('live-minute')).toHaveText('Map 1');
  // the home side takes the first set: 1 – 0 in sets, the second set is played
  await feed(request, { action: 'goal', event_id: tennis.event_id, side: 1 });
  await expect(set.getByTestId('live-score')).toHaveText('1 – 0');
  await expect(set.getByTestId('live-minute')).toHaveText('Set 2');
  await expect(set.getByTestId('live-minute')).not.toContainText("'");
});

test('esports is spelled as the sidebar spells it, in EN and CN', async ({ page, request, context }) => {
  await liveMatch(request, 'esports'); // the book has an esports match to show a pill for
  await page.goto(site('sportsbook1', '/sports'));
  const chips = page.getByTestId('sports-page').getByRole('navigation', { name: 'Sports' });
  await expect(chips.getByRole('button', { name: 'eSports', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'eSports', exact: true }).first()).toBeVisible();
  await context.addCookies([{ name: 'i18n_lang', value: 'CN', url: site('sportsbook1', '/') }]);
  await page.reload();
  const book = page.getByTestId('sports-page');
  await expect(book.getByRole('button', { name: '电子竞技', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: '电子竞技', exact: true }).first()).toBeVisible();
});
