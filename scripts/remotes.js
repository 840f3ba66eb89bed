// The one list of remotes: every folder `remotes/<name>/` whose package.json is `@site/<name>` with a `site`
// block. Scripts (build, start), the lint rule, e2e, bench and the checks all read it from here, so a team adds
// a remote by adding its folder — nothing else names it. Plain JS so the ESLint rule can use it too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Remotes found under `dir` (default `<root>/remotes`), sorted by name. A folder that is no remote is skipped. */
export function findRemotes(dir = path.join(ROOT, 'remotes')) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    const file = path.join(folder, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (!pkg.site) continue;
    if (pkg.name !== `@site/${entry.name}`)
      throw new Error(`${file}: a remote in folder ${entry.name} must be named @site/${entry.name}`);
    out.push({ name: entry.name, dir: folder, packageName: pkg.name });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
