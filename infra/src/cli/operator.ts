/**
 * How the operator CLIs reach the registry: through the admin API of a running server (PORT, ADMIN_TOKEN),
 * or — when none answers — straight to the database (the embedded PGlite data folder can only be opened by
 * one process at a time, so a running server must be asked instead).
 */
import { userInfo } from 'node:os';
import { loadConfig } from '../config';
import { migrate, openDb, type Db } from '../db/index';
import { DataDirLocked } from '../db/lock';

export const config = loadConfig();
/** Who runs the CLI, for the operator audit trail (issue 9 §10). */
export const cliActor = `cli:${process.env.SITE_ACTOR ?? userInfo().username}`;
const base = process.env.SITE_API ?? `http://127.0.0.1:${config.port}`;

export async function adminCall<T>(
  path: string,
  body: unknown,
): Promise<{ statusCode: number; statusMessage: string; statusDetail: string; value: T } | null> {
  try {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-admin-token': config.adminToken ?? '',
        'x-admin-actor': cliActor,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return (await res.json()) as {
      statusCode: number;
      statusMessage: string;
      statusDetail: string;
      value: T;
    };
  } catch {
    return null; // no server: fall back to the database
  }
}

/** Opens the database itself; when another process holds the embedded data folder, exits with why. */
export async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((e: unknown) =>
    e instanceof DataDirLocked ? die(e.message) : Promise.reject(e),
  );
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

export function die(message: string): never {
  console.error(message);
  process.exit(1);
}
