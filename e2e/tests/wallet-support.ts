import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, seedSession, site, type NewPlayer } from './helpers';
import { hdpSelection } from './sportsbook-support';
import { seriousViolations, sidewaysOverflow } from './templates-support';

// Helpers of the wallet pages' specs (issue 11): API calls as a player, turnover, sign-in of a new player.

interface Envelope<T> {
  statusCode: number;
  statusMessage: string;
  statusDetail: string;
  value: T;
}

/** POSTs a player's call (the API picks the site from domain_name; Node cannot resolve *.localhost). */
export async function call<T>(
  request: APIRequestContext,
  sub: string,
  path: string,
  body: object,
): Promise<Envelope<T>> {
  const res = await request.post(site(null, path), { data: { domain_name: `${sub}.localhost`, ...body } });
  return (await res.json()) as Envelope<T>;
}

const ref = (p: NewPlayer) => ({ account_id: p.account_id, auth: p.auth });

/**
 * Bets `stake` (minor units) on the sportsbook and has the operator settle it as won, so the turnover
 * requirement of the last deposit is met and the player has money to withdraw (stake × odds).
 */
export async function playThrough(request: APIRequestContext, sub: string, p: NewPlayer, stake: number) {
  const sel = await hdpSelection(request);
  const bet = await call<{ bet_id: number }>(request, sub, '/api/sportsbook/place_bet', {
    ...ref(p),
    bet_type: 'HDP',
    stake,
    selections: [{ selection_id: sel.selection_id, odds: sel.odds }],
    idempotency_key: `e2e-bet-${p.account_id}-${Math.random().toString(36).slice(2)}`,
  });
  expect(bet.statusCode, bet.statusMessage).toBe(1);
  const settled = await request.post(site(null, '/api/operator/settle_bet'), {
    headers: { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' },
    data: { bet_id: bet.value.bet_id, result: 'won' },
  });
  expect(((await settled.json()) as { statusCode: number }).statusCode).toBe(1);
}

/** Adds a bank account through the API; answers its id. */
export async function addBank(
  request: APIRequestContext,
  sub: string,
  p: NewPlayer,
  account_number = `${Date.now()}`.slice(-10),
): Promise<number> {
  const a = await call<{ bank_account_id: number; account_number: string }[]>(
    request,
    sub,
    '/api/wallet/bank_add',
    { ...ref(p), bank_name: 'GCash', account_name: 'Juan Dela Cruz', account_number },
  );
  expect(a.statusCode, a.statusMessage).toBe(1);
  return a.value[a.value.length - 1]!.bank_account_id;
}

export async function balanceOf(request: APIRequestContext, sub: string, p: NewPlayer) {
  const a = await call<{ game_balance: number; held: number }>(request, sub, '/api/auth/get_balance', ref(p));
  return a.value;
}

/** Opens `then` on a site signed in as a new player (its sign-up session; see seedSession). */
export async function signInAs(page: Page, sub: string, p: NewPlayer, then = '/') {
  await seedSession(page, sub, p);
  await page.goto(site(sub, then));
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

/** The money figure of an element (`PHP 1,234.50` → 1234.5). */
export async function figure(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));
}

/** The wallet pages of issue 11 and what shows each is drawn from data. */
export const WALLET_PAGES = [
  ['/deposit', 'deposit-limits'],
  ['/withdrawal', 'wd-balance'],
  ['/bank-details', 'bank-limit'],
  ['/add-bank', 'add-bank-page'],
  ['/transaction-history', 'history-total'],
  ['/statement', 'st-closing'],
  ['/banking', 'banking-cms'],
] as const;

/** Three templates of different families (casino, slot, sportsbook). */
export const WALLET_TEMPLATES = ['casino1', 'slot6', 'sportsbook1'] as const;

/**
 * Every wallet page on the three templates at one width: drawn from data, no sideways scroll, no serious or
 * critical axe violation (one spec file per width, so the two run side by side). demo1 is only read.
 */
export function walletPagesAt(width: 375 | 1280): void {
  for (const code of WALLET_TEMPLATES) {
    test(`wallet pages on ${code} at ${width} px: no sideways scroll, no serious axe violation`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await seedSession(page, code, await apiLogin(request, code));
      const problems: string[] = [];
      for (const [path, ready] of WALLET_PAGES) {
        await page.goto(site(code, path));
        await expect(page.getByTestId(ready)).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const over = await sidewaysOverflow(page);
        if (over > 0) problems.push(`${path}: ${over} px sideways`);
        for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
