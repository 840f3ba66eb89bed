import { describe, expect, it, vi } from 'vitest';
import type { RemoteDescriptor, RemoteRoute } from '@site/shared';
import { QueryClient } from '@site/shared/query';
import { prefetchModule, startRoute } from './route-start';

const remote: RemoteDescriptor = {
  name: 'games',
  version: '1.0.0',
  entry: '/cdn/games/1.0.0/mf-manifest.json',
  contract: '^15.0.0',
  routes: [],
  exposes: ['./LobbyPage', './LobbyPrefetch'],
};
const lobby: RemoteRoute = {
  path: '/slots',
  module: './LobbyPage',
  auth: false,
  prefetch: './LobbyPrefetch',
};

describe('startRoute: a navigation starts the page module and its data together', () => {
  it('loads the page module and runs the prefetch module with the URL and the query cache', async () => {
    const queryClient = new QueryClient();
    const prefetch = vi.fn();
    const load = vi.fn(async (_remote: string, module: string) =>
      module === './LobbyPrefetch' ? (prefetch as never) : ((() => null) as never),
    );
    const url = new URL('http://casino1.localhost/slots?sort=new');
    startRoute(remote, lobby, url, queryClient, load);
    expect(load.mock.calls.map((c) => c[1]).sort()).toEqual(['./LobbyPage', './LobbyPrefetch']);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith({ url, queryClient }));
  });

  it('a route without a prefetch module, or naming one the remote does not expose, only loads the page', () => {
    const load = vi.fn(async () => (() => null) as never);
    startRoute(remote, { ...lobby, prefetch: undefined }, new URL('http://x/slots'), new QueryClient(), load);
    startRoute(remote, { ...lobby, prefetch: './Nope' }, new URL('http://x/slots'), new QueryClient(), load);
    expect(load.mock.calls.map((c) => (c as unknown[])[1])).toEqual(['./LobbyPage', './LobbyPage']);
    expect(prefetchModule({ ...lobby, prefetch: './Nope' }, remote)).toBeNull();
  });

  it('the modules of other remotes the route embeds start with the page module; one that fails stops nothing', async () => {
    const load = vi.fn(async (remoteName: string, _module: string) => {
      if (remoteName === 'offline') throw new Error('offline');
      return (() => null) as never;
    });
    const home: RemoteRoute = {
      path: '/',
      module: './HomePage',
      auth: false,
      embeds: [
        { remote: 'offline', module: './Gone' },
        { remote: 'games', module: './HotGames' },
      ],
    };
    expect(() =>
      startRoute({ ...remote, name: 'templates' }, home, new URL('http://x/'), new QueryClient(), load),
    ).not.toThrow();
    expect(load.mock.calls.map((c) => `${c[0]}/${c[1]}`)).toEqual([
      'templates/./HomePage',
      'offline/./Gone',
      'games/./HotGames',
    ]);
    await Promise.allSettled(load.mock.results.map((r) => r.value as Promise<unknown>));
  });

  it('the page carries the answers of all the route’s first calls: no prefetch module; one missing: it runs', () => {
    const home: RemoteRoute = {
      path: '/',
      module: './HomePage',
      auth: false,
      prefetch: './HomePrefetch',
      data: [{ call: '/api/content/promotions' }, { call: '/api/content/news' }],
    };
    const templates = { ...remote, name: 'templates', exposes: ['./HomePage', './HomePrefetch'] };
    const asked: string[][] = [];
    const load = vi.fn(async () => (() => null) as never);
    const carrying = (answered: string[]) => (paths: string[]) => {
      asked.push(paths);
      return paths.every((p) => answered.includes(p));
    };
    const all = carrying(['/api/content/promotions', '/api/content/news']);
    startRoute(templates, home, new URL('http://x/'), new QueryClient(), load, () => false, all);
    expect(asked[0]).toEqual(['/api/content/promotions', '/api/content/news']);
    expect(load.mock.calls.map((c) => (c as unknown[])[1])).toEqual(['./HomePage']);
    load.mockClear();
    const some = carrying(['/api/content/promotions']);
    startRoute(templates, home, new URL('http://x/'), new QueryClient(), load, () => false, some);
    expect(load.mock.calls.map((c) => (c as unknown[])[1]).sort()).toEqual(['./HomePage', './HomePrefetch']);
    // a URL with a query may name another view than the declared calls: its prefetch runs, answers carried or not
    load.mockClear();
    startRoute(templates, home, new URL('http://x/?sort=new'), new QueryClient(), load, () => false, all);
    expect(load.mock.calls.map((c) => (c as unknown[])[1]).sort()).toEqual(['./HomePage', './HomePrefetch']);
  });

  it('a prefetch that fails to load or throws neither throws nor stops the page module', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(async (_r: string, module: string) => {
      if (module === './LobbyPrefetch') throw new Error('offline');
      return (() => null) as never;
    });
    expect(() => startRoute(remote, lobby, new URL('http://x/slots'), new QueryClient(), load)).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(load.mock.calls.map((c) => c[1])).toContain('./LobbyPage');
    warn.mockRestore();
  });

  it('a guest going to a session-only route downloads nothing of it; a signed-in player gets its page module', () => {
    const account: RemoteRoute = { path: '/account', module: './AccountPage', auth: true };
    const load = vi.fn(async () => (() => null) as never);
    const url = new URL('http://x/account');
    startRoute(remote, account, url, new QueryClient(), load, () => false);
    expect(load).not.toHaveBeenCalled();
    startRoute(remote, account, url, new QueryClient(), load, () => true);
    expect(load.mock.calls.map((c) => (c as unknown[])[1])).toEqual(['./AccountPage']);
  });
});
