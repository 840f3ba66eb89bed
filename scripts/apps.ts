import path from 'node:path';
import { findRemotes, ROOT } from './remotes.js';

export { ROOT };
/** Every remote of the repository, from `remotes/*\/package.json` (see remotes.js). */
export const REMOTE_FOLDERS = findRemotes();
export const REMOTES = REMOTE_FOLDERS.map((r) => r.name);
export const APPS = [{ name: 'host', dir: path.join(ROOT, 'host') }, ...REMOTE_FOLDERS];
/** The operator console's web app (infra/console: a plain Rspack app, not a remote; docs/console.md). */
export const CONSOLE_APP = { name: 'console', dir: path.join(ROOT, 'infra/console') };
