import { expect, test } from '@playwright/test';
import en from '../../remotes/sportsbook/src/i18n/en';
import {
  formatCombinedDecimal,
  parlayOdds,
  type SlipLeg,
} from '../../remotes/sportsbook/src/features/slip/slip';
import { newPlayer } from './helpers';
import { events, headerBalance, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 900 } });

// The server caps combined odds at 1,000 (MAX_BET_ODDS, infra/src/api/domain/prices.ts): the slip says so at the
// parlay, shows no payout for it and sends nothing, instead of an absurd payout and a vague refusal.

test('a parlay (up to 10 legs) past combined odds of 1,000 is stopped on the slip: the odds thousands-separated, the cap said, no payout, nothing sent', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'casino1', { deposit: 20_000 });
  // the longest open price of each of (up to ten) still matches: their product is far past 1,000
  const still = (await events(request)).slice(0, 10);
  const legs = still.map((e) => {
    const all = e.markets.filter((m) => m.status !== 'suspended').flatMap((m) => m.selections);
    return all.reduce((a, b) => (b.odds > a.odds ? b : a));
  });
  expect(legs.length).toBeGreaterThanOrEqual(2);
  const combined = parlayOdds(legs.map((s, i) => ({ odds: s.odds, event_id: i }) as SlipLeg));
  expect(combined).toBeGreaterThan(1000);

  await signInAs(page, 'casino1', player, '/sports?when=upcoming');
  await expect.poll(() => headerBalance(page)).toBe(200);
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/sportsbook/place_bet') && sent.push(r.url()));
  for (const [i, s] of legs.entries()) {
    const price = page.locator(`[data-selection-id="${s.selection_id}"]`);
    if (!(await price.isVisible()))
      await page
        .locator(`[data-event-id="${still[i]!.event_id}"]`)
        .getByRole('button', { name: /All markets/ })
        .click();
    await price.click();
  }
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-leg')).toHaveCount(legs.length);
  await slip.getByRole('radio', { name: 'Parlay' }).click();
  await slip.getByLabel(/Parlay stake/).fill('10');

  await expect(slip.getByTestId('combined-odds')).toHaveText(
    `Combined odds: ${formatCombinedDecimal(combined)}`,
  );
  await expect(slip.getByTestId('combined-odds')).toContainText(',');
  await expect(slip.getByText(en.parlayOddsTooHigh)).toBeVisible();
  await expect(slip.locator('[data-testid="potential"][data-key="parlay"]')).toHaveText(
    'Potential payout: —',
  );

  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-error')).toHaveText(en.parlayOddsTooHigh);
  // said once (the form's message replaces the line at the parlay)
  await expect(slip.getByText(en.parlayOddsTooHigh)).toHaveCount(1);
  expect(sent).toEqual([]);

  // one selection fewer under the cap: the message goes and a payout figure is back
  await slip
    .getByRole('button', { name: /^Remove/ })
    .first()
    .click();
  const rest = parlayOdds(legs.slice(1).map((s, i) => ({ odds: s.odds, event_id: i }) as SlipLeg));
  if (rest <= 1000) {
    await expect(slip.getByTestId('odds-cap')).toHaveCount(0);
    await expect(slip.locator('[data-testid="potential"][data-key="parlay"]')).not.toHaveText(
      'Potential payout: —',
    );
  }
});
