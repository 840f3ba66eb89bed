import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { DatabaseLimitStore, setLimitStore } from './security/rate-limit';
import { migrate, openDb, type Db } from './db/index';
import { seed } from './db/seed/index';
import { precompress } from './http/static';
import { buildServer } from './http/server';
import { HOUSE_PROVIDER, registerProvider } from './provider/wallet/providers';

export interface Platform {
  app: FastifyInstance;
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
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export { loadConfig, type Config } from './config';
export { openDb, migrate, type Db } from './db/index';
export { publishRemote, enabledRemotes } from './registry/index';
