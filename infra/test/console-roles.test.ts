import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PREFIX } from '../src/console/server';
import { ROUTES } from '../src/console/routes';
import { can, MATRIX, PERMISSIONS, ROLES, type Permission, type Role } from '../src/console/roles';
import { COOKIE, csrfToken, openSession } from '../src/console/sessions';
import { ROOT } from '../src/config';
import { testApi, type TestApi } from './helpers';

/**
 * Roles as data (issue 17 §2): every console route declares its access, and every role is tried on every
 * route — a role is refused `permissionDenied` exactly where the matrix says it lacks the permission.
 */
let t: TestApi;
const staffIds = new Map<Role, number>();

/** A fresh full session of the role's staff member (a route such as sign-out ends the one it is given). */
async function sessionOf(role: Role): Promise<{ cookie: string; csrf: string }> {
  const { token } = await openSession(t.platform.db, staffIds.get(role)!, 'full', Date.now(), {
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return { cookie: `${COOKIE}=${token}`, csrf: csrfToken(token) };
}

beforeAll(async () => {
  t = await testApi();
  for (const role of ROLES) {
    const [row] = await t.sql<{ id: number }>(
      `INSERT INTO console_staff (email, name, role, password_hash, must_change_password, totp_enabled_at, created_by)
       VALUES ($1, $2, $3, 'not-a-hash', false, now(), 'test') RETURNING id`,
      [`${role}@example.com`, role, role],
    );
    staffIds.set(role, Number(row!.id));
  }
});
afterAll(async () => t.close());

const isPermission = (x: string): x is Permission => (PERMISSIONS as readonly string[]).includes(x);

describe('console roles', () => {
  it('every route declares a known access; the matrix names known permissions; the owner holds all', () => {
    for (const r of ROUTES)
      expect(['public', 'pending', 'signed_in'].includes(r.access) || isPermission(r.access), r.path).toBe(
        true,
      );
    for (const role of ROLES) for (const p of MATRIX[role]) expect(isPermission(p)).toBe(true);
    expect([...MATRIX.owner].sort()).toEqual([...PERMISSIONS].sort());
    expect(can('owner', 'payments.decide')).toBe(true);
    expect(can('support', 'payments.decide')).toBe(false);
    expect(can('nobody', 'payments.view')).toBe(false);
  });

  it('walks the matrix: each role on each route is refused exactly when it lacks the permission', async () => {
    for (const r of ROUTES) {
      if (r.access === 'public') continue;
      for (const role of ROLES) {
        const s = await sessionOf(role);
        const res = await t.platform.console.inject({
          method: r.method,
          url: CONSOLE_PREFIX + r.path.replace(':id', '999999'),
          headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
          ...(r.method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${role} ${r.method} ${r.path}: ${res.body}`).toBeLessThan(500);
        const denied =
          res.statusCode === 403 && (res.json() as { error: string }).error === 'permissionDenied';
        const allowed = !isPermission(r.access) || can(role, r.access);
        expect(denied, `${role} ${r.method} ${r.path}: ${res.body}`).toBe(!allowed);
      }
    }
  });

  it('docs/operations.md shows the same matrix', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    for (const p of PERMISSIONS) {
      const line = doc.split('\n').find((l) => l.startsWith(`| \`${p}\``));
      expect(line, p).toBeDefined();
      const cells = line!
        .split('|')
        .slice(2, 2 + ROLES.length)
        .map((c) => c.trim() === '✓');
      expect(cells, p).toEqual(ROLES.map((role) => can(role, p)));
    }
  });
});

describe('console listener', () => {
  it('createPlatform serves the console on a port of its own (CONSOLE_PORT)', async () => {
    const own = await testApi({ console: { port: 0, host: '127.0.0.1', key: null } });
    try {
      const address = own.platform.console.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect(port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${port}${CONSOLE_PREFIX}/me`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'signInRequired', detail: '' });
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await own.close();
    }
  });
});
