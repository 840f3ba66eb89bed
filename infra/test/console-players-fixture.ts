import { afterAll, beforeAll, beforeEach } from 'vitest';
import { CONSOLE_PREFIX } from '../src/console/server';
import { COOKIE, csrfToken, openSession } from '../src/console/sessions';
import { ROLES, type Role } from '../src/console/roles';
import { hashPassword } from '../src/security/passwords';
import { limiter } from '../src/security/rate-limit';
import { testApi, type TestApi } from './helpers';

/**
 * The setting of the console's players and bets tests (console-players.test.ts: search, detail, status, inbox;
 * console-player-money.test.ts: bonus, bet settlement): a test API with one staff member per role, a console
 * request as a role, a player of its own, the wallet's balance and the console audit rows.
 */
export const PASSWORD = 'Player#2026x';

interface Res<T> {
  status: number;
  body: T;
}

/** Registers the file's setup (beforeAll / afterAll / beforeEach) and answers its helpers. */
export function playersConsole() {
  let t: TestApi;
  let passwordHash = '';
  let seq = 0;
  const staff = new Map<Role, number>();

  /** A console request as a staff member of `role` (a fresh full session each time). */
  async function as<T = Record<string, unknown>>(
    role: Role,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ): Promise<Res<T>> {
    const { token } = await openSession(t.platform.db, staff.get(role)!, 'full', Date.now(), {
      ip: '127.0.0.1',
      userAgent: 'vitest players',
    });
    const res = await t.platform.console.inject({
      method,
      url: CONSOLE_PREFIX + url,
      headers: {
        cookie: `${COOKIE}=${token}`,
        'x-csrf-token': csrfToken(token),
        'user-agent': 'vitest players',
      },
      ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    });
    if (res.statusCode >= 500) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { status: res.statusCode, body: res.json() as T };
  }

  /** A player of its own on localhost (so no test shares one), signed in through the player API. */
  async function newPlayer(phone = `0917${String(1_000_000 + seq).slice(-7)}`) {
    const account_id = `cp${Date.now().toString(36)}${seq++}`;
    const [row] = await t.sql<{ id: number }>(
      `INSERT INTO players (site_id, account_id, password_hash, full_name, contact_phone)
       VALUES ((SELECT id FROM sites WHERE domain_name = 'localhost'), $1, $2, 'Test Player', $3) RETURNING id`,
      [account_id, passwordHash, phone],
    );
    const id = Number(row!.id);
    await t.sql('INSERT INTO wallets (player_id) VALUES ($1)', [id]);
    const session = await t.login(account_id, 'localhost', PASSWORD);
    return { id, account_id, phone, session };
  }

  const balanceOf = async (playerId: number) =>
    Number(
      (await t.sql<{ balance: number }>('SELECT balance FROM wallets WHERE player_id = $1', [playerId]))[0]!
        .balance,
    );

  const auditRows = (action: string, target: string) =>
    t.sql<{ actor: string; role: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      'SELECT * FROM console_audit WHERE action = $1 AND target = $2 ORDER BY id',
      [action, target],
    );

  beforeAll(async () => {
    t = await testApi();
    passwordHash = await hashPassword(PASSWORD);
    for (const role of ROLES) {
      const [row] = await t.sql<{ id: number }>(
        `INSERT INTO console_staff (email, name, role, password_hash, must_change_password, totp_enabled_at, created_by)
         VALUES ($1, $2, $3, 'not-a-hash', false, now(), 'test') RETURNING id`,
        [`${role}@players.example`, role, role],
      );
      staff.set(role, Number(row!.id));
    }
  });
  afterAll(async () => t.close());
  beforeEach(() => limiter.reset());

  return {
    /** the test API (set in beforeAll) */
    get t() {
      return t;
    },
    as,
    newPlayer,
    balanceOf,
    auditRows,
  };
}
