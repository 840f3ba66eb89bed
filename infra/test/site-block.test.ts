import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRemotes } from '../../scripts/remotes.js';
import { parseRemotePackage } from '../src/registry/site-block';
const pkg = (routes: unknown[]) => ({ name: '@site/games', version: '1.0.0', site: { routes } });

describe("a remote's routes as the registry accepts them", () => {
  it('every remote of the repository publishes as it is', () => {
    const remotes = findRemotes();
    expect(remotes.length).toBeGreaterThanOrEqual(5);
    for (const { name, dir } of remotes) {
      const json: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      expect(parseRemotePackage(json, name).name).toBe(name);
    }
  });

  it('a route may embed modules of other remotes (issue 16); a malformed embed is refused with the reason', () => {
    const home = { path: '/', module: './HomePage', auth: false };
    const ok = parseRemotePackage(
      pkg([{ ...home, embeds: [{ remote: 'games', module: './HotGames' }] }]),
      'x',
    );
    expect(ok.site.routes[0]?.embeds).toEqual([{ remote: 'games', module: './HotGames' }]);
    expect(() =>
      parseRemotePackage(pkg([{ ...home, embeds: [{ remote: 'Games!', module: './HotGames' }] }]), 'x'),
    ).toThrow(/site\.routes\.0\.embeds\.0\.remote/);
    expect(() =>
      parseRemotePackage(pkg([{ ...home, embeds: [{ remote: 'games', module: 'HotGames' }] }]), 'x'),
    ).toThrow('an exposed module, e.g. ./HotGames');
    expect(() =>
      parseRemotePackage(
        pkg([{ ...home, embeds: [{ remote: 'games', module: './HotGames', eager: true }] }]),
        'x',
      ),
    ).toThrow(/not a publishable remote/);
  });
});
