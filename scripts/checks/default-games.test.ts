import { describe, expect, it } from 'vitest';
import { seedGames } from '../../infra/src/db/seed/games';
import { DEFAULT_HOT_GAMES } from '../../remotes/games/src/features/hot/defaults';

/** SPEC §9's default hot list names real games of the demo catalogue, never invented ones. */
describe('default hot games (shown when the catalogue call fails)', () => {
  it('are 15 distinct SLOTS games of the seeded catalogue, with their own names, providers and art', () => {
    const seeded = new Map(seedGames().map((g) => [g.game_code, g]));
    expect(DEFAULT_HOT_GAMES).toHaveLength(15);
    expect(new Set(DEFAULT_HOT_GAMES.map((g) => g.game_code)).size).toBe(15);
    for (const g of DEFAULT_HOT_GAMES) {
      const s = seeded.get(g.game_code);
      expect(s, g.game_code).toBeDefined();
      expect(g).toEqual({
        provider_code: s?.provider_code,
        game_code: s?.game_code,
        game_name: s?.game_name,
        game_type: 'SLOTS',
        game_image: `/art/games/${g.game_code}.svg`,
      });
      expect(s?.is_hot).toBe(true);
    }
  });
});
