import type { QueryClient } from '@site/shared/query';
import { newsQuery } from './api/get-news';
import { promotionsQuery } from './api/get-promotions';
import { providersQuery } from './api/get-providers';
import { top10Query } from './api/get-top10';

/** A data call a home section of this remote makes as it mounts. */
export type HomeCall = 'promotions' | 'top10' | 'providers' | 'news';

/**
 * The first data calls of each template's home page (compositions.tsx), by the sections that make them:
 * BannerCarousel, BrandHero and PromotionsStrip → promotions; WinnersTicker, BiggestWin, Leaderboard and
 * StatsBar → top10; ProvidersStrip → providers; NewsList → news. Sections that make no call of their own
 * (CategoryTiles, LiveTables, DownloadBar, the sports tiles) and the games remote's hot games are not here.
 * Kept apart from compositions.tsx so the prefetch does not download the sections; `HomePrefetch.test.tsx`
 * renders each composition and fails when this table and the calls its sections make differ.
 */
export const HOME_CALLS: Record<string, readonly HomeCall[]> = {
  template1: ['promotions', 'top10', 'providers'],
  template2: ['promotions', 'top10'],
  template3: ['promotions', 'top10', 'news'],
  template4: ['top10', 'promotions', 'providers'],
  template5: ['promotions', 'providers', 'news'],
  template6: ['top10', 'promotions'],
  template7: ['promotions', 'providers', 'top10'],
  template8: ['promotions', 'providers', 'top10'],
  template9: ['providers', 'promotions', 'top10'],
  template10: ['top10', 'providers', 'promotions'],
  template11: ['promotions', 'providers', 'top10'],
  template12: ['promotions', 'top10'],
  template13: ['promotions', 'providers', 'news'],
  template14: ['promotions', 'providers', 'top10'],
  template15: ['promotions', 'top10'],
};

/** The calls of a template's home; an unknown template gets template1's home, as HomePage does. */
export function homeCalls(template: string): readonly HomeCall[] {
  return HOME_CALLS[template] ?? HOME_CALLS.template1!;
}

/** Each call started with the query options its section's hook uses, so the section finds it in the cache. */
const START: Record<HomeCall, (client: QueryClient) => Promise<void>> = {
  promotions: (client) => client.prefetchQuery(promotionsQuery()),
  top10: (client) => client.prefetchQuery(top10Query()),
  providers: (client) => client.prefetchQuery(providersQuery()),
  news: (client) => client.prefetchQuery(newsQuery()),
};

/** Starts a template's first home calls (already cached and fresh: nothing is asked again). */
export function startHomeCalls(client: QueryClient, template: string): void {
  for (const call of homeCalls(template)) void START[call](client);
}
