/** Theme codes, templates and colours (SPEC §1, §5). */
export const THEME_CODES = [
  'casino1',
  'casino2',
  'casino3',
  'casino4',
  'casino5',
  'casino6',
  'casino7',
  'slot1',
  'slot2',
  'slot3',
  'slot4',
  'slot5',
  'slot6',
  'slot7',
  'sportsbook1',
] as const;
export type ThemeCode = (typeof THEME_CODES)[number];
export type TemplateName = `template${number}`;
export type Family = 'casino' | 'slot' | 'sportsbook';

/** casino1-7 → template1-7, slot1-7 → template8-14, sportsbook1 → template15. */
export function templateOf(code: ThemeCode): TemplateName {
  return `template${THEME_CODES.indexOf(code) + 1}`;
}

export function familyOf(code: ThemeCode): Family {
  return code.startsWith('casino') ? 'casino' : code.startsWith('slot') ? 'slot' : 'sportsbook';
}

/** Five colour variants per template; a colour is valid only for its own template. */
export const THEME_COLORS: Record<ThemeCode, readonly [string, string, string, string, string]> = {
  casino1: ['royal', 'emerald', 'ruby', 'onyx', 'sapphire'],
  casino2: ['gold', 'midnight', 'crimson', 'jade', 'pearl'],
  casino3: ['velvet', 'amber', 'ocean', 'graphite', 'rose'],
  casino4: ['imperial', 'forest', 'sunset', 'steel', 'orchid'],
  casino5: ['noir', 'champagne', 'teal', 'garnet', 'ivory'],
  casino6: ['neon', 'aurora', 'ember', 'slate', 'lagoon'],
  casino7: ['dynasty', 'lotus', 'bronze', 'indigo', 'mint'],
  slot1: ['candy', 'lime', 'grape', 'tangerine', 'sky'],
  slot2: ['galaxy', 'lava', 'reef', 'mono', 'sakura'],
  slot3: ['jungle', 'desert', 'arctic', 'volcano', 'meadow'],
  slot4: ['cyber', 'sunrise', 'abyss', 'citrus', 'plum'],
  slot5: ['pharaoh', 'nile', 'scarab', 'sandstone', 'obsidian'],
  slot6: ['fortune', 'dragon', 'koi', 'bamboo', 'porcelain'],
  slot7: ['arcade', 'pixel', 'retro', 'synth', 'mono'],
  sportsbook1: ['pitch', 'stadium', 'night', 'track', 'court'],
};

export function isThemeCode(code: unknown): code is ThemeCode {
  return typeof code === 'string' && (THEME_CODES as readonly string[]).includes(code);
}

export type ThemeCheck =
  | { ok: true; code: ThemeCode; color: string }
  | { ok: false; message: 'Invalid theme code' | 'Invalid theme color' };

/** SPEC §5: the code must be a known template and the colour valid for that template. */
export function validateTheme(code: unknown, color: unknown): ThemeCheck {
  if (!isThemeCode(code)) return { ok: false, message: 'Invalid theme code' };
  if (typeof color !== 'string' || !THEME_COLORS[code].includes(color))
    return { ok: false, message: 'Invalid theme color' };
  return { ok: true, code, color };
}

export const LAYOUT_NAMES = [
  'default',
  'minigame',
  ...THEME_CODES.map((_, i) => `template${i + 1}`),
] as const;
