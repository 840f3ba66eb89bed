import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders that never go into the shell's scripts. */
const SKIP_DIRS = new Set(['node_modules', 'dist', '.cache']);
/** Files that never go into them either: a test changed is not a new build. */
const SKIP_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** The build settings that change what the build writes (shared/build/index.ts). */
export const BUILD_ENV = ['NODE_ENV', 'NO_MINIFY', 'SOURCE_MAP', 'SITE_CONTRACT_VERSION'] as const;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!SKIP_DIRS.has(name)) out.push(...filesUnder(file));
    } else if (!SKIP_FILE.test(name)) out.push(file);
  }
  return out;
}

/**
 * The id of a build of these sources (SPEC §4: a page whose build id differs from builds/latest.json reloads on
 * its next navigation): a hash of every file under `inputs` (folders walked in name order, tests and build output
 * left out, each file by its path relative to `root` and its bytes) and of the build settings in `env`. The same
 * sources give the same id, so rebuilding the host with nothing changed — a release of the server or of a remote —
 * keeps `main.js` byte for byte: players keep their cached copy and running pages do not reload. A random id
 * changed `main.js` (≈ 55 KB brotli) on every build. Formatted like a UUID, as the ids before it.
 */
export function sourceBuildId(root: string, inputs: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = path.resolve(root, input);
    for (const file of statSync(full).isDirectory() ? filesUnder(full) : [full]) {
      hash.update(`${path.relative(root, file).split(path.sep).join('/')}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  const h = hash.digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** What the shell's scripts are built from: the host, the contract package, the locked dependencies. */
export const HOST_INPUTS = ['host', 'shared', 'package-lock.json'] as const;

/** This checkout's host build id. */
export const hostBuildId = (env: NodeJS.ProcessEnv = process.env) => sourceBuildId(ROOT, HOST_INPUTS, env);
