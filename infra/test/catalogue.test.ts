import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueGame,
  FavItem,
  LaunchValue,
  Paged,
  ProviderEntry,
  RecentGame,
  Bet,
} from '@site/shared';
import { testApi, type TestApi } from './helpers';

let t: TestApi;
let demo: { account_id: string; auth: string };
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
});
afterAll(() => t?.close());

const site = { domain_name: 'localhost', external_id: 'localhost' };

describe('games and sportsbook', () => {
  it('hot games: by game type or category, at most 15', async () => {
    const all = await t.call<CatalogueGame[]>('/api/product/get_hot_games', { ...site, game_type: '' });
    expect(all.value.length).toBe(15);
    const slots = await t.call<CatalogueGame[]>('/api/product/get_hot_games', {
      ...site,
      game_type: 'SLOTS',
    });
    expect(slots.value.every((g) => g.game_type === 'SLOTS')).toBe(true);
    const live = await t.call<CatalogueGame[]>('/api/product/get_hot_games', {
      ...site,
      game_type: 'casino',
    });
    expect(live.value.length).toBeGreaterThan(0);
    expect(Object.keys(live.value[0]!)).toEqual(
      expect.arrayContaining(['provider_code', 'game_code', 'game_name', 'game_type', 'game_image']),
    );
  });

  it('catalogue: paged, by category, provider and search', async () => {
    const page = await t.call<Paged<CatalogueGame>>('/api/product/games', {
      ...site,
      category: 'slot_game',
      page: 2,
      page_size: 10,
    });
    expect(page.value).toMatchObject({ total: 161, page: 2, page_size: 10 });
    expect(page.value.items).toHaveLength(10);
    expect(page.value.items[0]!.game_image).toMatch(/^\/art\/games\/.+\.svg$/);
    const jili = await t.call<Paged<CatalogueGame>>('/api/product/games', {
      ...site,
      provider_code: 'jili',
      page_size: 100,
    });
    expect(jili.value.items.every((g) => g.provider_code === 'JILI')).toBe(true);
    const search = await t.call<Paged<CatalogueGame>>('/api/product/games', { ...site, search: 'dragon' });
    expect(search.value.items.every((g) => /dragon/i.test(g.game_name))).toBe(true);
    const pct = await t.call<Paged<CatalogueGame>>('/api/product/games', { ...site, search: '%' });
    expect(pct.value.total).toBe(0);
  });

  it('catalogue sorts: popular (default), new first, A–Z', async () => {
    const body = { ...site, category: 'slot_game', page_size: 100 };
    const byName = await t.call<Paged<CatalogueGame>>('/api/product/games', { ...body, sort: 'name' });
    const names = byName.value.items.map((g) => g.game_name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const fresh = await t.call<Paged<CatalogueGame>>('/api/product/games', { ...body, sort: 'new' });
    const flags = fresh.value.items.map((g) => g.is_new);
    expect(flags[0]).toBe(true);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false)).every((f) => !f)).toBe(true);
    const bad = await t.call('/api/product/games', { ...body, sort: 'price' });
    expect(bad.statusMessage).toBe('invalidInput');
  });

  it('providers per category with counts', async () => {
    const p = await t.call<ProviderEntry[]>('/api/product/providers', { ...site, category: 'casino' });
    expect(p.value.map((x) => x.provider_code).sort()).toEqual(['EVO', 'PPLAYLIVE', 'SEXY']);
    expect(p.value.reduce((n, x) => n + x.count, 0)).toBe(40);
  });

  it('launch records a house game as recently played; other providers are not available here', async () => {
    const l = await t.call<LaunchValue>('/api/product/launch', { ...demo, game_code: 'HOUSE-SLOT-001' });
    expect(l.statusCode).toBe(1);
    expect(l.value.popup).toBe(false);
    expect(l.value.url).toBe(`/provider/house/play/slot#token=${l.value.game_token}`);
    expect(l.value.game_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const r = await t.call<RecentGame[]>('/api/product/recent', demo);
    expect(r.value[0]!.game_code).toBe('HOUSE-SLOT-001');
    const evo = await t.call('/api/product/launch', { ...demo, game_code: 'EVOPLAY-SLOT_GAME-004' });
    expect(evo.statusMessage).toBe('gameUnavailable');
    // every house game has a client: the crash game launches into its own
    const crash = await t.call<LaunchValue>('/api/product/launch', { ...demo, game_code: 'HOUSE-CRASH-001' });
    expect(crash.statusCode).toBe(1);
    expect(crash.value.url).toBe(`/provider/house/play/crash#token=${crash.value.game_token}`);
    expect((await t.call('/api/product/launch', { ...demo, game_code: 'NOPE-1' })).statusMessage).toBe(
      'gameNotFound',
    );
  });

  it('favourites: add, list with the SPEC §3 fields, remove', async () => {
    const added = await t.call<FavItem[]>('/api/home/fav_add', { ...demo, game_code: 'JILI-FISHING-001' });
    expect(added.value[0]).toEqual({
      game_code: 'JILI-FISHING-001',
      game_name: expect.any(String),
      game_type: 'FISH',
      img_url: '/art/games/JILI-FISHING-001.svg',
      provider_code: 'JILI',
    });
    const list = await t.call<FavItem[]>('/api/home/fav_list', demo);
    expect(list.value.length).toBe(5);
    const removed = await t.call<FavItem[]>('/api/home/fav_remove', {
      ...demo,
      game_code: 'JILI-FISHING-001',
    });
    expect(removed.value.length).toBe(4);
  });

  it('bet history covers all 30 bet types with names in en, cn and php', async () => {
    const h = await t.call<Paged<Bet>>('/api/sportsbook/bet_history', { ...demo, page_size: 100 });
    expect(h.value.total).toBe(30);
    expect(new Set(h.value.items.map((b) => b.bet_type)).size).toBe(30);
    const sel = h.value.items[0]!.selections[0]!;
    expect(Object.keys(sel)).toEqual(
      expect.arrayContaining([
        'bet_type',
        'home_away',
        'criteria1',
        'home_team_name',
        'away_team_name',
        'home_name_en',
        'away_name_cn',
        'home_name_php',
      ]),
    );
    const parlay = h.value.items.find((b) => b.bet_type === 'PARLAY')!;
    expect(parlay.selections.length).toBe(3);
    const won = await t.call<Paged<Bet>>('/api/sportsbook/bet_history', {
      ...demo,
      status: 'won',
      page_size: 100,
    });
    expect(won.value.items.every((b) => b.status === 'won' && b.payout > 0)).toBe(true);
  });
});
