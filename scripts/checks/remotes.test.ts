/** The one list of remotes is derived from the folders: a new folder is a new remote, nothing else names it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRemotes } from '../remotes.js';
import { REMOTES } from '../apps';

const work = mkdtempSync(path.join(tmpdir(), 'remotes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function folder(name: string, pkg: object | null) {
  mkdirSync(path.join(work, name), { recursive: true });
  if (pkg) writeFileSync(path.join(work, name, 'package.json'), JSON.stringify(pkg));
}

describe('remotes as data', () => {
  it("the repository's remotes are its remotes/* folders", () => {
    expect(REMOTES).toEqual(['account', 'games', 'sportsbook', 'templates', 'wallet']);
  });

  it('a folder with @site/<name> and a site block is a remote; other folders are skipped', () => {
    folder('zeta', { name: '@site/zeta', version: '1.0.0', site: { contract: '^1.0.0', routes: [] } });
    folder('alpha', { name: '@site/alpha', version: '1.0.0', site: { contract: '^1.0.0', routes: [] } });
    folder('notes', null);
    folder('tool', { name: '@site/tool', version: '1.0.0' });
    expect(findRemotes(work).map((r) => [r.name, r.dir])).toEqual([
      ['alpha', path.join(work, 'alpha')],
      ['zeta', path.join(work, 'zeta')],
    ]);
  });

  it('a remote whose package name does not match its folder is an error, not a silent skip', () => {
    folder('beta', { name: '@site/gamma', version: '1.0.0', site: { contract: '^1.0.0', routes: [] } });
    expect(() => findRemotes(work)).toThrow(/must be named @site\/beta/);
  });

  it('no remotes folder: no remotes', () => expect(findRemotes(path.join(work, 'nope'))).toEqual([]));
});
