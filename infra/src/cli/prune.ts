/**
 * `npm run prune`: deletes expired sessions, old TAC codes and outbox rows, idempotency records older than
 * 30 days and sign-ins older than 90 days (run it daily, e.g. from cron). With the embedded database it asks the running server
 * (POST /api/admin/prune with ADMIN_TOKEN) because only one process may open the data folder; with no server
 * it opens the folder itself, and refuses with a clear message when another process holds it.
 */
import { pruneExpired } from '../api/domain/retention';
import { adminCall, config, die, withDb } from './operator';

const viaApi = config.databaseUrl ? null : await adminCall<Record<string, number>>('/api/admin/prune', {});
if (viaApi && viaApi.statusCode !== 1)
  die(`the server refused: ${viaApi.statusMessage} ${viaApi.statusDetail}`);
const deleted = viaApi ? viaApi.value : await withDb((db) => db.tx((q) => pruneExpired(q)));
console.info(
  Object.entries(deleted)
    .map(([table, n]) => `${table}: ${n} deleted`)
    .join('\n'),
);
