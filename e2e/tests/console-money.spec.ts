import { expect, test } from '@playwright/test';
import { CONSOLE_URL, consoleCall, newStaff, signInPage, workerOwner } from './console-support';
import { newPlayer } from './helpers';
import { failUntilRetry } from './routes';
import { seriousViolations } from './templates-support';
import { addBank, balanceOf, call, playThrough } from './wallet-support';

// The operator console's money queue (issue 17 §6, must-show): a cashier approves a player's pending
// withdrawal; the player's money and request change, the audit trail has it; a cashier cannot open releases.

const SUB = 'casino4';

test.describe('operator console money', () => {
  test('a cashier approves a pending withdrawal in the queue; the player sees it approved', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request, SUB, { deposit: 100_000 });
    await playThrough(request, SUB, player, 100_000);
    const bank = await addBank(request, SUB, player);
    const asked = await call<{ request_id: number; status: string }>(request, SUB, '/api/wallet/withdraw', {
      account_id: player.account_id,
      auth: player.auth,
      amount: 50_000,
      bank_account_id: bank,
      idempotency_key: `e2e-console-wd-${player.account_id}`,
    });
    expect(asked.statusCode, asked.statusMessage).toBe(1);
    expect(asked.value.status).toBe('pending');
    const id = asked.value.request_id;
    const before = await balanceOf(request, SUB, player);
    expect(before.held).toBe(50_000);

    const cashier = await newStaff(request, 'cashier', { name: 'Carl Cashier' });
    await signInPage(page, cashier);
    await page.goto(`${CONSOLE_URL}/money?kind=withdrawal&site=${SUB}.localhost`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pending payments' })).toBeVisible();
    const row = page.getByTestId('payments-queue').getByRole('row').filter({ hasText: player.account_id });
    await expect(row).toContainText('PHP 500.00');
    await expect(row).toContainText(`${SUB}.localhost`);
    await expect(row).toContainText('Withdrawal');
    expect(await seriousViolations(page)).toEqual([]);

    // reject needs a reason: refused inline, nothing moves
    await row.getByRole('button', { name: `Reject #${id}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Give a reason of at least 3 characters.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await row.getByRole('button', { name: `Approve #${id}` }).click();
    await expect(dialog.getByRole('heading', { name: 'Approve this withdrawal?' })).toBeVisible();
    await expect(dialog).toContainText(player.account_id);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `Request #${id} approved.` })).toBeVisible();
    await expect(page.getByTestId(`approve-${id}`)).toHaveCount(0);
    await expect(page.getByText(player.account_id)).toHaveCount(0);

    // the player's side: nothing held any more, the withdrawal approved
    const after = await balanceOf(request, SUB, player);
    expect(after.held).toBe(0);
    expect(after.game_balance).toBe(before.game_balance);
    const info = await call<{ pending: unknown }>(request, SUB, '/api/wallet/withdrawal_info', {
      account_id: player.account_id,
      auth: player.auth,
    });
    expect(info.value.pending).toBeNull();
    const history = await call<
      { items?: { id: string; status: string }[] } | { id: string; status: string }[]
    >(request, SUB, '/api/wallet/transactions', {
      account_id: player.account_id,
      auth: player.auth,
      type: 'withdrawal',
    });
    const items = Array.isArray(history.value) ? history.value : (history.value.items ?? []);
    expect(items.find((i) => i.id === `P${id}`)?.status).toBe('approved');

    // the audit trail holds who did it, with before and after
    const owner = await workerOwner();
    const audit = await consoleCall<{
      items: {
        actor: string;
        role: string;
        action: string;
        before: { status: string };
        after: { status: string };
      }[];
    }>(owner, 'GET', `/audit?action=payments.approve&target=payment:${id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.items[0]).toMatchObject({
      actor: cashier.email,
      role: 'cashier',
      action: 'payments.approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  test('a cashier has no Releases or Staff entry; their pages show 403 and the API refuses', async ({
    page,
    request,
  }) => {
    const cashier = await newStaff(request, 'cashier', { name: 'Cleo Cashier' });
    await signInPage(page, cashier);
    await page.goto(CONSOLE_URL);
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Releases' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    for (const path of ['/releases', '/staff']) {
      await page.goto(`${CONSOLE_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
      await expect(page.getByTestId('forbidden')).toContainText(
        'Your role (Cashier) does not allow this page.',
      );
    }
    await page.goto(`${CONSOLE_URL}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    for (const path of ['/releases/sites', '/staff', '/audit']) {
      const refused = await consoleCall(cashier, 'GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ error: 'permissionDenied' });
    }
  });

  test('the queue: a failure offers Retry, a filter with nothing pending says so, support sees it read-only', async ({
    page,
    request,
  }) => {
    const support = await newStaff(request, 'support', { name: 'Sid Support' });
    await signInPage(page, support);
    await failUntilRetry(page, '**/console/api/payments?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"internalServerError","detail":""}',
      }),
    );
    await page.goto(`${CONSOLE_URL}/money?site=no-such-site.localhost`);
    const failure = page.getByTestId('failure');
    await expect(failure).toContainText('The queue could not be loaded.');
    await expect(failure).toContainText('Something went wrong on the server. Try again.');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('empty-state')).toHaveText(/No pending request matches these filters\./);
    await expect(page.getByText('Your role can see the queue but not decide.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // clearing the filter shows the whole queue (the demo sites have pending requests of their own or not:
    // either the table or the empty state, never the failure), without decision buttons for support
    await page.getByTestId('empty-state').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/money`);
    await expect(page.getByTestId('payments-queue').or(page.getByTestId('empty-state'))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Approve #/ })).toHaveCount(0);
  });
});
