import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createOwner } from '../src/console/staff';
import { checkTotp } from '../src/console/totp';
import { testApi, key, type TestApi } from './helpers';

/**
 * The operator console's first slice (issue 17 §1, §2, §6 money queue, §7): staff, TOTP sign-in, sessions,
 * CSRF, roles, the audit trail. Through the console's own Fastify instance (`platform.console`, inject).
 */
let t: TestApi;
let clock = Date.UTC(2026, 10, 26, 12, 0, 0);
const START = clock;
const UA = 'vitest console';

/** The code an authenticator app shows now for a base32 secret (otpauth's defaults: SHA-1, 30 s, 6 digits). */
const codeNow = (secret: string, at = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

interface Res<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** A browser of the console: keeps the session cookie and the CSRF token. */
class Browser {
  cookie = '';
  csrf = '';
  async req<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    opts: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { 'user-agent': UA, ...opts.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (method === 'POST' && opts.csrf !== false && this.csrf) headers['x-csrf-token'] = this.csrf;
    const res = await t.platform.console.inject({
      method,
      url: `/console/api${url}`,
      headers,
      ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    });
    if (res.statusCode >= 500) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const set = res.headers['set-cookie'];
    const line = Array.isArray(set) ? set[0] : set;
    if (line) this.cookie = line.split(';')[0]!.endsWith('=') ? '' : line.split(';')[0]!;
    const json = res.json() as T & { csrf_token?: string };
    if (json && typeof json === 'object' && 'csrf_token' in json && json.csrf_token)
      this.csrf = json.csrf_token;
    return { status: res.statusCode, body: json, headers: res.headers };
  }
  get<T = Record<string, unknown>>(url: string) {
    return this.req<T>('GET', url);
  }
  post<T = Record<string, unknown>>(url: string, body?: unknown, opts?: { csrf?: boolean }) {
    return this.req<T>('POST', url, body, opts);
  }
}

const NEW_PASSWORD = 'correct horse battery staple 17';
/** Each staff member's TOTP secret and recovery codes, as their phone and their drawer hold them. */
const secrets = new Map<string, { secret: string; recovery: string[] }>();

/** The first sign-in of a new staff member: password, TOTP enrolment, a new password. */
async function firstSignIn(email: string, password: string): Promise<Browser> {
  const b = new Browser();
  const s = await b.post('/sign-in', { email, password });
  expect(s.status).toBe(200);
  expect(s.body.next).toBe('enrol');
  // before enrolment nothing else is open
  expect((await b.get('/payments')).body.error).toBe('secondFactorRequired');
  const e = await b.post<{ otpauth_uri: string; qr_svg: string; secret: string }>('/totp/enrol');
  expect(e.status).toBe(200);
  expect(e.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+.*period=30/);
  expect(e.body.qr_svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+".*<path d="M/);
  const c = await b.post<{ recovery_codes: string[]; must_change_password: boolean }>('/totp/confirm', {
    code: codeNow(e.body.secret),
  });
  expect(c.status).toBe(200);
  expect(c.body.recovery_codes).toHaveLength(10);
  expect(new Set(c.body.recovery_codes).size).toBe(10);
  expect(c.body.must_change_password).toBe(true);
  secrets.set(email, { secret: e.body.secret, recovery: c.body.recovery_codes });
  // the one-time password must go before anything else
  expect((await b.get('/payments')).body.error).toBe('passwordChangeRequired');
  const p = await b.post('/password', { current_password: password, new_password: NEW_PASSWORD });
  expect(p.status).toBe(200);
  return b;
}

/** A later sign-in: password, then the code of the next 30-second step (a code is never accepted twice). */
async function signIn(email: string): Promise<Browser> {
  clock += 30_000;
  const b = new Browser();
  const s = await b.post('/sign-in', { email, password: NEW_PASSWORD });
  expect(s.body.next).toBe('totp');
  const f = await b.post('/sign-in/second-factor', { code: codeNow(secrets.get(email)!.secret) });
  expect(f.status).toBe(200);
  return b;
}

let owner: Browser;
let ownerId = 0;

beforeAll(async () => {
  t = await testApi({ now: () => clock });
});
afterAll(async () => t.close());

describe('operator console', () => {
  it('TOTP matches RFC 6238 (SHA-1 test vectors, 6 digits, ±1 step)', () => {
    const secret = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
    // RFC 6238 Appendix B: T = 59 s → 94287082, T = 1111111109 → 07081804, T = 1234567890 → 89005924
    expect(checkTotp(secret, '287082', 59_000)).toBe(1);
    expect(checkTotp(secret, '081804', 1_111_111_109_000)).toBe(37_037_036);
    expect(checkTotp(secret, '005924', 1_234_567_890_000)).toBe(41_152_263);
    // one step late is accepted, two are not
    expect(checkTotp(secret, '287082', 59_000 + 30_000)).toBe(1);
    expect(checkTotp(secret, '287082', 59_000 + 61_000)).toBeNull();
    expect(checkTotp(secret, '28708', 59_000)).toBeNull();
  });

  it('create-owner prints a one-time password, audited as cli; a second owner is refused', async () => {
    const made = await createOwner(
      t.platform.db,
      { email: 'Owner@Example.com', name: 'Ada Owner' },
      'cli:tester',
    );
    expect(made.password.length).toBeGreaterThanOrEqual(20);
    expect(made.staff).toMatchObject({
      email: 'owner@example.com',
      role: 'owner',
      must_change_password: true,
    });
    ownerId = made.staff.id;
    const [row] = await t.sql<{ actor_kind: string; actor: string; action: string; after: unknown }>(
      "SELECT * FROM console_audit WHERE action = 'staff.create_owner'",
    );
    expect(row).toMatchObject({ actor_kind: 'cli', actor: 'cli:tester', action: 'staff.create_owner' });
    expect(row?.after).toMatchObject({ email: 'owner@example.com', role: 'owner' });
    await expect(createOwner(t.platform.db, { email: 'x@example.com', name: 'X' }, 'cli:t')).rejects.toThrow(
      'ownerExists',
    );
    // the hash is argon2id, never the password
    const [s] = await t.sql<{ password_hash: string }>(
      'SELECT password_hash FROM console_staff WHERE id = $1',
      [ownerId],
    );
    expect(s?.password_hash).toMatch(/^\$argon2id\$/);

    // first sign-in: wrong password refused; then password → enrol (wrong code refused) → new password
    expect(
      (await new Browser().post('/sign-in', { email: 'owner@example.com', password: 'nope' })).status,
    ).toBe(401);
    const b = new Browser();
    await b.post('/sign-in', { email: 'owner@example.com', password: made.password });
    const e = await b.post<{ secret: string }>('/totp/enrol');
    const wrong = String((Number(codeNow(e.body.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await b.post('/totp/confirm', { code: wrong })).body.error).toBe('invalidCode');
    owner = await firstSignIn('owner@example.com', made.password);
    const me = await owner.get<{ role: string; permissions: string[]; stage: string }>('/me');
    expect(me.body).toMatchObject({
      role: 'owner',
      stage: 'full',
      must_change_password: false,
      totp_enabled: true,
    });
    expect(me.body.permissions).toContain('payments.decide');
    // the TOTP secret is stored sealed and never answered again
    const [sealed] = await t.sql<{ totp_secret: string }>(
      'SELECT totp_secret FROM console_staff WHERE id = $1',
      [ownerId],
    );
    expect(sealed?.totp_secret).toMatch(/^v1\./);
    expect(sealed?.totp_secret).not.toContain(secrets.get('owner@example.com')!.secret);
    expect(JSON.stringify(me.body)).not.toContain(secrets.get('owner@example.com')!.secret);
  });

  it('the session cookie is HttpOnly, Secure, SameSite=Strict, host-only; answers carry the console headers', async () => {
    const b = new Browser();
    const s = await b.post('/sign-in', { email: 'owner@example.com', password: NEW_PASSWORD });
    const cookie = String(s.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-console=[\w-]{43};/);
    for (const flag of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']) expect(cookie).toContain(flag);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(s.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(s.headers['x-frame-options']).toBe('DENY');
    expect(s.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.platform.console.inject({
      method: 'OPTIONS',
      url: '/console/api/payments',
      headers: { origin: 'http://slot2.localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // a change sent from a page of another origin is refused before anything else
    const foreign = await owner.req('POST', '/staff', {}, { headers: { origin: 'http://localhost:8080' } });
    expect(foreign.body.error).toBe('foreignOrigin');
    // the player site's server does not serve the console API at all
    const player = await t.platform.app.inject({ method: 'GET', url: '/console/api/me' });
    expect(player.body).not.toContain('signInRequired');
    expect(String(player.headers['set-cookie'] ?? '')).not.toContain('console');
  });

  it('sign-in with password + TOTP; a wrong or reused code and a reused recovery code are refused', async () => {
    const email = 'owner@example.com';
    const { secret, recovery } = secrets.get(email)!;
    clock += 30_000;
    const b = new Browser();
    expect((await b.post('/sign-in', { email, password: NEW_PASSWORD })).body.next).toBe('totp');
    const right = codeNow(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await b.post('/sign-in/second-factor', { code: wrong })).body.error).toBe('invalidCode');
    expect((await b.get('/staff')).body.error).toBe('secondFactorRequired');
    expect((await b.post('/sign-in/second-factor', { code: right })).status).toBe(200);
    expect((await b.get('/staff')).status).toBe(200);
    // the same code again (same 30-second step) signs nobody in
    const c = new Browser();
    await c.post('/sign-in', { email, password: NEW_PASSWORD });
    expect((await c.post('/sign-in/second-factor', { code: right })).body.error).toBe('invalidCode');
    // a recovery code works once
    const r1 = await c.post<{ recovery_codes_left: number }>('/sign-in/second-factor', {
      recovery_code: recovery[0],
    });
    expect(r1.status).toBe(200);
    expect(r1.body.recovery_codes_left).toBe(9);
    const d = new Browser();
    await d.post('/sign-in', { email, password: NEW_PASSWORD });
    expect((await d.post('/sign-in/second-factor', { recovery_code: recovery[0] })).body.error).toBe(
      'invalidCode',
    );
    expect(
      (await d.post('/sign-in/second-factor', { recovery_code: recovery[1]!.toUpperCase() })).status,
    ).toBe(200);
    // the upgrade rotated the session token: the password-stage cookie is gone
    const audit = await t.sql<{ after: { method: string } }>(
      "SELECT after FROM console_audit WHERE action = 'console.sign_in' AND staff_id = $1 ORDER BY id",
      [ownerId],
    );
    expect(audit.map((a) => a.after.method)).toEqual(
      expect.arrayContaining(['totp', 'recovery_code', 'recovery_code']),
    );
  });

  it('a session ends after 30 idle minutes', async () => {
    const b = await signIn('owner@example.com');
    clock += 29 * 60_000;
    expect((await b.get('/me')).status).toBe(200);
    clock += 29 * 60_000;
    expect((await b.get('/me')).status).toBe(200);
    clock += 30 * 60_000 + 1;
    const gone = await b.get('/me');
    expect(gone.status).toBe(401);
    expect(gone.body.error).toBe('signInRequired');
    owner = await signIn('owner@example.com');
  });

  it('every change needs the CSRF header of its session', async () => {
    const missing = await owner.post(
      '/staff',
      { email: 'x@example.com', name: 'X', role: 'support' },
      { csrf: false },
    );
    expect(missing.status).toBe(403);
    expect(missing.body.error).toBe('csrfTokenMissing');
    const other = await signIn('owner@example.com');
    const foreign = await owner.req(
      'POST',
      '/staff',
      { email: 'x@example.com', name: 'X', role: 'support' },
      { csrf: false, headers: { 'x-csrf-token': other.csrf } },
    );
    expect(foreign.body.error).toBe('csrfTokenMissing');
    expect(await t.sql("SELECT id FROM console_staff WHERE email = 'x@example.com'")).toHaveLength(0);
  });

  let cashier: Browser;
  let support: Browser;
  let supportId = 0;

  it('the owner invites staff; nobody changes their own role; a disabled member is refused', async () => {
    const invite = async (email: string, role: string) => {
      const r = await owner.post<{ staff: { id: number; role: string }; one_time_password: string }>(
        '/staff',
        {
          email,
          name: role,
          role,
        },
      );
      expect(r.status).toBe(200);
      expect(r.body.staff.role).toBe(role);
      return r.body;
    };
    const c = await invite('cashier@example.com', 'cashier');
    const s = await invite('support@example.com', 'support');
    supportId = s.staff.id;
    cashier = await firstSignIn('cashier@example.com', c.one_time_password);
    support = await firstSignIn('support@example.com', s.one_time_password);
    expect(
      (await owner.post('/staff', { email: 'cashier@example.com', name: 'Again', role: 'owner' })).status,
    ).toBe(409);
    // nobody changes their own role, and only staff.manage changes anyone's
    expect((await owner.post(`/staff/${ownerId}/role`, { role: 'support' })).body.error).toBe(
      'notOnYourself',
    );
    expect((await cashier.post(`/staff/${c.staff.id}/role`, { role: 'owner' })).body.error).toBe(
      'permissionDenied',
    );
    const role = await owner.post(`/staff/${c.staff.id}/role`, { role: 'support' });
    expect(role.body.role).toBe('support');
    await owner.post(`/staff/${c.staff.id}/role`, { role: 'cashier' });
    const rows = await t.sql<{ before: unknown; after: unknown; actor: string; role: string }>(
      "SELECT * FROM console_audit WHERE action = 'staff.role' ORDER BY id",
    );
    expect(rows[0]).toMatchObject({
      actor: 'owner@example.com',
      role: 'owner',
      before: { role: 'cashier' },
      after: { role: 'support' },
    });
  });

  it('the money queue: support cannot approve a withdrawal; a cashier can, the ledger moves once, audited', async () => {
    await t.sql(`UPDATE sites SET turnover_multiplier = 0 WHERE domain_name = 'localhost'`);
    const me = await t.login('lucky88', 'localhost', 'Demo#2026');
    const [bank] = await t.sql<{ id: number }>(
      `SELECT b.id FROM bank_accounts b JOIN players p ON p.id = b.player_id WHERE p.account_id = 'lucky88' AND b.removed_at IS NULL`,
    );
    const w = await t.call<{ request_id: number }>('/api/wallet/withdraw', {
      ...me,
      amount: 10_000,
      bank_account_id: bank?.id,
      idempotency_key: key(),
    });
    expect(w.statusCode).toBe(1);
    const requestId = w.value.request_id;

    type Queue = { items: { request_id: number; kind: string; created_at: string; domain_name: string }[] };
    const queue = await support.get<Queue>('/payments?kind=withdrawal&site=localhost');
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((i) => i.request_id)).toContain(requestId);
    expect(queue.body.items.every((i) => i.kind === 'withdrawal' && i.domain_name === 'localhost')).toBe(
      true,
    );
    const times = queue.body.items.map((i) => i.created_at);
    expect([...times].sort()).toEqual(times); // oldest first
    expect(
      (await support.get<Queue>('/payments?kind=deposit')).body.items.every((i) => i.kind === 'deposit'),
    ).toBe(true);

    const ledger = () =>
      t.sql('SELECT id FROM ledger WHERE ref = $1 AND kind = $2', [`pay:${requestId}`, 'settle']);
    const denied = await support.post(`/payments/${requestId}/approve`);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permissionDenied');
    expect(await ledger()).toHaveLength(0);

    const [before] = await t.sql<{ balance: number; held: number }>(
      "SELECT balance, held FROM wallets w JOIN players p ON p.id = w.player_id WHERE p.account_id = 'lucky88'",
    );
    const ok = await cashier.post(`/payments/${requestId}/approve`);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('approved');
    const again = await cashier.post(`/payments/${requestId}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('alreadyDecided');
    expect(await ledger()).toHaveLength(1);
    const [after] = await t.sql<{ balance: number; held: number }>(
      "SELECT balance, held FROM wallets w JOIN players p ON p.id = w.player_id WHERE p.account_id = 'lucky88'",
    );
    expect(after).toEqual({ balance: before!.balance, held: before!.held - 10_000 });

    const [row] = await t.sql<{
      actor: string;
      role: string;
      ip: string;
      user_agent: string;
      target: string;
      before: { status: string };
      after: { status: string };
    }>("SELECT * FROM console_audit WHERE action = 'payments.approve'");
    expect(row).toMatchObject({
      actor: 'cashier@example.com',
      role: 'cashier',
      user_agent: UA,
      target: `payment:${requestId}`,
      before: { status: 'pending', kind: 'withdrawal', amount: 10_000 },
      after: { status: 'approved', kind: 'withdrawal', amount: 10_000 },
    });
    expect(row?.ip).toBeTruthy();

    // reject needs a reason; the reason is in the audit row
    const w2 = await t.call<{ request_id: number }>('/api/wallet/withdraw', {
      ...me,
      amount: 10_000,
      bank_account_id: bank?.id,
      idempotency_key: key(),
    });
    expect(w2.statusCode).toBe(1);
    expect((await cashier.post(`/payments/${w2.value.request_id}/reject`, {})).status).toBe(400);
    const rej = await cashier.post(`/payments/${w2.value.request_id}/reject`, { reason: 'name mismatch' });
    expect(rej.body).toMatchObject({ status: 'rejected', reason: 'name mismatch' });
    const [r2] = await t.sql<{ after: { reason: string; status: string } }>(
      "SELECT after FROM console_audit WHERE action = 'payments.reject'",
    );
    expect(r2?.after).toMatchObject({ status: 'rejected', reason: 'name mismatch' });
  });

  it('a disabled staff member is signed out and cannot sign in', async () => {
    const d = await owner.post<{ disabled_at: string }>(`/staff/${supportId}/disable`);
    expect(d.status).toBe(200);
    expect(d.body.disabled_at).toBeTruthy();
    expect((await support.get('/me')).status).toBe(401);
    const again = await new Browser().post('/sign-in', {
      email: 'support@example.com',
      password: NEW_PASSWORD,
    });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('invalidCredentials');
    expect(await t.sql('SELECT * FROM console_sessions WHERE staff_id = $1', [supportId])).toHaveLength(0);
    expect((await owner.post(`/staff/${ownerId}/disable`)).body.error).toBe('notOnYourself');
  });

  it('sign-in is rate limited per email', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await new Browser().post('/sign-in', { email: 'cashier@example.com', password: 'wrong' })).status,
      ).toBe(401);
    const limited = await new Browser().post('/sign-in', {
      email: 'cashier@example.com',
      password: NEW_PASSWORD,
    });
    expect(limited.status).toBe(429);
    expect(t.securityLog.lines('console.sign_in_failed').length).toBeGreaterThanOrEqual(5);
  });

  it('the audit trail is append-only and readable by the owner only', async () => {
    await expect(t.sql("UPDATE console_audit SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(t.sql('DELETE FROM console_audit')).rejects.toThrow(/append-only/);
    await expect(t.sql('TRUNCATE console_audit')).rejects.toThrow(/append-only/);
    const list = await owner.get<{ items: { action: string }[]; total: number }>(
      '/audit?action=payments.approve',
    );
    expect(list.body.total).toBe(1);
    expect((await cashier.get('/audit')).body.error).toBe('permissionDenied');
    expect(clock).toBeGreaterThan(START);
  });
});
