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

  it('a route may name the public calls of its first render (issue 16); a malformed one is refused', () => {
    const home = { path: '/', module: './HomePage', auth: false };
    const data = [
      { call: '/api/content/promotions' },
      { call: '/api/product/get_hot_games', with: { game_type: '' } },
    ];
    expect(parseRemotePackage(pkg([{ ...home, data }]), 'x').site.routes[0]?.data).toEqual(data);
    expect(() =>
      parseRemotePackage(pkg([{ ...home, data: [{ call: 'https://evil.example/x' }] }]), 'x'),
    ).toThrow('a call path, e.g. /api/content/promotions');
    expect(() =>
      parseRemotePackage(
        pkg([{ ...home, data: [{ call: '/api/content/news', with: { 'a-b': '1' } }] }]),
        'x',
      ),
    ).toThrow(/site\.routes\.0\.data\.0\.with/);
    expect(() =>
      parseRemotePackage(
        pkg([{ ...home, data: Array.from({ length: 9 }, () => ({ call: '/api/content/news' })) }]),
        'x',
      ),
    ).toThrow(/site\.routes\.0\.data/);
  });

  it("a call's body fields may be numbers (a lobby's page size), never objects or values beyond finite numbers", () => {
    const lobby = { path: '/slots', module: './LobbyPage', auth: false };
    const data = [{ call: '/api/product/games', with: { category: 'slot_game', page: 1, page_size: 24 } }];
    expect(parseRemotePackage(pkg([{ ...lobby, data }]), 'x').site.routes[0]?.data).toEqual(data);
    for (const bad of [{ page: { $gt: 1 } }, { page: [1] }, { page: true }, { page: 1e12 }])
      expect(() =>
        parseRemotePackage(pkg([{ ...lobby, data: [{ call: '/api/product/games', with: bad }] }]), 'x'),
      ).toThrow(/site\.routes\.0\.data\.0\.with\.page/);
  });
});
