import path from 'node:path';
import { findRemotes, ROOT } from './remotes.js';

export { ROOT };
/** Every remote of the repository, from `remotes/*\/package.json` (see remotes.js). */
export const REMOTE_FOLDERS = findRemotes();
export const REMOTES = REMOTE_FOLDERS.map((r) => r.name);
export const APPS = [{ name: 'host', dir: path.join(ROOT, 'host') }, ...REMOTE_FOLDERS];
