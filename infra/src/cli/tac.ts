/**
 * `npm run tac -- <account_id> [--site <domain>]`: prints the latest TAC code sent to an account (from the
 * notifier outbox), for development and support. The code goes to stdout alone; details go to stderr.
 *
 * With DATABASE_URL it reads the database. With the embedded database it asks the running server first
 * (POST /api/operator/tac with ADMIN_TOKEN, refused in production mode) because only one process may open the
 * PGlite data folder; when no server answers it opens the data folder itself.
 */
import { loadConfig } from '../config';
import { openDb } from '../db/index';
import { DataDirLocked } from '../db/lock';
import { latestCode, type SentCode } from '../api/domain/outbox';
import { findSite } from '../api/site';

function usage(): never {
  console.error('usage: npm run tac -- <account_id> [--site <domain>]');
  process.exit(2);
}

const args = process.argv.slice(2);
const siteAt = args.indexOf('--site');
const domain = siteAt >= 0 ? args[siteAt + 1] : undefined;
if (siteAt >= 0 && !domain) usage();
const accountId = args.filter((_, i) => siteAt < 0 || (i !== siteAt && i !== siteAt + 1))[0];
if (!accountId) usage();

const config = loadConfig();

async function fromServer(): Promise<SentCode | null | 'no-server'> {
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/operator/tac`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': config.adminToken ?? '' },
      body: JSON.stringify({ account_id: accountId, ...(domain ? { domain_name: domain } : {}) }),
      signal: AbortSignal.timeout(3000),
    });
    const answer = (await res.json()) as {
      statusCode: number;
      statusMessage: string;
      value: SentCode | null;
    };
    if (answer.statusCode === 1) return answer.value;
    if (answer.statusMessage === 'notFound') return null;
    console.error(
      `The server refused (${answer.statusMessage}). Stop it or use DATABASE_URL, then run again.`,
    );
    process.exit(1);
  } catch {
    return 'no-server';
  }
}

async function fromDatabase(): Promise<SentCode | null> {
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch(
    (e: unknown) => {
      if (!(e instanceof DataDirLocked)) throw e;
      console.error(e.message);
      process.exit(1);
    },
  );
  try {
    const siteId = domain ? ((await findSite(db, domain))?.id ?? -1) : null;
    return await latestCode(db, accountId!, siteId);
  } finally {
    await db.close();
  }
}

let found = config.databaseUrl ? await fromDatabase() : await fromServer();
if (found === 'no-server') found = await fromDatabase();
if (!found) {
  console.error(`No code was sent to ${accountId}${domain ? ` on ${domain}` : ''}.`);
  process.exit(1);
}
console.info(found.code);
console.error(
  `${found.purpose} code for ${accountId} on ${found.domain_name}, sent to ${found.destination} at ${found.created_at}`,
);
