/**
 * The operator console in end-to-end tests (docs/console.md "End-to-end tests").
 *
 * The console listens beside the e2e site (e2e/server.ts) on E2E_CONSOLE_PORT (default E2E_PORT + 200) and is
 * opened in the browser at http://console.localhost:<port>: a host name of its own, because browsers keep
 * cookies per host, not per port — on plain `localhost` the player site (localhost:E2E_PORT) would send and see
 * the console's cookie. Node does not resolve `*.localhost`, so calls from the test runner go to 127.0.0.1.
 *
 * Each Playwright worker owns one seeded owner (e2e/console-owners.ts, parallelIndex 0–7) and signs it in once
 * (its session is cached for the worker); `newStaff` has it invite the staff member a test needs.
 */
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { e2eOwner } from '../console-owners';
import { PORT } from './helpers';

export const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? PORT + 200);
/** The console's origin in the browser. */
export const CONSOLE_URL = `http://console.localhost:${CONSOLE_PORT}`;
/** The console's address for the test runner (Node does not resolve console.localhost). */
export const CONSOLE_DIRECT = `http://127.0.0.1:${CONSOLE_PORT}`;
export const CONSOLE_COOKIE = '__Host-console';

export type ConsoleRole = 'owner' | 'release_manager' | 'cashier' | 'content_editor' | 'support';

/** A signed-in console session as the test runner holds it. */
export interface ConsoleSession {
  /** the `__Host-console` cookie's value */
  cookie: string;
  /** the session's CSRF token (`x-csrf-token` of every POST) */
  csrf: string;
}

export interface NewStaff extends ConsoleSession {
  id: number;
  email: string;
  name: string;
  role: ConsoleRole;
  /** the password now in force (the one-time password when `changePassword: false`) */
  password: string;
  /** base32 TOTP secret ('' when `enrol: false`) */
  totpSecret: string;
  /** the 10 recovery codes shown at enrolment ([] when `enrol: false`) */
  recoveryCodes: string[];
}

// ---- TOTP: a code is never accepted twice ---------------------------------------------------------------

const PERIOD_MS = 30_000;
/** The last step this worker sent a code of, per secret. */
const usedSteps = new Map<string, number>();

export function totpAt(secret: string, step: number): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: step * PERIOD_MS,
  });
}

/**
 * A code the server will accept now: the current step's, or — when this worker already sent that one — the next
 * step's (the server allows one step of drift and only needs a later step than the last it accepted); when both
 * were used, waits for the next step. Each call uses up its step.
 */
export async function totpNow(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(now, (usedSteps.get(secret) ?? -1) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return totpAt(secret, step);
    }
    await new Promise((r) => setTimeout(r, (now + 1) * PERIOD_MS - Date.now() + 50));
  }
}

/** Marks a step as used by someone else (a browser that typed a code this worker computed). */
export function markTotpUsed(secret: string, code: string): void {
  const now = Math.floor(Date.now() / PERIOD_MS);
  for (const step of [now - 1, now, now + 1])
    if (totpAt(secret, step) === code) usedSteps.set(secret, Math.max(usedSteps.get(secret) ?? -1, step));
}

// ---- the console API from the test runner --------------------------------------------------------------

export interface ConsoleAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** the new session cookie, when the answer set one */
  cookie: string | null;
}

