import { expect, test } from '@playwright/test';
import { CONSOLE_URL, consoleCall, newStaff, signInPage } from './console-support';
import { newPlayer } from './helpers';
import { hdpSelection } from './sportsbook-support';
import { seriousViolations } from './templates-support';
import { balanceOf, call, signInAs } from './wallet-support';

// The operator console's players (issue 17 §6): support finds a new player, sends an inbox message the player
// reads in /inbox, is refused a bonus over the support limit and sends one within it (the balance rises once),
// then blocks the player — whose next API call is refused.

const SUB = 'casino2';

test.describe('operator console players', () => {
  test.beforeEach(() => test.slow());

  test('support finds a new player, messages them, sends a bonus within the limit and blocks them', async ({
    page,
    browser,
    request,
  }) => {
    const player = await newPlayer(request, SUB);
    const start = await balanceOf(request, SUB, player);
    const support = await newStaff(request, 'support', { name: 'Sam Support' });
    await signInPage(page, support);

    // search by a part of the account name
    await page.goto(`${CONSOLE_URL}/players`);
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await page.getByLabel('Account or player ID').fill(player.account_id.slice(0, 12).toUpperCase());
    await page.getByLabel('Site').fill(`${SUB}.localhost`);
    await page.getByTestId('players-search-submit').click();
    const row = page.getByTestId('players-results').getByRole('row').filter({ hasText: player.account_id });
    await expect(row).toContainText(`${SUB}.localhost`);
    await expect(row).toContainText('Active');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId(`player-link-${player.account_id}`).click();
    await expect(page.getByRole('heading', { level: 1, name: player.account_id })).toBeVisible();
    await expect(page.getByTestId('player-balance')).toHaveText(
      `PHP ${(start.game_balance / 100).toFixed(2)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // an inbox message
    const title = `Hello from support ${player.account_id}`;
    await page.getByTestId('send-message').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Enter a subject.')).toBeVisible();
    await dialog.getByLabel('Subject').fill(title);
    await dialog.getByLabel('Message').fill('Your withdrawal is on its way.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: `The message is in the inbox of ${player.account_id}.` })
        .first(),
    ).toBeVisible();

    // the player reads it in /inbox on the site
    const playerPage = await browser.newPage();
    await signInAs(playerPage, SUB, player, '/inbox');
    await expect(playerPage.getByTestId('inbox-item').filter({ hasText: title })).toBeVisible();
    await playerPage.close();

    // a bonus over the support limit (PHP 50.00) is refused with the limit named — in the page and by the API
    await expect(page.getByTestId('player-actions')).toContainText('Your limit: PHP 50.00 per bonus.');
    // the second click of a double click opens no dialog (it is what lands on this button when a double-clicked
    // confirm's answer closes the dialog between the two clicks)
    await page.getByTestId('send-bonus').dispatchEvent('click', { detail: 2 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(dialog).toBeHidden();
    await page.getByTestId('send-bonus').click();
    await dialog.getByLabel('Amount (PHP)').fill('50.01');
    await dialog.getByLabel('Reason').fill('Goodwill for a late payout');
    await dialog.getByRole('button', { name: 'Send a bonus' }).click();
    await expect(dialog.getByText('Above your limit of PHP 50.00 per bonus.')).toBeVisible();
    const playerId = Number(new URL(page.url()).pathname.split('/').pop());
    const refused = await consoleCall<{ error: string; detail: string }>(
      support,
      'POST',
      `/players/${playerId}/bonus`,
      {
        amount: 5_001,
        reason: 'over the limit',
        idempotency_key: `e2e-over-${player.account_id}`,
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('overLimit');
    expect(refused.body.detail).toContain('50.00');
    expect((await balanceOf(request, SUB, player)).game_balance).toBe(start.game_balance);

    // within it: credited once (a double click is one request; the dialog's key makes a retry a replay)
    await dialog.getByLabel('Amount (PHP)').fill('50.00');
    const confirm = dialog.getByRole('button', { name: 'Send a bonus' });
    await confirm.dblclick();
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: `PHP 50.00 credited to ${player.account_id}.` })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('player-balance')).toHaveText(
      `PHP ${((start.game_balance + 5_000) / 100).toFixed(2)}`,
    );
    expect((await balanceOf(request, SUB, player)).game_balance).toBe(start.game_balance + 5_000);
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await expect(page.getByTestId('player-ledger').getByRole('row').filter({ hasText: 'Bonus' })).toHaveCount(
      1,
    );

    // block, with a required reason: the player's next call is refused
    await page.getByTestId('status-BLOCK').click();
    await expect(dialog.getByRole('heading', { name: `Block ${player.account_id}?` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Chargeback under review');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: `${player.account_id} is blocked.` })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('status-ACTIVE')).toBeVisible();
    const next = await call(request, SUB, '/api/auth/get_balance', {
      account_id: player.account_id,
      auth: player.auth,
    });
    expect(next.statusCode).not.toBe(1);
    const login = await call(request, SUB, '/api/auth/login', {
      account_id: player.account_id,
      password: player.password,
    });
    expect(login.statusMessage).toBe('BLOCK');
  });

  test('a cashier settles an open bet by hand, once; the player is paid', async ({ page, request }) => {
    const player = await newPlayer(request, SUB, { deposit: 10_000 });
    const sel = await hdpSelection(request);
    const bet = await call<{ bet_id: number; potential_payout: number }>(
      request,
      SUB,
      '/api/sportsbook/place_bet',
      {
        account_id: player.account_id,
        auth: player.auth,
        bet_type: 'HDP',
        stake: 1_000,
        selections: [{ selection_id: sel.selection_id, odds: sel.odds }],
        idempotency_key: `e2e-console-bet-${player.account_id}`,
      },
    );
    expect(bet.statusCode, bet.statusMessage).toBe(1);
    const before = await balanceOf(request, SUB, player);

    const cashier = await newStaff(request, 'cashier');
    await signInPage(page, cashier);
    await page.goto(`${CONSOLE_URL}/players/bets?account=${player.account_id}&site=${SUB}.localhost`);
    await expect(page.getByRole('heading', { level: 1, name: 'Open bets' })).toBeVisible();
    const row = page
      .getByTestId('open-bets')
      .getByRole('row')
      .filter({ hasText: `#${bet.value.bet_id}` });
    await expect(row).toContainText(player.account_id);
    await expect(row).toContainText('PHP 10.00');
    expect(await seriousViolations(page)).toEqual([]);
    // the cashier has no players.manage: no actions on a player, but the settlement
    await row.getByRole('button', { name: `Settle #${bet.value.bet_id}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await dialog.getByLabel('Result').selectOption('won');
    await dialog.getByLabel('Reason').fill('Feed missed the final score');
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: `Bet #${bet.value.bet_id} settled: Won.` })
        .first(),
    ).toBeVisible();
    await expect(page.getByText('No open bets.')).toBeVisible();
    expect((await balanceOf(request, SUB, player)).game_balance).toBe(
      before.game_balance + bet.value.potential_payout,
    );
    // a second settlement is refused: the bet pays once
    const again = await consoleCall<{ error: string }>(cashier, 'POST', `/bets/${bet.value.bet_id}/settle`, {
      result: 'void',
      reason: 'second try',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('alreadySettled');
    expect((await balanceOf(request, SUB, player)).game_balance).toBe(
      before.game_balance + bet.value.potential_payout,
    );
  });

  test('on a phone the results are cards and the detail keeps its actions', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const player = await newPlayer(request, SUB);
    const support = await newStaff(request, 'support');
    await signInPage(page, support);
    await page.goto(`${CONSOLE_URL}/players?q=${player.account_id}`);
    const row = page.getByTestId('players-results').getByRole('row').filter({ hasText: player.account_id });
    await expect(row).toBeVisible();
    expect(await row.evaluate((r) => getComputedStyle(r).display)).toBe('block');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId(`player-link-${player.account_id}`).click();
    await expect(page.getByTestId('status-BLOCK')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
