import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seedSession, site, type NewPlayer } from './helpers';

/** Opens `then` on a site signed in as a player of our own (its sign-up session; see seedSession). */
export async function signInAs(page: Page, sub: string, p: NewPlayer, then = '/') {
  await seedSession(page, sub, p);
  await page.goto(site(sub, then));
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

/** The header balance as a number (major units). */
export async function headerBalance(page: Page): Promise<number> {
  return Number((await page.getByTestId('header-balance').innerText()).replace(/[^\d.]/g, ''));
}

interface Ev {
  event_id: number;
  sport: string;
  starts_at: string;
  phase?: string;
  home_team: string;
  away_team: string;
  markets: {
    bet_type: string;
    criteria1: string;
    status?: string;
    selections: { selection_id: number; home_away: number; odds: number }[];
  }[];
}

/**
 * The server's open events and prices (what /sports shows) that stay still while a test runs: not started and
 * more than two hours ahead (the simulated feed plays live matches, moves prices of matches starting within the
 * hour and schedules new ones a minute or two ahead; those are left out). `all` lists every open event.
 */
export async function events(request: APIRequestContext, all = false): Promise<Ev[]> {
  const res = await request.post(site(null, '/api/sportsbook/events'), { data: { limit: 100 } });
  const value = ((await res.json()) as { value: Ev[] }).value;
  return all
    ? value
    : value.filter((e) => e.phase !== 'live' && Date.parse(e.starts_at) > Date.now() + 2 * 3_600_000);
}

/**
 * The first selection of an open handicap market on a match over two hours ahead (`events`): a bet placed on it
 * as a test's setup is neither refused as `marketClosed` nor repriced while the test runs. Fails the test if the
 * feed has none.
 */
export async function hdpSelection(
  request: APIRequestContext,
): Promise<{ selection_id: number; odds: number }> {
  const sel = (await events(request)).flatMap((e) => e.markets).find((m) => m.bet_type === 'HDP')
    ?.selections[0];
  expect(sel, 'an open HDP selection of a match over two hours ahead').toBeTruthy();
  return sel!;
}

/** An operator call with the e2e server's admin token. */
export async function operator(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(site(null, path), {
    data,
    headers: { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' },
  });
  const body = (await res.json()) as { statusCode: number; statusMessage: string; value: unknown };
  expect(body.statusCode, body.statusMessage).toBe(1);
  return body.value as Record<string, unknown>;
}

/** Places a bet through the API for a player (setup for pages that read bets). */
export async function placeBet(
  request: APIRequestContext,
  p: NewPlayer,
  bet_type: string,
  selections: { selection_id: number; odds: number }[],
  stake = 1_000,
) {
  const res = await request.post(site(null, '/api/sportsbook/place_bet'), {
    data: {
      account_id: p.account_id,
      auth: p.auth,
      bet_type,
      stake,
      selections,
      idempotency_key: `e2e-${p.account_id}-${bet_type}-${selections.map((s) => s.selection_id).join('-')}`,
    },
  });
  const body = (await res.json()) as {
    statusCode: number;
    statusMessage: string;
    statusDetail: string;
    value: { bet_id: number };
  };
  expect(body.statusCode, `${body.statusMessage} ${body.statusDetail}`).toBe(1);
  return body.value;
}

/** Drives the simulated feed (operator/sports_feed): a scripted match moves only when a test says so. */
export function feed(request: APIRequestContext, data: Record<string, unknown>) {
  return operator(request, '/api/operator/sports_feed', data) as Promise<{
    event_id?: number;
    phase?: string;
    home_score?: number;
    away_score?: number;
    odds?: number;
    settled: number[];
  }>;
}
