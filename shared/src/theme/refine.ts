import { contrast, ensureContrast, luminance } from './contrast';
import type { SiteTheme } from './tokens';

const DARK_TEXT = 'hsl(230 30% 8%)';

/**
 * The shared palette of a template × colour, tuned so every text pairing the templates use meets WCAG AA
 * (4.5:1): primary and accent as text on bg/surface/surfaceAlt, primaryText on primary, muted text on surfaces.
 */
const cache = new WeakMap<SiteTheme, SiteTheme>();

export function refineTheme(theme: SiteTheme): SiteTheme {
  const hit = cache.get(theme);
  if (hit) return hit;
  const refined = refine(theme);
  cache.set(theme, refined);
  return refined;
}

function refine(theme: SiteTheme): SiteTheme {
  const p = theme.palette;
  const grounds = [p.bg, p.surface, p.surfaceAlt];
  const dark = luminance(p.bg) < 0.2;
  let primary = ensureContrast(p.primary, grounds);
  let primaryText = dark ? DARK_TEXT : '#ffffff';
  if (contrast(primaryText, primary) < 4.6) {
    primary = ensureContrast(primary, [primaryText, ...grounds]);
  }
  if (contrast(primaryText, primary) < 4.6) primaryText = dark ? '#000000' : '#ffffff';
  const accent = ensureContrast(p.accent, [...grounds, dark ? DARK_TEXT : '#ffffff']);
  return {
    ...theme,
    palette: {
      ...p,
      primary,
      primaryText,
      accent,
      text: ensureContrast(p.text, grounds, 7),
      textMuted: ensureContrast(p.textMuted, grounds),
      success: ensureContrast(p.success, grounds),
      danger: ensureContrast(p.danger, grounds),
    },
  };
}

/** True when the template uses a light scheme (text is dark). */
export const isLight = (t: SiteTheme) => luminance(t.palette.bg) >= 0.2;

/** Text colour for a solid `bg` (white or near-black, whichever reads better). */
export function onColor(bg: string): string {
  return contrast('#ffffff', bg) >= contrast(DARK_TEXT, bg) ? '#ffffff' : DARK_TEXT;
}
