import { expect, test, type Page } from '@playwright/test';
import en from '../../remotes/sportsbook/src/i18n/en';
import { newPlayer } from './helpers';
import { events, feed, headerBalance, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

// The slip against a live match the test scripts (operator/sports_feed): a moved price, then accepted, leaves
// no stale message; a goal suspends the market for a moment, which the slip says and gets over.

interface LiveEvent {
  event_id: number;
  phase?: string;
  markets: { bet_type: string; selections: { selection_id: number; home_away: number; odds: number }[] }[];
}

/** A live football match of this test's own, its home price on the slip of a new player, a stake typed. */
async function liveSlip(page: Page, request: Parameters<typeof events>[0]) {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 100_000 });
  const { event_id } = await feed(request, { action: 'create', sport: 'football' });
  await feed(request, { action: 'start', event_id });
  const match = ((await events(request, true)) as unknown as LiveEvent[]).find(
    (x) => x.event_id === event_id,
  )!;
  expect(match.phase).toBe('live');
  const home = match.markets.find((m) => m.bet_type === '1X2')!.selections.find((s) => s.home_away === 1)!;
  await signInAs(page, 'sportsbook1', player, '/sports?when=live');
  await expect.poll(() => headerBalance(page)).toBe(1000);
  await page.locator(`[data-selection-id="${home.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-leg')).toHaveCount(1, { timeout: 30_000 });
  await slip.getByLabel(/^Stake on/).fill('20');
  return { slip, home, event_id };
}

test('after an odds move, Accept new odds (or auto-accept) clears "Accept the new odds…"', async ({
  page,
  request,
}) => {
  const { slip, home } = await liveSlip(page, request);
  const up = Math.round((home.odds + 0.5) * 100) / 100;
  await feed(request, { action: 'move', selection_id: home.selection_id, odds: up });
  await expect(slip.getByTestId('odds-change')).toContainText('Odds changed');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-error')).toHaveText(en.confirmFirst);
  await slip.getByRole('button', { name: en.confirmOdds }).click();
  await expect(slip.getByTestId('leg-odds')).toHaveText(up.toFixed(2));
  await expect(slip.getByTestId('odds-change')).toHaveCount(0);
  await expect(slip.getByText(en.confirmFirst)).toHaveCount(0);

  // again, this time taken by ticking auto-accept
  const up2 = Math.round((up + 0.5) * 100) / 100;
  await feed(request, { action: 'move', selection_id: home.selection_id, odds: up2 });
  await expect(slip.getByTestId('odds-change')).toContainText('Odds changed');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-error')).toHaveText(en.confirmFirst);
  await slip.getByLabel(en.acceptChanges).check();
  await expect(slip.getByTestId('leg-odds')).toHaveText(up2.toFixed(2));
  await expect(slip.getByText(en.confirmFirst)).toHaveCount(0);
});

test('a goal suspends the pick: "Suspended — wait a moment", Place bet says to wait; when the market reopens the pick is back', async ({
  page,
  request,
}) => {
  const { slip, event_id } = await liveSlip(page, request);
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/sportsbook/place_bet') && sent.push(r.url()));
  await feed(request, { action: 'goal', event_id, side: 2 });
  const line = slip.getByTestId('odds-change');
  await expect(line).toHaveText(en.legSuspended);
  await expect(slip.getByText(en.noLongerOffered)).toHaveCount(0);
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-error')).toHaveText(en.marketSuspended);
  expect(sent).toEqual([]);

  // the feed reopens the market a couple of ticks later (new prices first): the pick is on the slip, not suspended
  await expect(line.and(page.locator('[data-kind="suspended"]'))).toHaveCount(0, { timeout: 90_000 });
  await expect(slip.getByTestId('slip-leg')).toHaveCount(1);
  await expect(slip.getByText(en.marketSuspended)).toHaveCount(0);
  await expect(slip.getByText(en.noLongerOffered)).toHaveCount(0);
});
