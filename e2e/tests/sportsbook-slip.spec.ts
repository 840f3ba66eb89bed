import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { events, headerBalance, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });

// Bet slip rules (issue 14 point 5 and "Bad input").

test('a guest keeps the slip across a reload and is sent to the SPEC §2 sign-in flow of sportsbook1', async ({
  page,
  request,
}) => {
  const data = await events(request);
  const pick = data[0]!.markets[0]!.selections[0]!;
  await page.goto(site('sportsbook1', '/sports'));
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await page.locator(`[data-selection-id="${pick.selection_id}"]`).click();
  await expect(page.getByTestId('slip-leg')).toHaveCount(1, { timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId('slip-leg')).toHaveCount(1);
  await expect(page.locator(`[data-selection-id="${pick.selection_id}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Log in to bet' }).click();
  await expect(page).toHaveURL(site('sportsbook1', '/'));
  await expect(page.locator('[role="dialog"][data-modal="login"]')).toBeVisible({ timeout: 5000 });
});

test('a parlay with two legs of one match, a stake past the balance and a suspended market are refused on the slip; nothing is placed', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 20_000 });
  const data = await events(request);
  const football = data.find((e) => e.sport === 'football')!;
  const [a, b] = [football.markets[0]!.selections[0]!, football.markets[1]!.selections[0]!];
  await signInAs(page, 'sportsbook1', player, '/sports');
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect.poll(() => headerBalance(page)).toBe(200);
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/sportsbook/place_bet') && sent.push(r.url()));
  await page.locator(`[data-selection-id="${a.selection_id}"]`).click();
  await page.locator(`[data-selection-id="${b.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByRole('radio', { name: 'Parlay' }).click();
  await slip.getByLabel(/Parlay stake/).fill('10');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-error')).toHaveText('A parlay takes one selection per match.');
  await slip.getByRole('radio', { name: 'Singles' }).click();
  await slip
    .getByRole('button', { name: /^Remove/ })
    .last()
    .click();
  await slip.getByLabel(/Stake on/).fill('500');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByText('The stake is more than your balance.')).toBeVisible();
  await expect(slip.getByLabel(/Stake on/)).toHaveValue('500');
  expect(sent).toEqual([]);

  // the suspended market: greyed, its prices cannot be picked
  const withSuspended = data.find((e) => e.markets.some((m) => m.status === 'suspended'))!;
  const event = page.locator(`[data-event-id="${withSuspended.event_id}"]`);
  await event.getByRole('button', { name: /All markets/ }).click();
  const suspended = event.locator('[data-status="suspended"]');
  await expect(suspended.first()).toContainText('Suspended');
  await expect(suspended.first().getByRole('button').first()).toBeDisabled();
});
