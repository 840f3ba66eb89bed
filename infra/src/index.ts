import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { DatabaseLimitStore, setLimitStore } from './security/rate-limit';
import { migrate, openDb, type Db } from './db/index';
import { seed } from './db/seed/index';
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
  opts: { seed?: boolean } = {},
): Promise<Platform> {
  const config = { ...loadConfig(), ...overrides };
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(db);
  if (opts.seed ?? true) await seed(db);
  await registerProvider(db, HOUSE_PROVIDER, 'House games', config.houseProviderSecret);
  if (config.rateLimitStore === 'database') setLimitStore(db, new DatabaseLimitStore(db));
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
