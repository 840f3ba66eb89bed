import { expect, test, type Page } from '@playwright/test';
import { newPlayer, site, type NewPlayer } from './helpers';
import { events } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 900 } });

// "Log in to bet" keeps the player's place: signed in, they are back on the same /sports URL with the slip.

async function pickAndAskToBet(page: Page, sub: string, request: Parameters<typeof events>[0]) {
  const pick = (await events(request))[0]!.markets[0]!.selections[0]!;
  await page.goto(site(sub, '/sports?when=upcoming'));
  await page.locator(`[data-selection-id="${pick.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-leg')).toHaveCount(1, { timeout: 30_000 });
  await slip.getByLabel(/^Stake on/).fill('25');
  await slip.getByRole('button', { name: 'Log in to bet' }).click();
}

async function signIn(page: Page, p: NewPlayer, scope = page.locator('body')) {
  await scope.getByLabel('Username').fill(p.account_id);
  await scope.getByLabel('Password').fill(p.password);
  await scope.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

async function backOnTheSlip(page: Page, sub: string) {
  await expect(page).toHaveURL(site(sub, '/sports?when=upcoming'));
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-leg')).toHaveCount(1, { timeout: 30_000 });
  await expect(slip.getByLabel(/^Stake on/)).toHaveValue('25');
  await expect(slip.getByTestId('place-bet')).toHaveText('Place bet');
}

test('sportsbook1 (login modal on /): signed in, back on /sports?when=upcoming with the pick and its stake', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'sportsbook1');
  await pickAndAskToBet(page, 'sportsbook1', request);
  await expect(page).toHaveURL(site('sportsbook1', '/'));
  const modal = page.locator('[role="dialog"][data-modal="login"]');
  await expect(modal).toBeVisible();
  await signIn(page, p, modal);
  await backOnTheSlip(page, 'sportsbook1');
});

test('casino2 (/login page): signed in, back on /sports?when=upcoming with the pick and its stake', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino2');
  await pickAndAskToBet(page, 'casino2', request);
  await expect(page).toHaveURL(site('casino2', '/login'));
  await signIn(page, p);
  await backOnTheSlip(page, 'casino2');
});
