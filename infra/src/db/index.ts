import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './lock';

export type Row = Record<string, unknown>;

/** One SQL interface over embedded PGlite and a PostgreSQL server: the same SQL runs on both. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}
export interface Db extends Queryable {
  /** Runs `fn` in a transaction (READ COMMITTED; use SELECT … FOR UPDATE for money). */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball (`template` of openDb loads it). */
  snapshot?(): Promise<Blob>;
}

export async function openDb(opts: {
  dataDir: string | null;
  databaseUrl: string | null;
  /** PGlite in memory only: start from this snapshot (a migrated, seeded template) instead of an empty cluster. */
  template?: Blob;
}): Promise<Db> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    pg.types.setTypeParser(20, (v) => Number(v)); // bigint → number (minor units fit in 2^53)
    pg.types.setTypeParser(1700, (v) => Number(v));
    pg.types.setTypeParser(1082, (v) => v); // date → 'YYYY-MM-DD' (no time zone shift)
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    return {
      kind: 'postgres',
      async query<T>(sql: string, params: unknown[] = []) {
        return (await pool.query(sql, params)).rows as T[];
      },
      async tx(fn) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const out = await fn({
            query: async <T>(sql: string, params: unknown[] = []) =>
              (await client.query(sql, params)).rows as T[],
          });
          await client.query('COMMIT');
          return out;
        } catch (e) {
          await client.query('ROLLBACK').catch(() => {});
          throw e;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  // One process per data folder (see lock.ts); throws DataDirLocked when another process holds it.
  let unlock = () => {};
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
  }
  let db: InstanceType<typeof PGlite>;
  try {
    db = await PGlite.create(opts.dataDir || undefined, {
      ...(opts.template && !opts.dataDir && { loadDataDir: opts.template }),
      parsers: {
        [types.INT8]: (v: string) => Number(v),
        [types.NUMERIC]: (v: string) => Number(v),
        [types.DATE]: (v: string) => v,
      },
    });
  } catch (e) {
    unlock();
    throw e;
  }
  // PGlite is one connection: serialise transactions so concurrent requests cannot interleave inside one.
  let chain: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const run = chain.then(() =>
        db.transaction((t) =>
          fn({
            query: async <R>(sql: string, params: unknown[] = []) => (await t.query<R>(sql, params)).rows,
          }),
        ),
      );
      chain = run.catch(() => {});
      return run;
    },
    snapshot: () => db.dumpDataDir('none'),
    async close() {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Applies every migrations/NNN_*.sql not yet applied, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const dir = path.join(import.meta.dirname, 'migrations');
  const applied: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    await db.tx(async (q) => {
      for (const stmt of splitSql(sql)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Splits a migration on semicolons at line ends (no functions with bodies in our migrations). */
function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
