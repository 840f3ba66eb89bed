/**
 * `npx tsx infra/src/cli/prune.ts`: deletes expired sessions, old TAC codes and outbox rows, and idempotency
 * records older than 30 days (run it daily, e.g. from cron). Uses DATABASE_URL or the embedded data folder
 * (stop the server first when it runs on the embedded database: one process may open it at a time).
 */
import { loadConfig } from '../config';
import { openDb } from '../db/index';
import { pruneExpired } from '../api/domain/retention';

const config = loadConfig();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const deleted = await db.tx((q) => pruneExpired(q));
  console.info(
    Object.entries(deleted)
      .map(([table, n]) => `${table}: ${n} deleted`)
      .join('\n'),
  );
} finally {
  await db.close();
}
