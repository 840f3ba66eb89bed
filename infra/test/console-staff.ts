import { randomBytes } from 'node:crypto';
import { CONSOLE_PREFIX } from '../src/console/server';
import type { Role } from '../src/console/roles';
import { COOKIE, csrfToken, openSession } from '../src/console/sessions';
import type { TestApi } from './helpers';

/** A console answer: HTTP status and JSON body. */
export interface ConsoleRes<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A signed-in staff member of a role, calling the console API (its cookie and CSRF token). */
export interface StaffClient {
  email: string;
  staffId: number;
  get<T = Record<string, unknown>>(path: string, query?: Record<string, string>): Promise<ConsoleRes<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<ConsoleRes<T>>;
}

/**
 * A staff member of `role` with a full session (two-factor done, password changed), straight in the database:
 * sign-in itself is console.test's subject; these tests are about what a role may do once signed in.
 */
export async function staffClient(t: TestApi, role: Role): Promise<StaffClient> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await t.sql<{ id: number }>(
    `INSERT INTO console_staff (email, name, role, password_hash, must_change_password, totp_enabled_at, created_by)
     VALUES ($1, $2, $3, 'not-a-hash', false, now(), 'test') RETURNING id`,
    [email, role, role],
  );
  const staffId = Number(row!.id);
  const { token } = await openSession(t.platform.db, staffId, 'full', Date.now(), {
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  const headers = { cookie: `${COOKIE}=${token}`, 'x-csrf-token': csrfToken(token), 'user-agent': 'vitest' };
  async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ConsoleRes<T>> {
    const res = await t.platform.console.inject({
      method,
      url: CONSOLE_PREFIX + path,
      headers,
      ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    });
    if (res.statusCode >= 500) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return { status: res.statusCode, body: res.json() as T };
  }
  return {
    email,
    staffId,
    get: (path, query) => send('GET', query ? `${path}?${new URLSearchParams(query)}` : path),
    post: (path, body) => send('POST', path, body),
  };
}

/** The console audit rows of an action and target, oldest first. */
export async function auditRows(t: TestApi, action: string, target: string) {
  return t.sql<{ actor: string; role: string; before: unknown; after: unknown }>(
    'SELECT actor, role, before, after FROM console_audit WHERE action = $1 AND target = $2 ORDER BY id',
    [action, target],
  );
}
