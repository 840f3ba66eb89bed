import type { GameEntry } from '@site/shared';

/**
 * SPEC §9's default hot list (15 games, game_type SLOTS): what the home page's hot games section shows when the
 * catalogue call fails, instead of an empty box, with a line saying so and Retry. They are the demo catalogue's
 * hot slots (infra/src/db/seed/games.ts; scripts/checks/default-games.test.ts checks each one is there). An operator
 * with another catalogue replaces them here. The home pages have no featured, popular or new sections, so SPEC
 * §9's other default lists (10 / 6 / 6) have nothing to fill and are not shipped (docs/games.md).
 */
const HOT: [provider: string, code: string, name: string][] = [
  ['PPLAY', 'PPLAY-SLOT_GAME-001', 'Golden Reels'],
  ['JILI', 'JILI-SLOT_GAME-002', 'Fire Party'],
  ['PGSOFT', 'PGSOFT-SLOT_GAME-003', 'Cosmic Spins'],
  ['EVOPLAY', 'EVOPLAY-SLOT_GAME-004', 'Lucky Tales'],
  ['CQ9', 'CQ9-SLOT_GAME-005', 'Ice Bonanza'],
  ['SG', 'SG-SLOT_GAME-006', 'Thunder Reels'],
  ['KA', 'KA-SLOT_GAME-007', 'Mega Party'],
  ['PPLAY', 'PPLAY-SLOT_GAME-008', 'Jungle Spins'],
  ['JILI', 'JILI-SLOT_GAME-009', 'Neon Tales'],
  ['PGSOFT', 'PGSOFT-SLOT_GAME-010', 'Dragon Bonanza'],
  ['EVOPLAY', 'EVOPLAY-SLOT_GAME-011', 'Ocean Reels'],
  ['CQ9', 'CQ9-SLOT_GAME-012', 'Pharaoh Party'],
  ['SG', 'SG-SLOT_GAME-013', 'Wild Spins'],
  ['KA', 'KA-SLOT_GAME-014', 'Star Tales'],
  ['PPLAY', 'PPLAY-SLOT_GAME-015', 'Candy Bonanza'],
];

export const DEFAULT_HOT_GAMES: GameEntry[] = HOT.map(([provider_code, game_code, game_name]) => ({
  provider_code,
  game_code,
  game_name,
  game_type: 'SLOTS',
  game_image: `/art/games/${game_code}.svg`,
}));
