import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@site/shared/query';
import { LOBBY_ROUTES, type RemoteRoute } from '@site/shared';
import type * as Shared from '@site/shared';
import prefetchLobby from './LobbyPrefetch';

const SITE = { domain_name: 'casino.test', external_id: 'site-1' };
const asked: { call: string; body: Record<string, unknown> }[] = [];

vi.mock('@site/shared', async (original) => ({
  ...(await original<typeof Shared>()),
  siteRef: () => SITE,
  callValue: vi.fn(async (call: string, body: Record<string, unknown>) => {
    asked.push({ call, body });
    return call === '/api/product/providers' ? [] : { items: [], total: 0, page: 1, page_size: 24 };
  }),
}));

const routes = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    site: { routes: RemoteRoute[] };
  }
).site.routes;

/** The calls (path and body, the site's reference left out) the lobby's prefetch makes for `url`. */
async function callsOf(url: string) {
  asked.length = 0;
  prefetchLobby({ url: new URL(url, 'https://casino.test'), queryClient: new QueryClient() });
  await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0));
  await new Promise((r) => setTimeout(r, 0));
  return asked.map(({ call, body }) => {
    const { domain_name, external_id, ...rest } = body;
    expect({ domain_name, external_id }).toEqual(SITE);
    return { call, with: rest };
  });
}

describe("a lobby route's data: the first calls its page makes, whose answers the page can carry (issue 16)", () => {
  it.each(LOBBY_ROUTES.map((r) => [r.path, r.category]))(
    '%s declares exactly the calls and bodies its plain lobby asks for',
    async (path) => {
      const route = routes.find((r) => r.path === path);
      expect(route?.data).toBeDefined();
      const sorted = <T extends { call: string }>(list: T[]) =>
        [...list].sort((a, b) => a.call.localeCompare(b.call));
      expect(sorted(route!.data!)).toEqual(sorted(await callsOf(path)));
    },
  );

  it("a lobby's view in the URL asks for another body than the declared one (its answer is not carried)", async () => {
    const declared = routes.find((r) => r.path === '/slots')!.data!;
    const games = (await callsOf('/slots?sort=new')).find((c) => c.call === '/api/product/games');
    expect(games?.with).toMatchObject({ sort: 'new' });
    expect(declared).not.toContainEqual(games);
  });
});
