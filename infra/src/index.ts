import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseLimitStore, setLimitStore } from './security/rate-limit';
import { migrate, openDb, type Db } from './db/index';
import { seed } from './db/seed/index';
import { precompress } from './http/static';
import { buildServer } from './http/server';
import { buildConsole } from './console/server';
import { HOUSE_PROVIDER, registerProvider } from './provider/wallet/providers';

export interface Platform {
  app: FastifyInstance;
  /** The operator console's API (infra/src/console): listening on `config.console.port` when set. */
  console: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** Opens the database (embedded PGlite or DATABASE_URL), migrates, seeds demo data when empty, builds the server. */
export async function createPlatform(
  overrides: Partial<Config> = {},
  /** `template`: a snapshot of a migrated, seeded embedded database to start from (the test suite's, one per run). */
  opts: { seed?: boolean; template?: Blob } = {},
): Promise<Platform> {
  const config = { ...loadConfig(), ...overrides };
  if (config.console.port !== null && config.production && !config.console.key)
    throw new ConfigError(
      'CONSOLE_KEY is required in production when CONSOLE_PORT is set (it encrypts TOTP secrets)',
    );
  // a template applies to an in-memory embedded database only
  const template = config.dataDir || config.databaseUrl ? undefined : opts.template;
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, template });
  await migrate(db);
  if ((opts.seed ?? true) && !template) await seed(db);
  await registerProvider(db, HOUSE_PROVIDER, 'House games', config.houseProviderSecret);
  if (config.rateLimitStore === 'database') setLimitStore(db, new DatabaseLimitStore(db));
  // the host's build is served as files: its brotli and gzip copies are written once here, not per request
  precompress(config.hostDist);
  const app = await buildServer(db, config);
  // The operator console: a listener of its own, so it is another origin than every player site (issue 17 §1).
  const consoleApp = await buildConsole(db, config);
  if (config.console.port !== null)
    await consoleApp.listen({ port: config.console.port, host: config.console.host });
  return {
    app,
    console: consoleApp,
    db,
    config,
    async close() {
      await consoleApp.close();
      await app.close();
      await db.close();
    },
  };
}

export { ConfigError, loadConfig, type Config } from './config';
export { openDb, migrate, type Db } from './db/index';
export { publishRemote, enabledRemotes } from './registry/index';
