/**
 * Builds the house provider's game clients (infra/src/provider/house/client): one small browser bundle per game
 * plus their stylesheet, into infra/dist/house, served by the house server at /provider/house/assets/.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps';

export const HOUSE_CLIENT_DIR = path.join(ROOT, 'infra/src/provider/house/client');
export const HOUSE_DIST = path.join(ROOT, 'infra/dist/house');

export async function buildHouseClients(): Promise<void> {
  const started = Date.now();
  mkdirSync(HOUSE_DIST, { recursive: true });
  await build({
    entryPoints: ['slot', 'hash', 'crash', 'verify'].map((g) => path.join(HOUSE_CLIENT_DIR, `${g}.ts`)),
    outdir: HOUSE_DIST,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
  });
  copyFileSync(path.join(HOUSE_CLIENT_DIR, 'house.css'), path.join(HOUSE_DIST, 'house.css'));
  console.info(`built house game clients in ${Date.now() - started} ms`);
}
