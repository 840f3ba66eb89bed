/** A deterministic catalogue of several hundred games across providers and every category of SPEC §1/§9. */
export interface SeedGame {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: string;
  category: string;
  is_hot: boolean;
  is_new: boolean;
  popularity: number;
}

const CATEGORIES: { category: string; type: string; providers: string[]; count: number }[] = [
  {
    category: 'slot_game',
    type: 'SLOTS',
    providers: ['PPLAY', 'JILI', 'PGSOFT', 'EVOPLAY', 'CQ9', 'SG', 'KA'],
    count: 160,
  },
  { category: 'casino', type: 'LIVE', providers: ['EVO', 'PPLAYLIVE', 'SEXY'], count: 40 },
  { category: 'sportsbook', type: 'SPORTS', providers: ['SBO'], count: 4 },
  { category: 'poker', type: 'TABLE', providers: ['JILI', 'KA'], count: 20 },
  { category: 'fishing', type: 'FISH', providers: ['JILI', 'CQ9', 'SG'], count: 18 },
  { category: 'crash', type: 'CRASH', providers: ['SPRIBE', 'JILI'], count: 12 },
  { category: 'lottery', type: 'LOTTERY', providers: ['KA', 'GPK'], count: 12 },
  { category: 'bingo', type: 'BINGO', providers: ['JILI', 'KA'], count: 10 },
  { category: 'arcade', type: 'ARCADE', providers: ['KA', 'JILI', 'EVOPLAY'], count: 20 },
  { category: 'sabong', type: 'SABONG', providers: ['WS168'], count: 4 },
  { category: 'horse_racing', type: 'RACING', providers: ['HKJC'], count: 6 },
  { category: 'hash_game', type: 'HASH', providers: ['HASHX'], count: 10 },
  { category: 'mini_game', type: 'MINI', providers: ['SITE'], count: 8 },
];

const A = [
  'Golden',
  'Lucky',
  'Mega',
  'Dragon',
  'Wild',
  'Super',
  'Royal',
  'Fire',
  'Ice',
  'Jungle',
  'Ocean',
  'Star',
  'Magic',
  'Fortune',
  'Cosmic',
  'Thunder',
  'Neon',
  'Pharaoh',
  'Candy',
  'Samurai',
];
const B = [
  'Reels',
  'Riches',
  'Quest',
  'Treasure',
  'Spins',
  'Empire',
  'Legends',
  'Rush',
  'Bonanza',
  'Blaze',
  'Gems',
  'Kingdom',
  'Party',
  'Hunter',
  'Wins',
  'Fever',
  'Tales',
  'Strike',
  'Vault',
  'Garden',
];

export function seedGames(): SeedGame[] {
  const out: SeedGame[] = [];
  let n = 0;
  for (const c of CATEGORIES) {
    for (let i = 0; i < c.count; i++, n++) {
      const provider = c.providers[i % c.providers.length] as string;
      const name = `${A[(n * 7) % A.length]} ${B[(n * 11 + i) % B.length]}${i >= 20 ? ` ${Math.floor(i / 20) + 1}` : ''}`;
      out.push({
        provider_code: provider,
        game_code: `${provider}-${c.category.toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
        game_name: name,
        game_type: c.type,
        category: c.category,
        is_hot: i < 4 || (c.category === 'slot_game' && i < 15),
        is_new: i % 9 === 0,
        popularity: 1000 - ((n * 37) % 997),
      });
    }
  }
  return out;
}
