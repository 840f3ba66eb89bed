/** The site as the end-to-end tests see it: a fresh embedded database, every remote published, on E2E port. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createPlatform, publishRemote } from '../infra/src/index';
import type { Db } from '../infra/src/db/index';
import { consoleKey } from '../infra/src/console/routes';
import { createStaff } from '../infra/src/console/staff';
import { sealSecret } from '../infra/src/console/totp';
import type { Config } from '../infra/src/config';
import { hashPassword } from '../infra/src/security/passwords';
import { findRemotes } from '../scripts/remotes.js';
import { e2eOwner, E2E_OWNERS, E2E_OWNER_PASSWORD } from './console-owners';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(ROOT, 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// The test runner is the site's "proxy": each player a test creates (helpers.ts newPlayer) comes from an address of
// its own in X-Forwarded-For, so per-address sign-up limits see many players, as in production, not one runner.
process.env.TRUSTED_PROXIES ??= '127.0.0.1';
// The simulated sportsbook feed runs as in `npm start` (live matches, moving prices, automatic settlement).
process.env.SPORTS_FEED ??= 'on';
// Kept-alive connections wait longer than any test (5 min, against the 5 s default). Playwright's API client
// (`page.request`, `request`) keeps its sockets with no idle timer of its own and ignores the server's
// `Keep-Alive: timeout=5` hint, so a call made after a 5 s pause could be sent on a socket the server was closing at
// that moment: ECONNRESET, "socket hang up" (CI, templates-matrix, 2026-11-27). Browsers retry such a request on a
// fresh connection; the test client does not. The production default and its reasons: docs/operations.md, Timeouts.
process.env.KEEP_ALIVE_TIMEOUT_MS ??= '300000';
const port = Number(process.env.PORT ?? 8099);
// The operator console on a listener of its own (docs/console.md), opened by the tests at
// http://console.localhost:<port>: another host than the player sites, so no cookie is shared (cookies ignore ports).
const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? port + 200);
const platform = await createPlatform({
  dataDir,
  databaseUrl: null,
  port,
  console: { port: consolePort, host: '127.0.0.1', key: null },
});
// A test clock for the API's time rules (reality check, cooling-off, exclusions read `nowOf(config)`), per request:
// a request carrying `x-e2e-clock-offset: <ms>` (a page given it with setExtraHTTPHeaders) sees the API's clock
// that far ahead; every other request, and so every other test running beside it, sees the real clock. Only this
// e2e server has it; the production server has no such header.
const clockOffset = new AsyncLocalStorage<number>();
platform.config.now = () => Date.now() + (clockOffset.getStore() ?? 0);
platform.app.addHook('onRequest', (req, _reply, done) => {
  const offset = Number(req.headers['x-e2e-clock-offset'] ?? 0);
  clockOffset.run(Number.isFinite(offset) ? offset : 0, done);
});
// Past days for money tests (the statement across days): the ledger is dated by the database's clock, so a test
// moves rows it made into the past. `{ account_id, domain_name, at }` moves every ledger row, payment request and
// bet of that player to `at`; `{ request_id, created_at, decided_at }` moves one payment request and its ledger
// rows (the hold at created_at, the credit, release or settle at decided_at). Only this e2e server has it, behind
// the admin token.
platform.app.post('/e2e/backdate', async (req, reply) => {
  if (req.headers['x-admin-token'] !== platform.config.adminToken) return reply.code(403).send({ ok: false });
  const b = req.body as Record<string, string | number>;
  const db = platform.db;
  if (b.account_id) {
    const [p] = await db.query<{ id: number }>(
      'SELECT p.id FROM players p JOIN sites s ON s.id = p.site_id WHERE p.account_id = $1 AND s.domain_name = $2',
      [b.account_id, b.domain_name],
    );
    if (!p) return reply.code(404).send({ ok: false });
    await db.query('UPDATE ledger SET created_at = $2 WHERE player_id = $1', [p.id, b.at]);
    await db.query(
      'UPDATE payment_requests SET created_at = $2, decided_at = CASE WHEN decided_at IS NULL THEN NULL ELSE $2::timestamptz END WHERE player_id = $1',
      [p.id, b.at],
    );
    await db.query(
      'UPDATE bets SET placed_at = $2, settled_at = CASE WHEN settled_at IS NULL THEN NULL ELSE $2::timestamptz END WHERE player_id = $1',
      [p.id, b.at],
    );
  } else {
    await db.query('UPDATE payment_requests SET created_at = $2, decided_at = $3 WHERE id = $1', [
      b.request_id,
      b.created_at,
      b.decided_at,
    ]);
    await db.query(
      `UPDATE ledger SET created_at = CASE WHEN kind = 'withdrawal_hold' THEN $2::timestamptz ELSE $3::timestamptz END
        WHERE ref = 'pay:' || $1`,
      [b.request_id, b.created_at, b.decided_at],
    );
  }
  return { ok: true };
});
// Every remote of the repository (remotes/*/package.json) but those E2E_SKIP_REMOTES names (a test's own server
// leaves one out so a fixture remote can claim its route); fixture remotes are published by the tests using them.
const skip = new Set((process.env.E2E_SKIP_REMOTES ?? '').split(',').filter(Boolean));
for (const r of findRemotes())
  if (!skip.has(r.name)) await publishRemote(platform.db, dataDir, r.dir, { force: true });
await seedConsoleOwners(platform.db, platform.config);
await platform.app.listen({ port: platform.config.port, host: '127.0.0.1' });
console.log(`e2e site on ${platform.config.tls ? 'https' : 'http'}://localhost:${platform.config.port}`);
console.log(`e2e operator console on http://console.localhost:${consolePort}`);

/**
 * One owner per Playwright worker (e2e/console-owners.ts): created as the create-owner CLI does (createStaff,
 * audited), then — only here, in this test server — given the known password and an enrolled TOTP secret
 * (sealed with the console key like an enrolment), so each worker can sign in without the browser flow.
 */
async function seedConsoleOwners(db: Db, config: Config) {
  const hash = await hashPassword(E2E_OWNER_PASSWORD);
  for (let n = 0; n < E2E_OWNERS; n++) {
    const owner = e2eOwner(n);
    const { staff } = await createStaff(
      db,
      { email: owner.email, name: owner.name, role: 'owner' },
      { kind: 'cli', staffId: null, name: 'cli:e2e-server', role: '', ip: '', userAgent: 'e2e server' },
      'staff.create_owner',
    );
    await db.query(
      `UPDATE console_staff SET password_hash = $2, must_change_password = false, totp_secret = $3,
              totp_enabled_at = now() WHERE id = $1`,
      [staff.id, hash, sealSecret(owner.totpSecret, consoleKey(config))],
    );
  }
}
