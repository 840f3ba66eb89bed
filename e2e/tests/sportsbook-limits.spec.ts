import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { events, headerBalance, signInAs } from './sportsbook-support';

// Per-site stake limits (issue 14 §5): the slip shows the site's own range and refuses a stake outside it without
// a request; the server refuses it too (operator/site_bet_limits sets them; sportsbook1 has 10.00 to 50,000.00).
test.describe.configure({ timeout: 150_000 });

test('sportsbook1’s slip shows its own stake range and refuses a stake below it; one within it is placed', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 20_000 });
  const pick = (await events(request)).find((e) => e.sport === 'football')!.markets[0]!.selections[0]!;
  await signInAs(page, 'sportsbook1', player, '/sports');
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect.poll(() => headerBalance(page)).toBe(200);
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/sportsbook/place_bet') && sent.push(r.url()));
  await page.locator(`[data-selection-id="${pick.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip).toContainText('From PHP 10.00 to PHP 50,000.00');
  await slip.getByLabel(/Stake on/).fill('5');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByText('The stake is below PHP 10.00.')).toBeVisible();
  expect(sent).toEqual([]);

  // the server holds the same line for a client that skips the slip
  const direct = await request.post(site(null, '/api/sportsbook/place_bet'), {
    data: {
      account_id: player.account_id,
      auth: player.auth,
      bet_type: '1X2',
      stake: 500,
      selections: [{ selection_id: pick.selection_id, odds: pick.odds }],
      idempotency_key: `e2e-limit-${player.account_id}`,
    },
  });
  expect(await direct.json()).toMatchObject({
    statusMessage: 'stakeOutOfLimits',
    statusDetail: 'stake: 1000 to 5000000',
  });

  await slip.getByLabel(/Stake on/).fill('10');
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/sportsbook/place_bet'));
  await slip.getByTestId('place-bet').click();
  expect(((await (await placed).json()) as { statusCode: number }).statusCode).toBe(1);
  await expect.poll(() => headerBalance(page)).toBe(190);
});
