import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { site, type NewPlayer } from './helpers';

/** The API's answer envelope. */
export interface Answer<V = unknown> {
  statusCode: number;
  statusMessage: string;
  statusDetail: string;
  value: V;
}

/** One API call as the browser would make it (Node cannot resolve *.localhost: the body names the site). */
export async function call<V = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  data: object,
  headers: Record<string, string> = {},
): Promise<Answer<V>> {
  const res = await request.post(site(null, path), { data, headers });
  return (await res.json()) as Answer<V>;
}

/** A password sign-in through the API: a session of its own (another device), its token. */
export async function apiSignIn(request: APIRequestContext, sub: string, p: NewPlayer): Promise<string> {
  const a = await call<{ token: string }>(
    request,
    '/api/auth/login',
    { account_id: p.account_id, password: p.password, domain_name: `${sub}.localhost` },
    { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0' },
  );
  expect(a.statusCode, a.statusMessage).toBe(1);
  return a.value.token;
}

/**
 * Opens `path` on `sub` signed in with the session `token` (default: the one sign-up gave the player), written
 * into the user store's storage before the page's first script runs, once per tab (a later sign-out stays).
 * The sign-in UI is not what these tests prove.
 */
export async function openSignedIn(page: Page, sub: string, p: NewPlayer, path: string, token = p.auth) {
  const state = {
    state: {
      isAuthenticated: true,
      user: { account_id: p.account_id, session_token: token },
      token,
      email: '',
      fullname: '',
    },
    version: 1,
  };
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    localStorage.setItem('site:user', stored);
  }, JSON.stringify(state));
  await page.goto(site(sub, path));
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}
