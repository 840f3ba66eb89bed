import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { apiSignIn, call, openSignedIn } from './account-security-support';
import { hdpSelection } from './sportsbook-support';

/**
 * Issue 10 §2–6: edit profile, change password, sessions, deposit limits, time-out and the reality check, each on
 * a player of its own (slot3), signed in through storage (the sign-in UI is proven elsewhere).
 */
const SUB = 'slot3';
const domain_name = `${SUB}.localhost`;
const deposit = (p: { account_id: string; auth: string }, amount: number, key: string) =>
  ({ ...p, amount, method: 'bank_transfer', idempotency_key: `e2e-${p.account_id}-${key}` }) as const;

test.describe('profile, password, sessions (account remote)', () => {
  test('editing the profile filters the name to letters, refuses a bad e-mail at its field and shows the new name in the header at once', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const p = await newPlayer(request, SUB);
    await openSignedIn(page, SUB, p, '/edit-profile');
    await page.getByLabel('Full name').fill('');
    await page.getByLabel('Full name').pressSequentially('Maria2 Cl@ara');
    await expect(page.getByLabel('Full name')).toHaveValue('Maria Clara');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Maria Clara');
    await page.getByLabel('Email').fill('maria@example.com');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(site(SUB, '/profile'));
    await expect(page.getByTestId('account-name')).toHaveText('Maria Clara');
    await expect(page.getByTestId('profile-name')).toHaveText('Maria Clara');
    await expect(page.getByTestId('profile-email')).toHaveText('maria@example.com');
    const saved = await call<{ full_name: string }>(request, '/api/account/profile', p);
    expect(saved.value.full_name).toBe('Maria Clara');
  });

  test('changing the password keeps this session, signs the others out and says how many', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, SUB);
    const other = await apiSignIn(request, SUB, p);
    await openSignedIn(page, SUB, p, '/change-password');
    await page.getByLabel('Current password').fill('wrong-password-1');
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-7');
    await page.getByLabel('Repeat the new password').fill('Brand-new-pass-7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not right.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Brand-new-pass-7');
    await page.getByLabel('Current password').fill(p.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('change-password-done')).toHaveText(
      'Your password was changed. 1 other session was signed out; this one stays signed in.',
    );
    const stale = await call(request, '/api/settings/check_status', {
      account_id: p.account_id,
      auth: other,
    });
    expect(stale.statusMessage).toBe('sessionExpired');
    await page.goto(site(SUB, '/profile'));
    await expect(page.getByTestId('profile-account-id')).toHaveText(p.account_id);
    const login = await call(request, '/api/auth/login', {
      account_id: p.account_id,
      password: 'Brand-new-pass-7',
      domain_name,
    });
    expect(login.statusCode).toBe(1);
  });

  test('signing out another session from /security gives that session the session-expired flow', async ({
    page,
    browser,
    request,
  }) => {
    const p = await newPlayer(request, SUB);
    const otherToken = await apiSignIn(request, SUB, p);
    const other = await browser.newPage();
    await openSignedIn(other, SUB, p, '/profile', otherToken);
    await openSignedIn(page, SUB, p, '/security');
    await expect(page.getByTestId('session-device')).toHaveCount(2);
    await expect(page.locator('[data-testid="session-device"][data-current="true"]')).toHaveCount(1);
    await page.getByTestId('session-revoke').click();
    await expect(page.getByText('That session was signed out.')).toBeVisible();
    await expect(page.getByTestId('session-device')).toHaveCount(1);
    // the other browser's next call answers sessionExpired: warning toast, signed out, sent to sign-in
    await other.reload();
    await expect(other.getByText('Your session has expired', { exact: false })).toBeVisible();
    await expect(other.getByTestId('account-id')).toHaveCount(0);
    await expect(other).toHaveURL(site(SUB, '/login'));
    await other.close();
  });
});

