import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { events, headerBalance, operator, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });

// Issue 14 must-show, on sportsbook1 with a player of our own: an HDP single and a 3-leg parlay through the bet
// slip in HK and Malay odds, the balance falls, both bets read correctly in /bet-history, and the operator's
// settlement pays out.

const hk = (d: number) => (Math.round((d - 1) * 100) / 100).toFixed(2);
const malay = (d: number) => {
  const n = d - 1;
  return (n <= 1 ? Math.round(n * 100) / 100 : -Math.round((1 / n) * 100) / 100).toFixed(2);
};

test('an HDP single in HK odds and a 3-leg parlay in Malay odds are placed, listed and settled', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 500_000 });
  const data = await events(request);
  await signInAs(page, 'sportsbook1', player, '/sports');
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByTestId('event').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headerBalance(page)).toBe(5000);

  // the HDP single, in Hong Kong odds
  const hdpEvent = data.find((e) => e.markets.some((m) => m.bet_type === 'HDP' && m.criteria1 === '-0.25'))!;
  const hdp = hdpEvent.markets.find((m) => m.bet_type === 'HDP')!.selections[0]!;
  await page.getByTestId('odds-format').selectOption('hk');
  await page.locator(`[data-selection-id="${hdp.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-leg')).toHaveCount(1);
  await expect(slip.getByTestId('slip-leg')).toContainText(`${hdpEvent.home_team} -0/0.5 @ ${hk(hdp.odds)}`);
  await slip.getByLabel(/Stake on/).fill('100');
  await expect(slip.getByTestId('potential')).toContainText(
    `PHP ${(Math.floor(10_000 * hdp.odds) / 100).toFixed(2)}`,
  );
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-placed')).toContainText(/Bet #\d+ placed/);
  await expect.poll(() => headerBalance(page)).toBe(4900);

  // a 3-leg parlay of three other matches, in Malay odds
  const others = data.filter((e) => e.event_id !== hdpEvent.event_id && e.markets.length).slice(0, 3);
  const legs = others.map((e) => e.markets[0]!.selections[0]!);
  await page.getByTestId('odds-format').selectOption('malay');
  for (const l of legs) await page.locator(`[data-selection-id="${l.selection_id}"]`).click();
  await expect(slip.getByTestId('slip-leg')).toHaveCount(3);
  await slip.getByRole('radio', { name: 'Parlay' }).click();
  for (const [i, l] of legs.entries())
    await expect(slip.getByTestId('leg-odds').nth(i)).toHaveText(malay(l.odds));
  await slip.getByLabel(/Parlay stake/).fill('50');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-placed')).toContainText(/Bet #\d+ placed/);
  await expect(slip.getByTestId('slip-leg')).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBe(4850);

  // both in the history, every leg read
  await page.goto(site('sportsbook1', '/bet-history'));
  const bets = page.getByTestId('bet');
  await expect(bets).toHaveCount(2, { timeout: 30_000 });
  const parlay = bets.nth(0);
  await expect(parlay).toContainText('Parlay (3 legs)');
  await expect(parlay.getByTestId('leg')).toHaveCount(3);
  for (const [i, e] of others.entries())
    await expect(parlay.getByTestId('leg').nth(i)).toContainText(`${e.home_team} vs ${e.away_team}`);
  const single = bets.nth(1);
  await expect(single.getByTestId('leg')).toContainText(`${hdpEvent.home_team} -0/0.5`);
  await expect(single).toContainText('Asian handicap');
  await expect(single.getByTestId('bet-odds')).toHaveText(malay(hdp.odds));
  await expect(single.getByTestId('bet-stake')).toHaveText('PHP 100.00');

  // the operator settles the single as won: the payout shows and the balance rises
  const id = Number(await single.getAttribute('data-bet-id'));
  const settled = await operator(request, '/api/operator/settle_bet', { bet_id: id, result: 'won' });
  await page.reload();
  await expect(page.locator(`[data-bet-id="${id}"]`)).toHaveAttribute('data-status', 'won', {
    timeout: 30_000,
  });
  const payout = Number(settled.payout) / 100;
  await expect(page.locator(`[data-bet-id="${id}"]`).getByTestId('bet-payout')).toHaveText(
    `PHP ${payout.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect.poll(() => headerBalance(page)).toBeCloseTo(4850 + payout, 2);
});
