import { expect, test } from '@playwright/test';
import { answer, DEMO, signIn, site, storedUser } from './shell-helpers';

test.describe('auth state (SPEC §4, §6)', () => {
  test('a password login with statusCode 1 and a token authenticates, then fetches balance, VIP and favourites', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && calls.push(new URL(r.url()).pathname));
    await signIn(page);
    expect((await storedUser(page))?.isAuthenticated).toBe(true);
    await expect
      .poll(() => calls)
      .toEqual(expect.arrayContaining(['/api/auth/get_balance', '/api/auth/vip', '/api/home/fav_list']));
  });

  test('a wrong password leaves the visitor unauthenticated', async ({ page }) => {
    await page.goto(site(null, '/login'));
    await page.getByLabel('Username').fill(DEMO.account_id);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.getByTestId('account-id')).toHaveCount(0);
    expect((await storedUser(page))?.isAuthenticated ?? false).toBe(false);
  });

  test('statusCode 1 without a token does not authenticate (the fields are stored anyway)', async ({
    page,
  }) => {
    await answer(page, '/api/auth/login', {
      statusCode: 1,
      statusMessage: 'OK',
      value: {
        token: '',
        user: { account_id: 'demo1', session_token: '' },
        fullname: 'Demo Player',
        email: 'd@x.io',
      },
    });
    await page.goto(site(null, '/login'));
    await page.getByLabel('Username').fill(DEMO.account_id);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect.poll(async () => (await storedUser(page))?.isAuthenticated).toBe(false);
    await expect(page.getByTestId('account-id')).toHaveCount(0);
  });

  test('logout resets the user store, removes the stored user and writes the force-logout marker', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const state = await page.evaluate(() => ({
      user: localStorage.getItem('site:user'),
      marker: localStorage.getItem('site:force-logout'),
    }));
    expect(state.user === null || !(JSON.parse(state.user) as { state: { token: string } }).state.token).toBe(
      true,
    );
    expect(state.marker).toMatch(/^\d+$/);
  });

  test('two tabs: logging out in one resets and reloads the other', async ({ context }) => {
    const a = await context.newPage();
    await signIn(a);
    const b = await context.newPage();
    await b.goto(site(null, '/account'));
    await expect(b.getByTestId('account-overview-id')).toHaveText('demo1');
    await b.evaluate(() => ((window as unknown as { __tabMarker: number }).__tabMarker = 1));
    const reloaded = b.waitForEvent('load');
    await a.getByRole('button', { name: 'Log out' }).click();
    await reloaded;
    expect(
      await b.evaluate(() => (window as unknown as { __tabMarker?: number }).__tabMarker),
    ).toBeUndefined();
    await expect(b).toHaveURL(site(null, '/login'));
    await expect(b.getByTestId('account-id')).toHaveCount(0);
    await expect(b.getByLabel('Username')).toBeVisible();
  });

  test('a server-forced logout is noticed: check_status on focus reports it and the session-expired flow runs', async ({
    page,
    request,
  }) => {
    // The signed-in page's own first calls are answered first: one still on its way when the session ends would
    // notice the logout before check_status does (seen on a loaded CI machine: the reality-check call). Counted
    // here, as `waitForLoadState('networkidle')` had long been reached by the /login document and returned at once.
    let inFlight = 0;
    let lastApiEvent = Date.now();
    const count = (step: number) => (r: { url(): string }) => {
      if (!r.url().includes('/api/')) return;
      inFlight = Math.max(0, inFlight + step);
      lastApiEvent = Date.now();
    };
    page.on('request', count(1));
    page.on('requestfinished', count(-1));
    page.on('requestfailed', count(-1));
    await signIn(page);
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastApiEvent > 1_000, { timeout: 20_000 })
      .toBe(true);
    const token = (await storedUser(page))?.token ?? '';
    // The operator (or another device) ends the session on the server.
    const revoked = await request.post(site(null, '/api/auth/logout'), {
      data: { account_id: DEMO.account_id, auth: token },
    });
    expect(((await revoked.json()) as { statusCode: number }).statusCode).toBe(1);
    // A focus while a check is already in flight (the page's own, on a busy machine) is folded into it: focus
    // again until a check asks after the logout (one in flight answers slowly when the machine is loaded).
    let checked = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/settings/check_status')) checked = true;
    });
    await expect
      .poll(
        async () => {
          if (!checked) await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return checked;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(page.locator('[data-toast="warning"]')).toContainText('Session ended');
    await expect(page.getByTestId('account-id')).toHaveCount(0);
    await expect(page).toHaveURL(site(null, '/login'));
  });
});
