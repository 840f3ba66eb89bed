import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, type RemoteDescriptor } from '@site/shared';
import {
  answersAll,
  buildFilesFrom,
  criticalFiles,
  jsonForHtml,
  type BuildFiles,
} from '../src/http/critical-path';

/** Issue 16.1: the page carries the startup answer and preload hints for the first render's remotes. */

/** The page's preload links as one text, as the head carries them. */
const preloadHints = (...args: Parameters<typeof criticalFiles>) => criticalFiles(...args).hints.join('\n');

const remote = (name: string, paths: string[]): RemoteDescriptor => ({
  name,
  version: '1.0.0',
  entry: `/cdn/${name}/1.0.0/mf-manifest.json`,
  contract: `^${CONTRACT_VERSION}`,
  exposes: [],
  routes: paths.map((path) => ({ path, module: './Page', auth: false })),
  integrity: { 'integrity.json': 'sha384-a', 'mf-manifest.json': 'sha384-b', 'remoteEntry.js': 'sha384-c' },
});

describe('critical path in the HTML', () => {
  it('inlined JSON never closes its script element, whatever the operator typed', () => {
    const text = jsonForHtml({ site_name: '</script><script>alert(1)</script><!--', sep: '\u2028' });
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual({ site_name: '</script><script>alert(1)</script><!--', sep: '\u2028' });
  });

  it('hints name the templates remote and the route’s remote only, entry with its hash', () => {
    const hints = preloadHints(
      [remote('templates', ['/']), remote('games', ['/slots']), remote('wallet', ['/deposit'])],
      '/slots',
    );
    expect(hints).toContain('href="/cdn/templates/1.0.0/mf-manifest.json"');
    expect(hints).toContain('href="/cdn/games/1.0.0/integrity.json"');
    expect(hints).toContain(
      'as="script" crossorigin="anonymous" href="/cdn/games/1.0.0/remoteEntry.js" integrity="sha384-c"',
    );
    expect(hints).not.toContain('wallet');
  });

  it('the route’s page module and its prefetch module are hinted, each script with its hash; others not', () => {
    const games: RemoteDescriptor = {
      ...remote('games', ['/slots']),
      exposes: ['./LobbyPage', './LobbyPrefetch', './HotGames'],
      routes: [{ path: '/slots', module: './LobbyPage', auth: false, prefetch: './LobbyPrefetch' }],
    };
    const files = (): BuildFiles => ({
      exposes: {
        './LobbyPage': ['216.js', 'lobby.js', 'unhashed.js'],
        './LobbyPrefetch': ['prefetch.js', '216.js'],
        './HotGames': ['hot.js'],
      },
      integrity: {
        '216.js': 'sha384-v',
        'lobby.js': 'sha384-l',
        'prefetch.js': 'sha384-p',
        'hot.js': 'sha384-h',
      },
    });
    const hints = preloadHints([remote('templates', ['/']), games], '/slots', files);
    for (const [file, hash] of [
      ['216.js', 'sha384-v'],
      ['lobby.js', 'sha384-l'],
      ['prefetch.js', 'sha384-p'],
    ])
      expect(hints).toContain(
        `as="script" crossorigin="anonymous" href="/cdn/games/1.0.0/${file}" integrity="${hash}"`,
      );
    expect(hints.match(/216\.js/g)).toHaveLength(1);
    expect(hints).not.toContain('hot.js');
    expect(hints).not.toContain('unhashed.js');
    // the home page of the templates remote: its entry only (no module of another route)
    expect(preloadHints([remote('templates', ['/']), games], '/', files)).not.toContain('lobby.js');
  });

  it('the templates remote’s layout module is hinted on every page, once, beside the route’s module', () => {
    const templates: RemoteDescriptor = {
      ...remote('templates', ['/']),
      exposes: ['./Layout', './HomePage', './NewsPage'],
      routes: [
        { path: '/', module: './HomePage', auth: false },
        { path: '/news', module: './NewsPage', auth: false },
      ],
    };
    const games: RemoteDescriptor = {
      ...remote('games', ['/slots']),
      exposes: ['./LobbyPage'],
      routes: [{ path: '/slots', module: './LobbyPage', auth: false }],
    };
    const files = (r: RemoteDescriptor): BuildFiles =>
      r.name === 'templates'
        ? {
            exposes: {
              './Layout': ['common.js', 'layout.js'],
              './HomePage': ['common.js', 'home.js'],
              './NewsPage': ['news.js'],
            },
            integrity: {
              'common.js': 'sha384-c',
              'layout.js': 'sha384-y',
              'home.js': 'sha384-h',
              'news.js': 'sha384-n',
            },
          }
        : { exposes: { './LobbyPage': ['lobby.js'] }, integrity: { 'lobby.js': 'sha384-l' } };
    const home = preloadHints([templates, games], '/', files);
    expect(home).toContain('href="/cdn/templates/1.0.0/layout.js" integrity="sha384-y"');
    expect(home).toContain('href="/cdn/templates/1.0.0/home.js" integrity="sha384-h"');
    expect(home.match(/common\.js/g)).toHaveLength(1);
    expect(home).not.toContain('news.js');
    // another remote's route: the layout still, and that route's module
    const lobby = preloadHints([templates, games], '/slots', files);
    expect(lobby).toContain('href="/cdn/templates/1.0.0/layout.js"');
    expect(lobby).toContain('href="/cdn/games/1.0.0/lobby.js"');
    expect(lobby).not.toContain('home.js');
  });

  it('the prefetch module is not hinted when the page carries the answers of all the route’s first calls', () => {
    const home: RemoteDescriptor = {
      ...remote('templates', ['/']),
      exposes: ['./Layout', './HomePage', './HomePrefetch'],
      routes: [
        {
          path: '/',
          module: './HomePage',
          auth: false,
          prefetch: './HomePrefetch',
          data: [{ call: '/api/content/promotions' }, { call: '/api/content/news' }],
        },
      ],
    };
    const files = (): BuildFiles => ({
      exposes: { './Layout': ['layout.js'], './HomePage': ['home.js'], './HomePrefetch': ['prefetch.js'] },
      integrity: { 'layout.js': 'sha384-y', 'home.js': 'sha384-h', 'prefetch.js': 'sha384-p' },
    });
    expect(preloadHints([home], '/', files, { answered: true })).not.toContain('prefetch.js');
    expect(preloadHints([home], '/', files, { answered: true })).toContain('home.js');
    expect(preloadHints([home], '/', files)).toContain('prefetch.js');
    const promotions = { call: '/api/content/promotions' };
    expect(answersAll([home], '/', [promotions, { call: '/api/content/news' }])).toBe(true);
    // one call not carried (its answer failed): the shell runs the prefetch, so the page hints it
    expect(answersAll([home], '/', [promotions])).toBe(false);
    // a route with no first calls named has nothing carried to skip for
    expect(answersAll([home], '/slots', [promotions])).toBe(false);
    // a URL with a query may ask for another view than the declared calls: the prefetch is hinted and run
    const both = [promotions, { call: '/api/content/news' }];
    expect(answersAll([home], '/', both, '?sort=new')).toBe(false);
    expect(answersAll([home], '/', both, '?')).toBe(true);
  });

  it('a module of another remote the route embeds is hinted with that remote’s entry, on that route only', () => {
    const templates: RemoteDescriptor = {
      ...remote('templates', ['/']),
      exposes: ['./Layout', './HomePage', './NewsPage'],
      routes: [
        {
          path: '/',
          module: './HomePage',
          auth: false,
          embeds: [
            { remote: 'games', module: './HotGames' },
            { remote: 'nowhere', module: './Missing' },
          ],
        },
        { path: '/news', module: './NewsPage', auth: false },
      ],
    };
    const games: RemoteDescriptor = {
      ...remote('games', ['/slots']),
      exposes: ['./LobbyPage', './HotGames'],
      routes: [{ path: '/slots', module: './LobbyPage', auth: false }],
    };
    const files = (r: RemoteDescriptor): BuildFiles =>
      r.name === 'games'
        ? {
            exposes: { './LobbyPage': ['lobby.js'], './HotGames': ['hot.js'] },
            integrity: {
              'lobby.js': 'sha384-l',
              'hot.js': 'sha384-g',
              'messages-EN.0123abcd.js': 'sha384-e',
            },
          }
        : { exposes: {}, integrity: {} };
    const home = preloadHints([templates, games], '/', files, { languages: ['EN'] });
    expect(home).toContain('href="/cdn/games/1.0.0/integrity.json"');
    expect(home).toContain('href="/cdn/games/1.0.0/mf-manifest.json"');
    expect(home).toContain('href="/cdn/games/1.0.0/remoteEntry.js" integrity="sha384-c"');
    expect(home).toContain('href="/cdn/games/1.0.0/hot.js" integrity="sha384-g"');
    expect(home).toContain('href="/cdn/games/1.0.0/messages-EN.0123abcd.js" integrity="sha384-e"');
    expect(home).not.toContain('lobby.js');
    // a remote the site does not run is not hinted; another route of the templates remote embeds nothing
    expect(home).not.toContain('nowhere');
    // nor one the host will refuse (built for another contract)
    expect(
      preloadHints([templates, { ...games, contract: '^99.0.0' }], '/', files, { languages: ['EN'] }),
    ).not.toContain('/cdn/games/');
    expect(preloadHints([templates, games], '/news', files, { languages: ['EN'] })).not.toContain(
      '/cdn/games/',
    );
  });

  it('a hinted remote’s own message files of the page’s languages are hinted with its modules', () => {
    const templates: RemoteDescriptor = {
      ...remote('templates', ['/']),
      exposes: ['./Layout', './HomePage'],
      routes: [{ path: '/', module: './HomePage', auth: false }],
    };
    const files = (): BuildFiles => ({
      exposes: { './Layout': ['layout.js'], './HomePage': ['home.js'] },
      integrity: {
        'layout.js': 'sha384-y',
        'home.js': 'sha384-h',
        'messages-EN.0123abcd.js': 'sha384-e',
        'messages-CN.0123abcd.js': 'sha384-c',
        'messages-CN-security.0123abcd.js': 'sha384-s',
        'messages-PHP.0123abcd.js': 'sha384-p',
      },
    });
    const en = preloadHints([templates], '/', files, { languages: ['EN'] });
    expect(en).toContain('href="/cdn/templates/1.0.0/messages-EN.0123abcd.js" integrity="sha384-e"');
    expect(en).not.toMatch(/messages-(CN|PHP)/);
    const cn = preloadHints([templates], '/', files, { languages: ['CN', 'EN'] });
    for (const f of ['messages-CN.', 'messages-CN-security.', 'messages-EN.']) expect(cn).toContain(f);
    expect(cn).not.toContain('messages-PHP');
    // a remote that is not hinted gets no message hints either
    expect(
      preloadHints([templates, remote('games', ['/slots'])], '/', files, { languages: ['EN'] }),
    ).not.toContain('/cdn/games/1.0.0/messages');
  });

  it('the first render’s remotes’ manifests are carried as their text; their integrity lists are hinted', () => {
    const templates: RemoteDescriptor = {
      ...remote('templates', ['/']),
      entry: 'http://casino1.localhost/cdn/templates/1.0.0/mf-manifest.json',
      exposes: ['./Layout'],
    };
    const games = remote('games', ['/slots']);
    const manifest = (r: RemoteDescriptor) => `{"manifest":"${r.name}"}`;
    const { hints, inline } = criticalFiles(
      [templates, games, remote('wallet', ['/deposit'])],
      '/slots',
      (r) => (r.name === 'wallet' ? null : { exposes: {}, integrity: {}, manifest: manifest(r) }),
    );
    expect(inline).toEqual({
      'http://casino1.localhost/cdn/templates/1.0.0/mf-manifest.json': '{"manifest":"templates"}',
      '/cdn/games/1.0.0/mf-manifest.json': '{"manifest":"games"}',
    });
    const all = hints.join('\n');
    expect(all).not.toContain('mf-manifest.json');
    // the lists (hashes, which do not compress) download beside the shell: fetch preloads the loader's fetch reuses
    expect(all).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://casino1.localhost/cdn/templates/1.0.0/integrity.json" />',
    );
    expect(all).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/cdn/games/1.0.0/integrity.json" />',
    );
    // the entries are still scripts to preload, each with its hash
    expect(all).toContain('href="/cdn/games/1.0.0/remoteEntry.js" integrity="sha384-c"');
    // a build whose files cannot be read: its manifest is hinted too
    const unread = criticalFiles([templates, games], '/slots', (r) =>
      r.name === 'games' ? null : { exposes: {}, integrity: {}, manifest: manifest(r) },
    );
    expect(unread.hints.join('\n')).toContain('href="/cdn/games/1.0.0/mf-manifest.json"');
    expect(Object.keys(unread.inline)).toEqual([
      'http://casino1.localhost/cdn/templates/1.0.0/mf-manifest.json',
    ]);
  });

  it('reads a published build’s manifest and integrity list from the data folder, and nothing outside /cdn', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-data-'));
    const dir = path.join(dataDir, 'cdn/games/1.0.0');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ exposes: [{ name: 'LobbyPage', assets: { js: { sync: ['lobby.js', '../x.js'] } } }] }),
    );
    writeFileSync(path.join(dir, 'integrity.json'), JSON.stringify({ 'lobby.js': 'sha384-l' }));
    const read = buildFilesFrom(dataDir);
    const absolute = {
      ...remote('games', ['/slots']),
      entry: 'http://casino1.localhost/cdn/games/1.0.0/mf-manifest.json',
    };
    expect(read(absolute)).toMatchObject({
      exposes: { './LobbyPage': ['lobby.js'] },
      integrity: { 'lobby.js': 'sha384-l' },
    });
    // the manifest as published, byte for byte (the host checks its hash)
    expect(read(absolute)?.manifest).toEqual(
      JSON.stringify({
        exposes: [{ name: 'LobbyPage', assets: { js: { sync: ['lobby.js', '../x.js'] } } }],
      }),
    );
    expect(
      read({ ...remote('games', ['/slots']), version: '9.9.9', entry: '/cdn/../../etc/mf-manifest.json' }),
    ).toBeNull();
    // a build whose files are not there
    expect(
      read({ ...remote('games', ['/slots']), version: '2.0.0', entry: '/cdn/games/2.0.0/mf-manifest.json' }),
    ).toBeNull();
  });
});
