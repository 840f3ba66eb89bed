import { describe, expect, it } from 'vitest';
import { allThemes } from './tokens';
import { contrast } from './contrast';
import { refineTheme } from './refine';

describe('refineTheme', () => {
  it('gives every template × colour AA contrast for text, primary, accent and button text', () => {
    const themes = allThemes();
    expect(themes).toHaveLength(75);
    for (const base of themes) {
      const { palette: p } = refineTheme(base);
      for (const ground of [p.bg, p.surface, p.surfaceAlt]) {
        for (const fg of [p.text, p.textMuted, p.primary, p.accent])
          expect(
            contrast(fg, ground),
            `${base.code}/${base.color} ${fg} on ${ground}`,
          ).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(p.primaryText, p.primary), `${base.code}/${base.color}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
