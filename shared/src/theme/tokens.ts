import { BREAKPOINTS, templateBreakpoint } from '../lib/constants';
import { familyOf, templateOf, THEME_COLORS, type Family, type ThemeCode } from './catalogue';
import { refineTheme } from './refine';

export interface Palette {
  bg: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryText: string;
  accent: string;
  border: string;
  success: string;
  danger: string;
}

/** Emotion theme tokens of the active template × colour. */
export interface SiteTheme {
  code: ThemeCode | 'default';
  template: string;
  family: Family | 'default';
  color: string;
  palette: Palette;
  radius: string;
  shadow: string;
  font: string;
  /** the template's desktop breakpoint (custom one or `desktop`) */
  desktopAt: number;
  breakpoints: typeof BREAKPOINTS;
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}

/** Hue per colour name: every colour variant is a hue on the template's own light/dark scheme. */
const HUES: Record<string, number> = {
  royal: 230,
  emerald: 150,
  ruby: 350,
  onyx: 220,
  sapphire: 210,
  gold: 45,
  midnight: 240,
  crimson: 355,
  jade: 160,
  pearl: 200,
  velvet: 300,
  amber: 35,
  ocean: 195,
  graphite: 215,
  rose: 335,
  imperial: 270,
  forest: 130,
  sunset: 20,
  steel: 205,
  orchid: 290,
  noir: 0,
  champagne: 40,
  teal: 175,
  garnet: 345,
  ivory: 50,
  neon: 320,
  aurora: 170,
  ember: 15,
  slate: 210,
  lagoon: 185,
  dynasty: 5,
  lotus: 325,
  bronze: 30,
  indigo: 250,
  mint: 155,
  candy: 330,
  lime: 90,
  grape: 280,
  tangerine: 25,
  sky: 200,
  galaxy: 265,
  lava: 10,
  reef: 180,
  mono: 0,
  sakura: 340,
  jungle: 120,
  desert: 38,
  arctic: 195,
  volcano: 8,
  meadow: 100,
  cyber: 285,
  sunrise: 30,
  abyss: 225,
  citrus: 60,
  plum: 300,
  pharaoh: 45,
  nile: 190,
  scarab: 160,
  sandstone: 35,
  obsidian: 260,
  fortune: 0,
  dragon: 355,
  koi: 20,
  bamboo: 110,
  porcelain: 215,
  arcade: 310,
  pixel: 140,
  retro: 25,
  synth: 275,
  pitch: 130,
  stadium: 220,
  night: 240,
  track: 15,
  court: 200,
};

/** Which templates use a light scheme; the rest are dark. Gives families and templates distinct moods. */
const LIGHT = new Set<ThemeCode>(['casino3', 'casino5', 'slot1', 'slot6', 'sportsbook1']);
const RADIUS: Record<ThemeCode, string> = {
  casino1: '4px',
  casino2: '0px',
  casino3: '12px',
  casino4: '2px',
  casino5: '16px',
  casino6: '8px',
  casino7: '6px',
  slot1: '20px',
  slot2: '14px',
  slot3: '10px',
  slot4: '0px',
  slot5: '6px',
  slot6: '18px',
  slot7: '3px',
  sportsbook1: '6px',
};
const FONTS: Record<Family | 'default', string> = {
  casino: 'Georgia, "Times New Roman", serif',
  slot: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif',
  sportsbook: '"Segoe UI", Roboto, Arial, sans-serif',
  default: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif',
};

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h} ${s}% ${l}%)`;
}

export function paletteFor(code: ThemeCode, color: string): Palette {
  const h = HUES[color] ?? 220;
  const sat = color === 'mono' || color === 'noir' || color === 'onyx' || color === 'graphite' ? 8 : 70;
  if (LIGHT.has(code)) {
    return {
      bg: hsl(h, 30, 97),
      surface: '#ffffff',
      surfaceAlt: hsl(h, 35, 92),
      text: hsl(h, 30, 12),
      textMuted: hsl(h, 12, 35),
      primary: hsl(h, sat, 32),
      primaryText: '#ffffff',
      accent: hsl((h + 40) % 360, 80, 30),
      border: hsl(h, 20, 82),
      success: '#17703a',
      danger: '#b3261e',
    };
  }
  return {
    bg: hsl(h, Math.min(sat, 45), 8),
    surface: hsl(h, Math.min(sat, 35), 13),
    surfaceAlt: hsl(h, Math.min(sat, 30), 18),
    text: hsl(h, 20, 95),
    textMuted: hsl(h, 15, 72),
    primary: hsl(h, sat, 62),
    primaryText: hsl(h, 60, 8),
    accent: hsl((h + 40) % 360, 85, 65),
    border: hsl(h, 20, 26),
    success: '#5fd68a',
    danger: '#ff8a80',
  };
}

/** The Emotion theme of a template × colour, with the palette tuned to WCAG AA for every text pairing. */
export function themeFor(code: ThemeCode, color: string): SiteTheme {
  const template = templateOf(code);
  const family = familyOf(code);
  return refineTheme({
    code,
    template,
    family,
    color,
    palette: paletteFor(code, color),
    radius: RADIUS[code],
    shadow: LIGHT.has(code) ? '0 2px 10px rgb(0 0 0 / 0.12)' : '0 4px 16px rgb(0 0 0 / 0.45)',
    font: FONTS[family],
    desktopAt: templateBreakpoint(template),
    breakpoints: BREAKPOINTS,
  });
}

/** Neutral theme for the shell's own screens (maintenance, errors) before or without a valid site theme. */
export const DEFAULT_THEME: SiteTheme = {
  code: 'default',
  template: 'default',
  family: 'default',
  color: 'default',
  palette: {
    bg: '#0f1420',
    surface: '#171e2e',
    surfaceAlt: '#202941',
    text: '#f2f4f8',
    textMuted: '#b4bccd',
    primary: '#5b8def',
    primaryText: '#0b1020',
    accent: '#f5c451',
    border: '#2c3650',
    success: '#5fd68a',
    danger: '#ff8a80',
  },
  radius: '8px',
  shadow: '0 4px 16px rgb(0 0 0 / 0.45)',
  font: FONTS.default,
  desktopAt: BREAKPOINTS.desktop,
  breakpoints: BREAKPOINTS,
};

export function allThemes(): SiteTheme[] {
  return (Object.keys(THEME_COLORS) as ThemeCode[]).flatMap((c) =>
    THEME_COLORS[c].map((col) => themeFor(c, col)),
  );
}

export const mq = (px: number) => `@media (min-width: ${px}px)`;
