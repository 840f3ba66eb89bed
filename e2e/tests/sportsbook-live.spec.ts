import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { events, feed, headerBalance, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });

// Issue 14 §3–4 with the simulated feed running (e2e/server.ts: SPORTS_FEED=on): each test scripts a match of
// its own through operator/sports_feed (only the operator moves it), so what the page shows is decided by the
// test; the feed's own matches play around it.

interface LiveEvent {
  event_id: number;
  phase?: string;
  markets: {
    bet_type: string;
    status?: string;
    selections: { selection_id: number; home_away: number; odds: number }[];
  }[];
}

async function liveMatch(request: Parameters<typeof events>[0]): Promise<LiveEvent> {
  const { event_id } = await feed(request, { action: 'create', sport: 'football' });
  await feed(request, { action: 'start', event_id });
  const all = (await events(request, true)) as unknown as LiveEvent[];
  const e = all.find((x) => x.event_id === event_id)!;
  expect(e.phase).toBe('live');
  return e;
}

test('the Live filter shows live matches with their score; a pushed price flashes and a goal greys the markets, without a reload', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  const match = await liveMatch(request);
  const home = match.markets.find((m) => m.bet_type === '1X2')!.selections.find((s) => s.home_away === 1)!;
  let navigations = 0;
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/sportsbook/stream'));
  await signInAs(page, 'sportsbook1', player, '/sports?when=live');
  await expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(page.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator(`[data-testid="event"][data-event-id="${match.event_id}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  // only live matches, each with its badge, minute and score
  await expect(page.locator('[data-testid="event"]:not([data-phase="live"])')).toHaveCount(0);
  await expect(card.getByTestId('live')).toContainText('Live');
  await expect(card.getByTestId('live-minute')).toHaveText("0'");
  await expect(card.getByTestId('live-score')).toHaveText('0 – 0');
  const before = navigations;

  // a price moved by the feed arrives by the stream: the new odds, outlined with ▲
  const up = Math.round((home.odds + 0.5) * 100) / 100;
  await feed(request, { action: 'move', selection_id: home.selection_id, odds: up });
  const button = page.locator(`[data-selection-id="${home.selection_id}"]`);
  await expect(button).toHaveAttribute('data-moved', 'up');
  await expect(button.getByTestId('price')).toContainText(`${up.toFixed(2)} ▲`);

  // a goal: the score ticks and the markets are suspended (greyed, not pickable) until the feed reopens them
  await feed(request, { action: 'goal', event_id: match.event_id, side: 2 });
  await expect(card.getByTestId('live-score')).toHaveText('0 – 1');
  await expect(card.locator('[data-market="1X2"]')).toHaveAttribute('data-status', 'suspended');
  await expect(button).toBeDisabled();
  await expect(card.locator('[data-market="1X2"]')).toHaveAttribute('data-status', 'open', {
    timeout: 60_000,
  });
  await expect(button).toBeEnabled();
  expect(navigations).toBe(before);
});

test('a live bet records the score; when the feed finishes the match the bet is settled and /bet-history shows the payout', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  const match = await liveMatch(request);
  const home = match.markets.find((m) => m.bet_type === '1X2')!.selections.find((s) => s.home_away === 1)!;
  await signInAs(page, 'sportsbook1', player, '/sports?when=live');
  await expect.poll(() => headerBalance(page)).toBe(1000);
  const card = page.locator(`[data-testid="event"][data-event-id="${match.event_id}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  // 1-0 up; once the markets reopen (new prices, pushed) the home win is bet on at 1-0
  await feed(request, { action: 'goal', event_id: match.event_id, side: 1 });
  await expect(card.getByTestId('live-score')).toHaveText('1 – 0');
  await expect(card.locator('[data-market="1X2"]')).toHaveAttribute('data-status', 'open', {
    timeout: 60_000,
  });
  await page.locator(`[data-selection-id="${home.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-leg')).toHaveCount(1);
  await slip.getByLabel(/Stake on/).fill('100');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-placed')).toContainText(/Bet #\d+ placed/);
  const betId = Number(/#(\d+)/.exec(await slip.getByTestId('slip-placed').innerText())![1]);
  await expect.poll(() => headerBalance(page)).toBe(900);

  // the feed finishes the match 2-0: the bet is settled (won) with no operator settlement
  const done = await feed(request, {
    action: 'finish',
    event_id: match.event_id,
    home_score: 2,
    away_score: 0,
  });
  expect(done.settled).toContain(betId);
  await expect(card).toHaveCount(0); // the finished match leaves /sports by the stream

  await page.goto(site('sportsbook1', '/bet-history'));
  const bet = page.locator(`[data-bet-id="${betId}"]`);
  await expect(bet).toHaveAttribute('data-status', 'won', { timeout: 30_000 });
  await expect(bet.getByTestId('leg')).toContainText('Live 1-0');
  const payout = Number((await bet.getByTestId('bet-payout').innerText()).replace(/[^\d.]/g, ''));
  expect(payout).toBeGreaterThan(100);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(900 + payout, 2);
});

test('sportsbook1’s home page links into live betting: the Live filter of /sports', async ({ page }) => {
  await page.goto(site('sportsbook1', '/'));
  await page.getByTestId('home-live-link').click();
  await expect(page).toHaveURL(site('sportsbook1', '/sports?when=live'));
  await expect(page.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
});
