import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../src/index';
import { DatabaseLimitStore, LIMITS, limitStore } from '../src/security/rate-limit';
import { testApi, type TestApi } from './helpers';

/**
 * Issue 9.11: with RATE_LIMIT_STORE=database the limit counters live in the database, so several API nodes
 * behind a load balancer count as one. On PostgreSQL (DATABASE_URL) two platforms share one schema, as two
 * nodes would; on the embedded database the store is checked on its own.
 */
let t: TestApi;
beforeAll(async () => {
  t = await testApi({ rateLimitStore: 'database' });
});
afterAll(() => t?.close());

describe('rate-limit counters in the database', () => {
  it('the platform uses the database store when configured', () => {
    expect(limitStore(t.platform.db)).toBeInstanceOf(DatabaseLimitStore);
  });

  it('a burst of concurrent reservations passes exactly the limit, and the counts are rows', async () => {
    const store = new DatabaseLimitStore(t.platform.db);
    const limit = { max: 7, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        store.reserve([
          ['burst:a', limit],
          ['burst:b', limit],
        ]),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(7);
    const rows = await t.sql<{ key: string; count: number }>(
      "SELECT key, count FROM rate_counters WHERE key LIKE 'burst:%' ORDER BY key",
    );
    expect(rows.map((r) => [r.key, Number(r.count)])).toEqual([
      ['burst:a', 7],
      ['burst:b', 7],
    ]);
  });

  it('a refund gives the attempt back once, and only into the window it was counted in', async () => {
    const store = new DatabaseLimitStore(t.platform.db);
    const limit = { max: 1, windowMs: 60_000 };
    const first = await store.reserve([['refund:k', limit]]);
    expect(first).not.toBeNull();
    expect(await store.reserve([['refund:k', limit]])).toBeNull();
    await first!.refund();
    await first!.refund();
    const again = await store.reserve([['refund:k', limit]]);
    expect(again).not.toBeNull();
    // the window ends; a refund from the old window must not lower the new window's count
    await t.sql("UPDATE rate_counters SET reset_at = now() - interval '1 second' WHERE key = 'refund:k'");
    expect(await store.reserve([['refund:k', limit]])).not.toBeNull();
    await again!.refund();
    expect(await store.blocked('refund:k', limit)).toBe(true);
  });

  it('wrong passwords are limited per account through the shared counters', async () => {
    const player = await t.login();
    expect(player.auth).toBeTruthy();
    const answers: string[] = [];
    for (let i = 0; i < LIMITS.loginAccount.max + 2; i++)
      answers.push(
        (
          await t.call('/api/auth/login', {
            account_id: 'demo1',
            password: `wrong-${i}`,
            domain_name: 'localhost',
          })
        ).statusMessage,
      );
    expect(answers.slice(0, LIMITS.loginAccount.max).every((m) => m !== 'tooManyRequests')).toBe(true);
    expect(answers.slice(LIMITS.loginAccount.max)).toEqual(['tooManyRequests', 'tooManyRequests']);
    const [row] = await t.sql<{ count: number }>(
      "SELECT count FROM rate_counters WHERE key LIKE 'login:acct:%:demo1'",
    );
    expect(Number(row?.count)).toBe(LIMITS.loginAccount.max);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'two API nodes on one PostgreSQL database share the limit: failures spread over both are limited as one',
    async () => {
      const other: Platform = await createPlatform(
        { ...t.platform.config, dataDir: '', rateLimitStore: 'database' },
        { seed: false },
      );
      try {
        const nodes = [t.platform, other];
        const answers: string[] = [];
        for (let i = 0; i < LIMITS.loginAccount.max + 2; i++) {
          const res = await nodes[i % 2]!.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { account_id: 'demo2', password: `wrong-${i}`, domain_name: 'localhost' },
          });
          answers.push((res.json() as { statusMessage: string }).statusMessage);
        }
        expect(answers.filter((m) => m === 'tooManyRequests')).toHaveLength(2);
      } finally {
        await other.close();
      }
    },
  );
});
