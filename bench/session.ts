/**
 * A signed-in player for the benches, the way the e2e tests open a page signed in (e2e/tests/helpers.ts
 * `apiLogin` + `seedSession`): one `auth/login` through the API per bench run, then the persisted user store
 * (SPEC §3, `site:user` in localStorage) written before each page's first script runs. The session lives in the
 * page's storage, not in a cookie, so the same seed signs in the site and the one-bundle peer (bench/peer) alike.
 * `BENCH_PLAYER` / `BENCH_PASSWORD` pick the player (default the demo player `demo1`, README).
 */
import type { BrowserContext } from '@playwright/test';

export interface BenchSession {
  account_id: string;
  auth: string;
}

/** `auth/login` on the site `domain` (e.g. `localhost`, `slot2.localhost`) of the running server at `base`. */
export async function apiSession(base: string, domain = 'localhost'): Promise<BenchSession> {
  const account_id = process.env.BENCH_PLAYER ?? 'demo1';
  const password = process.env.BENCH_PASSWORD ?? 'Demo#2026';
  // Node does not resolve *.localhost: the API picks the site from domain_name.
  const res = await fetch(new URL('/api/auth/login', base.replace(/\/\/[^/:]+\.localhost/, '//localhost')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_id, password, domain_name: domain }),
  });
  const body = (await res.json()) as {
    statusCode: number;
    statusMessage: string;
    value?: { token?: string };
  };
  if (body.statusCode !== 1 || !body.value?.token)
    throw new Error(`bench sign-in of ${account_id} on ${domain}: ${body.statusMessage}`);
  return { account_id, auth: body.value.token };
}

/** The persisted user store of a signed-in player, as the site writes it to localStorage `site:user`. */
export function sessionStore(s: BenchSession): string {
  const state = {
    isAuthenticated: true,
    user: { account_id: s.account_id, session_token: s.auth },
    token: s.auth,
    email: '',
    fullname: '',
  };
  return JSON.stringify({ state, version: 1 });
}

/** Every page of `ctx` opens signed in as `s` (the store is written before the app's first script reads it). */
export async function seedSession(ctx: BrowserContext, s: BenchSession): Promise<void> {
  await ctx.addInitScript((store) => localStorage.setItem('site:user', store), sessionStore(s));
}
