import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 8099);
/** URL of a seeded site: `site('slot2', '/login')` → http://slot2.localhost:PORT/login */
export function site(sub: string | null, path = '/'): string {
  return `http://${sub ? `${sub}.` : ''}localhost:${PORT}${path}`;
}

/**
 * `route.fetch()` for a request to a site (`casino2.localhost`): Node does not resolve *.localhost, so this fetches
 * from localhost, naming the site in the Host header.
 */
export function fetchRouted(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = 'localhost';
  return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
}

/**
 * For tests that rewrite, fail or watch `/api/startup`: the page's HTML loses the startup answer the server
 * inlined (issue 16.1, infra/src/http/critical-path.ts), so the host asks the API as it does without one.
 */
export async function withoutInlinedStartup(page: Page) {
  await page.route(
    (url) => !/^\/(api|cdn|static)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await fetchRouted(route);
      // …and the preload hints made from it: the test answers the startup call itself, so they no longer describe
      // the page (a remote it declares refused would still be downloaded from the hints)
      const body = (await res.text())
        .replace(/<script id="startup-answer"[^>]*>[^<]*<\/script>/, '')
        .replace(
          /<link rel="preload" as="(?:script|fetch)" crossorigin="anonymous" href="[^"]*\/cdn\/[^>]*>/g,
          '',
        );
      await route.fulfill({ response: res, body });
    },
  );
}

/**
 * The page's first data calls go to the API (where the test routes them) instead of being answered by the HTML
 * (`<script id="page-answers">`, issue 16): the element is taken out as the parser inserts it, before the shell
 * runs, on every document of the page.
 */
export async function withoutCarriedAnswers(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const el = document.getElementById('page-answers');
      if (!el) return;
      el.remove();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Collects console errors and uncaught page errors; `expectNone()` fails the test if any were seen. */
export function watchErrors(page: Page, ignore: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignore.some((r) => r.test(m.text()))) errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return {
    errors,
    expectNone: () => expect(errors, errors.join('\n')).toEqual([]),
  };
}

export const DEMO = { account_id: 'demo1', password: 'Demo#2026' };

export async function signInOnPage(page: Page) {
  await page.getByLabel('Username').fill(DEMO.account_id);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
}

export interface NewPlayer {
  account_id: string;
  password: string;
  auth: string;
  /** The phone the player signed up with (a password reset asks for it). */
  contact_phone: string;
}

let playerSeq = 0;

/** A documentation-range address (198.18.0.0/15, RFC 2544) unique to this worker's next player. */
function playerAddress(): string {
  const n = (process.pid * 7919 + playerSeq * 104729 + Math.floor(Math.random() * 65536)) % 131072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * `tac/request_new_register`, solving the proof of work when the site asks for one (`challengeRequired`,
 * docs/api.md): find a decimal nonce whose SHA-256 of `<challenge>:<nonce>` starts with `difficulty` zero bits.
 */
export async function requestRegisterCode(
  request: APIRequestContext,
  body: { account_id: string; contact_phone: string; domain_name: string },
  headers: Record<string, string> = {},
): Promise<void> {
  let extra: Record<string, string> = {};
  for (let round = 0; round < 2; round++) {
    const res = await request.post(site(null, '/api/auth/tac/request_new_register'), {
      data: { ...body, ...extra },
      headers,
    });
    const a = (await res.json()) as {
      statusCode: number;
      statusMessage: string;
      statusDetail: string;
      value: { challenge: string; difficulty: number } | null;
    };
    if (a.statusCode === 1) return;
    if (a.statusMessage !== 'challengeRequired' || !a.value)
      throw new Error(`request_new_register: ${a.statusMessage} ${a.statusDetail}`);
    extra = {
      challenge: a.value.challenge,
      challenge_nonce: solveChallenge(a.value.challenge, a.value.difficulty),
    };
  }
  throw new Error('request_new_register: the solved challenge was refused');
}

export function solveChallenge(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    const d = createHash('sha256').update(`${challenge}:${n}`).digest();
    let bits = 0;
    for (const byte of d) {
      if (byte === 0) bits += 8;
      else {
        bits += Math.clz32(byte) - 24;
        break;
      }
    }
    if (bits >= difficulty) return String(n);
  }
}

/**
 * A fresh player of its own on a site (sign-up through the real TAC flow, the code read with the development
 * operator call), so a test that changes a player's state never shares it with another test or worker.
 * `deposit` (minor units) credits that much first; the demo sites auto-approve deposits.
 */
