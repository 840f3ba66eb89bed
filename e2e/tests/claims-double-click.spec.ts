import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, seedSession, site, type NewPlayer } from './helpers';
import { api } from './templates-content-support';

// A double click on Claim (/inbox, /mission, /promotions) sends one claim: the balance rises once and the
// central error dialog ("Already claimed.") does not open over the success.

const ADMIN = { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' };

async function signIn(page: Page, sub: string, p: NewPlayer) {
  await seedSession(page, sub, p);
  await page.goto(site(sub));
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

const balanceOf = async (request: APIRequestContext, p: NewPlayer) =>
  (
    await api<{ game_balance: number }>(request, '/api/auth/get_balance', {
      account_id: p.account_id,
      auth: p.auth,
    })
  ).game_balance;

/** Counts the requests to `path` the page sends from now on. */
function countRequests(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) n++;
  });
  return () => n;
}

const errorDialog = (page: Page) => page.locator('[role="dialog"][data-modal="dialog"]');

test.describe('a double-clicked Claim claims once', () => {
  test.beforeEach(() => test.slow());

  test('/inbox: one claim_inbox request, the balance rises by the bonus once, no error dialog', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino1');
    const sent = await request.post(site(null, '/api/operator/inbox_send'), {
      data: {
        domain_name: 'casino1.localhost',
        account_id: p.account_id,
        title: 'Twice?',
        body: '<p>x</p>',
        amount: 1234,
      },
      headers: ADMIN,
    });
    expect(((await sent.json()) as { statusCode: number }).statusCode).toBe(1);
    await signIn(page, 'casino1', p);
    await page.goto(site('casino1', '/inbox'));
    const before = await balanceOf(request, p);
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Twice?' });
    await item.getByRole('button').first().click();
    const claims = countRequests(page, '/api/settings/claim_inbox');
    await item.getByRole('button', { name: 'Claim PHP 12.34' }).dblclick();
    await expect(item).toContainText('Bonus claimed');
    await expect.poll(() => balanceOf(request, p)).toBe(before + 1234);
    await expect(item.getByTestId('inbox-claim')).toHaveCount(0);
    expect(claims()).toBe(1);
    await expect(errorDialog(page)).toHaveCount(0);
  });

  test('/mission: one mission_claim request, the reward arrives once, no error dialog', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'slot3', { deposit: 500_000 });
    await signIn(page, 'slot3', p);
    await page.goto(site('slot3', '/mission'));
    const mission = page.locator('[data-mission-code="daily-deposit"]');
    await expect(mission.getByTestId('mission-daily-deposit-percent')).toHaveText('100%');
    const before = await balanceOf(request, p);
    const claims = countRequests(page, '/api/account/mission_claim');
    await mission.getByTestId('mission-claim').dblclick();
    await expect(mission).toContainText('Claimed');
    await expect.poll(() => balanceOf(request, p)).toBe(before + 5000);
    await expect(mission.getByTestId('mission-claim')).toHaveCount(0);
    expect(claims()).toBe(1);
    await expect(errorDialog(page)).toHaveCount(0);
  });

  test('/promotions: one promotion_claim request, the bonus arrives once, no error shown', async ({
    page,
    request,
  }) => {
    const promos = await api<{ id: number; title: string; bonus_amount: number }[]>(
      request,
      '/api/content/promotions',
      { domain_name: 'slot3.localhost' },
    );
    const bonus = promos.find((x) => x.bonus_amount > 0)!;
    const p = await newPlayer(request, 'slot3');
    await signIn(page, 'slot3', p);
    const before = await balanceOf(request, p);
    await page.goto(site('slot3', `/promotions?promo=${bonus.id}`));
    const dialog = page.getByRole('dialog', { name: bonus.title });
    const claim = dialog.getByTestId('promotion-claim');
    await expect(claim).toBeEnabled({ timeout: 20_000 });
    const claims = countRequests(page, '/api/account/promotion_claim');
    await claim.dblclick();
    await expect(claim).toHaveText('Claimed');
    await expect.poll(() => balanceOf(request, p)).toBe(before + bonus.bonus_amount);
    expect(claims()).toBe(1);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(errorDialog(page)).toHaveCount(0);
  });
});
