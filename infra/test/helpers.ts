import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Envelope, SportEvent } from '@site/shared';
import type { Config } from '../src/config';
import { createPlatform, type Platform } from '../src/index';
import { limiter } from '../src/security/rate-limit';
import { setSecurityLogDestination } from '../src/security/security-log';
import { DEMO_PLAYER } from '../src/db/seed/index';

export const ADMIN_TOKEN = 'test-admin-token';
export { DEMO_PLAYER };

export interface TestApi {
  platform: Platform;
  /** POSTs a body to an API path; fails the test on HTTP 5xx or a non-envelope answer. */
  call<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Envelope<T>>;
  admin<T = unknown>(path: string, body?: unknown): Promise<Envelope<T>>;
  /** Signs in (demo1 on localhost by default) and returns the account_id + auth pair. */
  login(account?: string, domain?: string, password?: string): Promise<{ account_id: string; auth: string }>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The security log lines written since the platform started (or since `securityLog.clear()`). */
  securityLog: { lines(event?: string): SecurityLine[]; clear(): void };
  /** A selection of the server's open markets (`/api/sportsbook/events`) to bet on, with its current odds. */
  selection(
    betType: string,
    homeAway?: 1 | 2 | 3,
    event?: number,
  ): Promise<{ selection_id: number; odds: number }>;
  close(): Promise<void>;
}

export interface SecurityLine {
  log: 'security';
  event: string;
  level: string;
  time: string;
  [field: string]: unknown;
}

/**
 * A platform on a fresh database: embedded PGlite in memory, or, when DATABASE_URL is set, a schema of its own
 * on that server (search_path), dropped afterwards, so the suite can run twice and files run in parallel.
 */
export async function testApi(overrides: Partial<Config> = {}): Promise<TestApi> {
  const base = process.env.DATABASE_URL || null;
  let databaseUrl: string | null = null;
  let dropSchema = async () => {};
  if (base) {
    const { default: pg } = await import('pg');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  }
  // on PGlite, the run's migrated and seeded template (pglite-template.ts) instead of initdb + migrations + seed
  const templateFile = databaseUrl ? '' : inject('pgliteTemplate');
  const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  const platform = await createPlatform(
    {
      dataDir: '',
      databaseUrl,
      production: false,
      adminToken: ADMIN_TOKEN,
      ...overrides,
    },
    { template },
  );
  limiter.reset();
  const security: SecurityLine[] = [];
  setSecurityLogDestination({
    write: (line: string) => void security.push(JSON.parse(line) as SecurityLine),
  });

  async function call<T>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const res = await platform.app.inject({ method: 'POST', url: path, payload: body as object, headers });
    if (res.statusCode >= 500) throw new Error(`${path}: HTTP ${res.statusCode} ${res.body}`);
    const json = res.json() as Envelope<T>;
    if (typeof json?.statusCode !== 'number' || typeof json.statusMessage !== 'string' || !('value' in json))
      throw new Error(`${path}: not an envelope: ${res.body}`);
    return json;
  }

  return {
    platform,
    call,
    admin: (path, body) => call(path, body, { 'x-admin-token': ADMIN_TOKEN }),
    async login(account = DEMO_PLAYER.account_id, domain = 'localhost', password = DEMO_PLAYER.password) {
      const a = await call<{ token: string }>('/api/auth/login', {
        account_id: account,
        password,
        domain_name: domain,
      });
      if (a.statusCode !== 1)
        throw new Error(`login ${account}@${domain}: ${a.statusMessage} ${a.statusDetail}`);
      return { account_id: account, auth: a.value.token };
    },
    sql: (text, params) => platform.db.query(text, params),
    securityLog: {
      lines: (event) => security.filter((l) => !event || l.event === event),
      clear: () => void security.splice(0),
    },
    async selection(betType, homeAway = 1, event = 0) {
      const events = await call<SportEvent[]>('/api/sportsbook/events', { limit: 100 });
      const withType = events.value.filter((e) => e.markets.some((m) => m.bet_type === betType));
      const found = withType[event]?.markets
        .find((m) => m.bet_type === betType)
        ?.selections.find((x) => x.home_away === homeAway);
      if (!found) throw new Error(`no open ${betType} selection ${homeAway} in event ${event}`);
      return { selection_id: found.selection_id, odds: found.odds };
    },
    async close() {
      await platform.close();
      await dropSchema();
    },
  };
}

export const key = () => `k-${randomBytes(9).toString('base64url')}`;
