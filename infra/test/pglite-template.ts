import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDb } from '../src/db/index';
import { seed } from '../src/db/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite database as a tarball file ('' on PostgreSQL): testApi starts from it. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: builds the embedded database once per run (initdb, migrations, demo data: ~5 s) and hands
 * its snapshot to every test file, which loads it in about a second instead (infra/test/helpers.ts testApi).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const db = await openDb({ dataDir: null, databaseUrl: null });
  await migrate(db);
  await seed(db);
  const blob = await db.snapshot!();
  await db.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
