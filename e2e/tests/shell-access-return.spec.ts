import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, seedSession, site, type NewPlayer } from './helpers';

/**
 * SPEC §2 redirect, then back: a guest who opens a session-only page with a query is sent to sign in (/login, or
 * / with the login / sign-in modal) and, once signed in, lands on that page with its query. A `?next=` that
 * leaves the site (`//host`, an absolute URL) is ignored: the player lands home (host `return-to.ts`).
 */

async function fillAndSubmit(page: Page, p: NewPlayer, scope = page.locator('body')) {
  await scope.getByLabel('Username').fill(p.account_id);
  await scope.getByLabel('Password').fill(p.password);
  await scope.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

async function tacCode(request: APIRequestContext, account_id: string, domain: string): Promise<string> {
  const res = await request.post(site(null, '/api/operator/tac'), {
    headers: { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' },
    data: { account_id, domain_name: domain },
  });
  const body = (await res.json()) as { statusCode: number; value: { code: string } };
  expect(body.statusCode).toBe(1);
  return body.value.code;
}

test.describe('after signing in, the page the guest asked for (SPEC §2)', () => {
  test('casino1 /login: back on /transaction-history with its query', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino1');
    await page.goto(site('casino1', '/transaction-history?type=deposit&page=1'));
    await expect(page).toHaveURL(site('casino1', '/login'));
    await fillAndSubmit(page, p);
    await expect(page).toHaveURL(site('casino1', '/transaction-history?type=deposit&page=1'));
    await expect(page.getByTestId('history-page')).toBeVisible();
  });

  test('casino1 /login with a one-time code: back on /edit-profile', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino1');
    await page.goto(site('casino1', '/edit-profile'));
    await expect(page).toHaveURL(site('casino1', '/login'));
    await page.getByTestId('login-mode').click();
    await page.getByLabel('Username').fill(p.account_id);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByTestId('tac-sent')).toBeVisible();
    await page.getByLabel(/One-time code/).fill(await tacCode(request, p.account_id, 'casino1.localhost'));
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page).toHaveURL(site('casino1', '/edit-profile'));
    await expect(page.getByTestId('edit-profile-page')).toBeVisible();
  });

  test('slot2 login modal: back on /bet-history with its query', async ({ page, request }) => {
    const p = await newPlayer(request, 'slot2');
    await page.goto(site('slot2', '/bet-history?status=open'));
    await expect(page).toHaveURL(site('slot2', '/'));
    const modal = page.locator('[role="dialog"][data-modal="login"]');
    await expect(modal).toBeVisible();
    await fillAndSubmit(page, p, modal);
    await expect(page).toHaveURL(site('slot2', '/bet-history?status=open'));
    await expect(page.getByTestId('bet-history-page')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('slot5 sign-in modal: back on /vip', async ({ page, request }) => {
    const p = await newPlayer(request, 'slot5');
    await page.goto(site('slot5', '/vip'));
    const modal = page.locator('[role="dialog"][data-modal="signin"]');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(site('slot5', '/'));
    await fillAndSubmit(page, p, modal);
    await expect(page).toHaveURL(site('slot5', '/vip'));
    await expect(page.getByTestId('vip-page')).toBeVisible();
  });

  test('/login?next= a page of the site with a query: lands there', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino1');
    await page.goto(site('casino1', '/login?next=%2Fvip%3Ftab%3Dlevels'));
    await fillAndSubmit(page, p);
    await expect(page).toHaveURL(site('casino1', '/vip?tab=levels'));
    await expect(page.getByTestId('vip-page')).toBeVisible();
  });

  for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    test(`/login?next=${next} is ignored: the player lands home`, async ({ page, request }) => {
      const p = await newPlayer(request, 'casino1');
      await page.goto(site('casino1', `/login?next=${encodeURIComponent(next)}`));
      await fillAndSubmit(page, p);
      await expect(page).toHaveURL(site('casino1', '/'));
    });
  }

  test('a session that expires on a page: signed in again, the player is back on it with its query', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino1');
    await seedSession(page, 'casino1', p);
    // the session ends (SPEC §8 sessionExpired) as the page asks for the balance
    await page.route('**/api/auth/get_balance', (route) =>
      route.fulfill({
        json: { statusCode: 0, statusMessage: 'sessionExpired', statusDetail: '', value: null },
      }),
    );
    await page.goto(site('casino1', '/transaction-history?type=deposit'));
    await expect(page).toHaveURL(site('casino1', '/login'));
    await page.unroute('**/api/auth/get_balance');
    await fillAndSubmit(page, p);
    await expect(page).toHaveURL(site('casino1', '/transaction-history?type=deposit'));
    await expect(page.getByTestId('history-page')).toBeVisible();
  });

  test('a plain /login still lands home', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino1');
    await page.goto(site('casino1', '/login'));
    await fillAndSubmit(page, p);
    await expect(page).toHaveURL(site('casino1', '/'));
  });
});
