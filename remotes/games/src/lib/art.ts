/**
 * Per-game tile art, generated here from the game code (no image request): a seeded palette, a backdrop
 * pattern, the category's symbol and the game's initials in the category's lettering, so a player recognises a
 * game by its tile on every template. Same code → same art, always.
 */

/** FNV-1a, 32 bit. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Symbols drawn as SVG paths in a 100 × 100 box. */
export const SYMBOLS = {
  seven: 'M30 28h40v9L50 78H39l19-41H30z',
  cherry: 'M38 62a11 11 0 1 0 .1 0zM64 66a11 11 0 1 0 .1 0zM40 51 56 24l4 2-14 26zM62 55 58 26l4-1 5 30z',
  bell: 'M50 22c13 0 20 11 20 25v12l7 9H23l7-9V47c0-14 7-25 20-25zM44 72h12a6 6 0 0 1-12 0z',
  diamond: 'M50 20 76 46 50 80 24 46z',
  star: 'M50 18l9 21 23 2-17 15 5 23-20-12-20 12 5-23-17-15 23-2z',
  crown: 'M24 70 20 34l16 14 14-22 14 22 16-14-4 36z',
  spade: 'M50 18c14 16 28 24 28 38a14 14 0 0 1-24 9l4 15H42l4-15a14 14 0 0 1-24-9c0-14 14-22 28-38z',
  heart: 'M50 78 24 52a14 14 0 0 1 26-20 14 14 0 0 1 26 20z',
  chip: 'M50 20a30 30 0 1 0 .1 0zm0 12a18 18 0 1 1-.1 0z',
  fish: 'M20 50c12-16 34-20 52-6l10-10v32L72 56c-18 14-40 10-52-6zm46-6a3 3 0 1 0 .1 0z',
  rocket: 'M50 16c12 10 16 26 12 44H38c-4-18 0-34 12-44zM38 60l-10 16 14-6zm24 0 10 16-14-6zM44 66h12l-6 16z',
  ball: 'M50 22a28 28 0 1 0 .1 0zm0 14a14 14 0 1 1-.1 0z',
  horseshoe: 'M30 26h10v26a10 10 0 0 0 20 0V26h10v26a20 20 0 0 1-40 0z',
  feather: 'M68 18C40 26 26 50 30 80l6-10c18-2 30-20 32-52zM36 70l18-30',
  hash: 'M40 20h8l-3 16h12l3-16h8l-3 16h10v8H64l-2 12h10v8H60l-3 16h-8l3-16H40l-3 16h-8l3-16H22v-8h12l2-12H26v-8h12zm4 24-2 12h12l2-12z',
  joystick: 'M50 18a10 10 0 1 1-.1 0zM47 36h6v22h-6zM24 62h52l4 18H20z',
} as const;
export type SymbolName = keyof typeof SYMBOLS;

/**
 * Each category's symbols and lettering (font family and weight of the initials), by game type (SLOTS, LIVE…):
 * favourites and recently played items carry the type, so a game looks the same in every row.
 */
const STYLES: Record<string, { symbols: SymbolName[]; font: string; weight: number }> = {
  SLOTS: {
    symbols: ['seven', 'cherry', 'bell', 'diamond', 'star', 'crown'],
    font: 'Impact, sans-serif',
    weight: 900,
  },
  LIVE: { symbols: ['spade', 'heart', 'chip', 'diamond'], font: 'Georgia, serif', weight: 700 },
  TABLE: { symbols: ['spade', 'heart', 'chip'], font: 'Georgia, serif', weight: 700 },
  BINGO: { symbols: ['ball', 'star'], font: 'Verdana, sans-serif', weight: 800 },
  CRASH: { symbols: ['rocket', 'star'], font: 'Trebuchet MS, sans-serif', weight: 800 },
  FISH: { symbols: ['fish'], font: 'Trebuchet MS, sans-serif', weight: 800 },
  LOTTERY: { symbols: ['ball', 'star', 'diamond'], font: 'Verdana, sans-serif', weight: 800 },
  SABONG: { symbols: ['feather', 'crown'], font: 'Georgia, serif', weight: 900 },
  RACING: { symbols: ['horseshoe', 'star'], font: 'Georgia, serif', weight: 700 },
  HASH: { symbols: ['hash', 'diamond'], font: 'Courier New, monospace', weight: 700 },
  ARCADE: { symbols: ['joystick', 'star', 'rocket'], font: 'Courier New, monospace', weight: 900 },
};
const DEFAULT_STYLE = {
  symbols: ['star', 'diamond', 'crown'] as SymbolName[],
  font: 'sans-serif',
  weight: 800,
};

export type Pattern = 'rays' | 'rings' | 'dots' | 'stripes';
const PATTERNS: Pattern[] = ['rays', 'rings', 'dots', 'stripes'];

export interface Art {
  /** Two background colours of the gradient and the symbol's colour, as HSL strings. */
  from: string;
  to: string;
  ink: string;
  pattern: Pattern;
  /** Rotation of the backdrop pattern in degrees. */
  turn: number;
  symbol: SymbolName;
  initials: string;
  font: string;
  weight: number;
}

/** The first letters of up to two words of the name (`Golden Reels 12` → `GR`). */
export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !/^\d+$/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => [...w][0] ?? '')
      .join('')
      .toUpperCase() || [...name.trim()].slice(0, 2).join('').toUpperCase()
  );
}

export function gameArt(game: { game_code: string; game_name: string; game_type: string }): Art {
  const next = seeded(hash(game.game_code));
  const style = STYLES[game.game_type.toUpperCase()] ?? DEFAULT_STYLE;
  const hue = Math.floor(next() * 360);
  const shift = 30 + Math.floor(next() * 150);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return {
    // Dark backgrounds and a light ink: the initials stay readable (the tile's text is outside the art).
    from: `hsl(${hue} 70% 22%)`,
    to: `hsl(${(hue + shift) % 360} 75% 38%)`,
    ink: `hsl(${(hue + 180) % 360} 90% 78%)`,
    pattern: pick(PATTERNS),
    turn: Math.floor(next() * 8) * 45,
    symbol: pick(style.symbols),
    initials: initials(game.game_name),
    font: style.font,
    weight: style.weight,
  };
}