test.describe('responsible gaming (account remote)', () => {
  test('a daily limit refuses a deposit past it with the amount still allowed; raising it waits 24 h while the old limit holds', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, SUB);
    await openSignedIn(page, SUB, p, '/security');
    await page.getByRole('radio', { name: 'Per day' }).check();
    await page.getByLabel('Most I can deposit per day').fill('500');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByTestId('limit-saved')).toHaveText('Your limit is set and applies now.');
    await expect(page.getByTestId('limit-day')).toHaveText('PHP 500.00');
    expect((await call(request, '/api/wallet/deposit', deposit(p, 20_000, 'a'))).statusCode).toBe(1);
    const refused = await call<{ allowed: number; limit: number }>(
      request,
      '/api/wallet/deposit',
      deposit(p, 40_000, 'b'),
    );
    expect(refused.statusMessage).toBe('depositLimitReached');
    expect(refused.value.allowed).toBe(30_000);
    await page.reload();
    await expect(page.getByTestId('limit-remaining-day')).toHaveText('PHP 300.00');
    // raise it: the new limit waits for the cooling-off, shown with its date; the old one still refuses
    await page.getByRole('radio', { name: 'Per day' }).check();
    await page.getByLabel('Most I can deposit per day').fill('1000');
    await page.getByRole('button', { name: 'Save limit' }).click();
    // saved (the pending limit is shown) before its date is asked of the API
    await expect(page.getByTestId('limit-pending-day')).toBeVisible();
    const status = await call<{ limits: { period: string; pending: { effective_at: string } | null }[] }>(
      request,
      '/api/account/rg_status',
      p,
    );
    const at = status.value.limits.find((l) => l.period === 'day')?.pending?.effective_at ?? '';
    const when = await page.evaluate((iso) => {
      const d = new Date(iso);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
    }, at);
    await expect(page.getByTestId('limit-saved')).toContainText(when);
    await expect(page.getByTestId('limit-pending-day')).toHaveText(`PHP 1,000.00 from ${when}`);
    await expect(page.getByTestId('limit-day')).toHaveText('PHP 500.00');
    const still = await call(request, '/api/wallet/deposit', deposit(p, 40_000, 'c'));
    expect(still.statusMessage).toBe('depositLimitReached');
  });

  test('a 24-hour time-out asks for confirmation, signs the player out, and the next sign-in is refused with its end date', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, SUB);
    await openSignedIn(page, SUB, p, '/security');
    await page.getByTestId('break-24h').click();
    const dialog = page.locator('[role="dialog"][data-modal="confirm-break"]');
    await expect(dialog).toContainText('This cannot be undone');
    await expect(dialog).toContainText('cannot sign in for 24 hours');
    await dialog.getByTestId('confirm-break-yes').click();
    await expect(page).toHaveURL(site(SUB, '/login'));
    await expect(page.getByTestId('account-id')).toHaveCount(0);
    await page.getByLabel('Username').fill(p.account_id);
    await page.getByLabel('Password').fill(p.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByTestId('login-error')).toContainText('You are taking a break.');
    await expect(page.getByTestId('login-error')).toContainText(/It ends on \d{4}-\d\d-\d\d \d\d:\d\d\./);
  });

  test("a reality check due by the API's test clock opens its modal with the session's time, stakes and net result", async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, SUB, { deposit: 100_000 });
    expect((await call(request, '/api/account/reality_check_set', { ...p, interval: 30 })).statusCode).toBe(
      1,
    );
    const sel = await hdpSelection(request);
    const bet = await call(request, '/api/sportsbook/place_bet', {
      ...p,
      bet_type: 'HDP',
      stake: 2_500,
      selections: [{ selection_id: sel.selection_id, odds: sel.odds }],
      idempotency_key: `e2e-${p.account_id}-rc`,
    });
    expect(bet.statusCode, bet.statusMessage).toBe(1);
    // 29 minutes into the session: nothing yet; the page waits for the next check by the server's clock
    await page.clock.install();
    await page.setExtraHTTPHeaders({ 'x-e2e-clock-offset': String(29 * 60_000) });
    // the page's first read of the check: its answer schedules the next read on the (installed) clock, so the
    // clock is moved on only once it is in (moved before, the next read would be scheduled after the move)
    const firstRead = page.waitForResponse((r) => r.url().endsWith('/api/account/reality_check'));
    await openSignedIn(page, SUB, p, '/profile');
    await firstRead;
    await expect(page.getByTestId('profile-name')).toBeAttached();
    await expect(page.getByTestId('reality-check')).toHaveCount(0);
    // two minutes later by both clocks: the check falls due and its modal opens through the modal stack
    await page.setExtraHTTPHeaders({ 'x-e2e-clock-offset': String(31 * 60_000) });
    await page.clock.fastForward('02:00');
    const modal = page.locator('[role="dialog"][data-modal="reality-check"]');
    await expect(modal).toBeVisible();
    const view = await call<{ stakes: number; net_result: number; elapsed_seconds: number }>(
      request,
      '/api/account/reality_check',
      p,
      { 'x-e2e-clock-offset': String(31 * 60_000) },
    );
    expect(view.value.stakes).toBe(2_500);
    await expect(modal.getByTestId('reality-time')).toHaveText('0 h 31 min');
    await expect(modal.getByTestId('reality-stakes')).toHaveText('PHP 25.00');
    await expect(modal.getByTestId('reality-net')).toHaveText(
      `PHP ${(view.value.net_result / 100).toFixed(2)}`,
    );
    await modal.getByTestId('reality-continue').click();
    await expect(modal).toHaveCount(0);
    const after = await call<{ due: boolean }>(request, '/api/account/reality_check', p, {
      'x-e2e-clock-offset': String(31 * 60_000),
    });
    expect(after.value.due).toBe(false);
  });
});