export async function newPlayer(
  request: APIRequestContext,
  sub: string | null = null,
  opts: { deposit?: number } = {},
): Promise<NewPlayer> {
  const domain_name = sub ? `${sub}.localhost` : 'localhost';
  const account_id =
    `e2e${Date.now().toString(36)}${(playerSeq++).toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.slice(
      0,
      16,
    );
  const password = `Pw-${Math.random().toString(36).slice(2, 12)}-9x`;
  const contact_phone = `09${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  // An address of its own (the e2e server trusts the runner as a proxy): sign-up limits are per address.
  const from = { 'x-forwarded-for': playerAddress() };
  const post = async (path: string, data: object, headers: Record<string, string> = {}) => {
    // Node cannot resolve *.localhost: the API picks the site from domain_name in the body.
    const res = await request.post(site(null, path), { data, headers: { ...from, ...headers } });
    const body = (await res.json()) as {
      statusCode: number;
      statusMessage: string;
      statusDetail: string;
      value: unknown;
    };
    if (body.statusCode !== 1) throw new Error(`${path}: ${body.statusMessage} ${body.statusDetail}`);
    return body.value as Record<string, unknown>;
  };
  await requestRegisterCode(request, { account_id, contact_phone, domain_name }, from);
  const code = await post(
    '/api/operator/tac',
    { account_id, domain_name },
    { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' },
  );
  await post('/api/auth/tac/verify', { account_id, tac: code.code, domain_name });
  // the themed demo sites ask for an age confirmation (compliance.age_confirmation)
  const signed = await post('/api/auth/signup', {
    account_id,
    password,
    contact_phone,
    domain_name,
    age_confirmed: true,
  });
  const auth = String(signed.token);
  if (opts.deposit)
    await post('/api/wallet/deposit', {
      account_id,
      auth,
      amount: opts.deposit,
      method: 'bank_transfer',
      idempotency_key: `e2e-${account_id}-seed`,
    });
  return { account_id, password, auth, contact_phone };
}

/**
 * Opens the app of site `sub` already signed in with a session the test made through the API (a new player's
 * sign-up session, or `apiLogin`): the persisted user store of SPEC §3 is written once per tab, before the
 * site's first page loads, so a later sign-out in the test stays signed out. Tests of the sign-in UI itself
 * (shell-auth, account-forms) sign in on the page; every other test skips that page load.
 */
export async function seedSession(
  page: Page,
  sub: string | null,
  p: { account_id: string; auth: string },
): Promise<void> {
  const host = sub ? `${sub}.localhost` : 'localhost';
  const state = {
    isAuthenticated: true,
    user: { account_id: p.account_id, session_token: p.auth },
    token: p.auth,
    email: '',
    fullname: '',
  };
  await page.addInitScript(
    ({ host, state }) => {
      if (location.hostname !== host || sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem('site:user', JSON.stringify({ state, version: 1 }));
    },
    { host, state },
  );
}

/** A session of an existing player (demo1 by default) through `auth/login`. */
export async function apiLogin(
  request: APIRequestContext,
  sub: string | null,
  creds: { account_id: string; password: string } = DEMO,
): Promise<{ account_id: string; auth: string }> {
  const res = await request.post(site(null, '/api/auth/login'), {
    data: { ...creds, domain_name: sub ? `${sub}.localhost` : 'localhost' },
  });
  const body = (await res.json()) as { statusCode: number; statusMessage: string; value: { token: string } };
  if (body.statusCode !== 1) throw new Error(`login ${creds.account_id}: ${body.statusMessage}`);
  return { account_id: creds.account_id, auth: body.value.token };
}

/**
 * Route prefetch checks (issues 12, 16.1): holds back a page module's script until every call in `calls` was
 * requested (20 s at most, a deadline, not a wait: without a prefetch the calls never come while the script is
 * held), then lets it through. `seen` counts each watched call (`calls` plus `alsoWatch`, so a call the page
 * should not make shows up too); `state.heldWhenSeen` says whether the calls all came while it was held.
 */
export async function holdModuleUntil(
  page: Page,
  module: RegExp,
  calls: readonly string[],
  alsoWatch: readonly string[] = [],
) {
  const watched = [...new Set([...calls, ...alsoWatch])];
  const seen = new Map<string, number>();
  let release: () => void = () => undefined;
  const allSeen = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (r) => {
    const call = watched.find((c) => new URL(r.url()).pathname === c);
    if (call) seen.set(call, (seen.get(call) ?? 0) + 1);
    if (calls.every((c) => seen.has(c))) release();
  });
  const state = { held: 0, heldWhenSeen: false };
  await page.route(module, async (route) => {
    state.held++;
    const response = await fetchRouted(route);
    const timedOut = await Promise.race([
      allSeen.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), 20_000)),
    ]);
    state.heldWhenSeen = !timedOut;
    await route.fulfill({ response });
  });
  return { seen, state };
}

/**
 * Sums the page's layout shifts that no input caused (Chromium's `layout-shift` entries, buffered from before the
 * first script), on every document of the page; `layoutShift` reads the sum (issue 16.4's measure, a layout
 * measure, not a timing).
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far by `watchLayoutShift`. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