/** One console API call (`path` below /console/api) with a session's cookie and CSRF token. */
export async function consoleCall<T = Record<string, unknown>>(
  session: Partial<ConsoleSession> | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ConsoleAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session?.cookie) headers.cookie = `${CONSOLE_COOKIE}=${session.cookie}`;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    if (session?.csrf) headers['x-csrf-token'] = session.csrf;
  }
  const res = await fetch(`${CONSOLE_DIRECT}/console/api${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  let cookie: string | null = null;
  for (const c of res.headers.getSetCookie()) {
    const m = new RegExp(`^${CONSOLE_COOKIE}=([^;]*)`).exec(c);
    if (m) cookie = m[1] ?? null;
  }
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, cookie };
}

async function expectOk<T>(answer: Promise<ConsoleAnswer<T>>, what: string): Promise<ConsoleAnswer<T>> {
  const a = await answer;
  if (a.status !== 200) throw new Error(`console ${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a;
}

/**
 * Email + password + a TOTP code (or enrolment) through the API. Answers the full session, and for a first
 * sign-in the secret and recovery codes.
 */
export async function signInApi(
  email: string,
  password: string,
  totpSecret: string | null,
): Promise<ConsoleSession & { totpSecret: string; recoveryCodes: string[] }> {
  const first = await expectOk(
    consoleCall<{ next: 'totp' | 'enrol'; csrf_token: string }>(null, 'POST', '/sign-in', {
      email,
      password,
    }),
    `sign-in ${email}`,
  );
  const pending: ConsoleSession = { cookie: first.cookie ?? '', csrf: first.body.csrf_token };
  if (first.body.next === 'totp') {
    if (!totpSecret) throw new Error(`${email} is enrolled: its TOTP secret is needed`);
    // a code of a step another process used is refused once; the next step's code is then accepted
    for (let attempt = 0; ; attempt++) {
      const a = await consoleCall<{ csrf_token: string }>(pending, 'POST', '/sign-in/second-factor', {
        code: await totpNow(totpSecret),
      });
      if (a.status === 200)
        return { cookie: a.cookie ?? '', csrf: a.body.csrf_token, totpSecret, recoveryCodes: [] };
      if (attempt >= 2 || a.status !== 401)
        throw new Error(`console second factor ${email}: ${a.status} ${JSON.stringify(a.body)}`);
    }
  }
  const enrol = await expectOk(
    consoleCall<{ secret: string }>(pending, 'POST', '/totp/enrol'),
    `enrol ${email}`,
  );
  const secret = enrol.body.secret;
  const confirmed = await expectOk(
    consoleCall<{ csrf_token: string; recovery_codes: string[] }>(pending, 'POST', '/totp/confirm', {
      code: await totpNow(secret),
    }),
    `confirm ${email}`,
  );
  return {
    cookie: confirmed.cookie ?? '',
    csrf: confirmed.body.csrf_token,
    totpSecret: secret,
    recoveryCodes: confirmed.body.recovery_codes,
  };
}

let ownerSession: ConsoleSession | null = null;

/** This worker's seeded owner, signed in once per worker (its session is reused while it lives). */
export async function workerOwner(): Promise<ConsoleSession & { email: string }> {
  const owner = e2eOwner(test.info().parallelIndex);
  if (ownerSession) {
    const me = await consoleCall(ownerSession, 'GET', '/me');
    if (me.status === 200) return { ...ownerSession, email: owner.email };
  }
  const s = await signInApi(owner.email, owner.password, owner.totpSecret);
  ownerSession = { cookie: s.cookie, csrf: s.csrf };
  return { ...ownerSession, email: owner.email };
}

let staffSeq = 0;

/** Invites a staff member with this worker's owner; answers its one-time password (nothing signed in yet). */
export async function inviteStaff(
  role: ConsoleRole,
  name?: string,
): Promise<{ id: number; email: string; name: string; role: ConsoleRole; oneTimePassword: string }> {
  const owner = await workerOwner();
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${(staffSeq++).toString(36)}`;
  const email = `${role.replace('_', '-')}-${tag}@e2e.test`;
  const full = name ?? `${role.replace('_', ' ')} ${tag}`;
  const invited = await expectOk(
    consoleCall<{ staff: { id: number }; one_time_password: string }>(owner, 'POST', '/staff', {
      email,
      name: full,
      role,
    }),
    `invite ${email}`,
  );
  return {
    id: invited.body.staff.id,
    email,
    name: full,
    role,
    oneTimePassword: invited.body.one_time_password,
  };
}

/** A 6-digit code no step of the accepted window (now ± 1) has: surely refused. */
export function wrongCode(secret: string): string {
  const now = Math.floor(Date.now() / PERIOD_MS);
  const window = new Set([now - 1, now, now + 1, now + 2].map((s) => totpAt(secret, s)));
  for (let n = 123456; ; n = (n + 1) % 1_000_000) {
    const c = String(n).padStart(6, '0');
    if (!window.has(c)) return c;
  }
}

/**
 * A fresh staff member of `role`: invited by this worker's owner, then — unless told otherwise — signed in with
 * the one-time password, enrolled (TOTP) and with a new password, as the browser would. Answers its credentials
 * and its signed-in session.
 */
export async function newStaff(
  _request: APIRequestContext | null,
  role: ConsoleRole,
  opts: { name?: string; enrol?: boolean; changePassword?: boolean } = {},
): Promise<NewStaff> {
  const invited = await inviteStaff(role, opts.name);
  const { email } = invited;
  const base = { id: invited.id, email, name: invited.name, role };
  const otp = invited.oneTimePassword;
  if (opts.enrol === false) {
    const a = await expectOk(
      consoleCall<{ csrf_token: string }>(null, 'POST', '/sign-in', { email, password: otp }),
      `sign-in ${email}`,
    );
    return {
      ...base,
      password: otp,
      totpSecret: '',
      recoveryCodes: [],
      cookie: a.cookie ?? '',
      csrf: a.body.csrf_token,
    };
  }
  const s = await signInApi(email, otp, null);
  let password = otp;
  if (opts.changePassword !== false) {
    password = `e2e ${role} password ${invited.id}-${Date.now().toString(36)}`;
    await expectOk(
      consoleCall(s, 'POST', '/password', { current_password: otp, new_password: password }),
      `password ${email}`,
    );
  }
  return {
    ...base,
    password,
    totpSecret: s.totpSecret,
    recoveryCodes: s.recoveryCodes,
    cookie: s.cookie,
    csrf: s.csrf,
  };
}

/**
 * Puts a signed-in session in the page's browser context, for the console host only (host-only, like the
 * server's). Chromium's DevTools refuse a Secure cookie for an http:// URL, so it is set for the https:// URL of
 * the same host: cookies ignore the scheme's port, and the browser sends a Secure cookie to http://*.localhost
 * (a potentially trustworthy origin) as it does the one the server set.
 */
export async function signInPage(page: Page, staff: ConsoleSession): Promise<void> {
  await page.context().addCookies([
    {
      name: CONSOLE_COOKIE,
      value: staff.cookie,
      url: `https://console.localhost:${CONSOLE_PORT}/`,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
}
