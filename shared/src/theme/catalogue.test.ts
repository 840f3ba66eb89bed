import { describe, expect, it } from 'vitest';
import { familyOf, LAYOUT_NAMES, templateOf, THEME_CODES, THEME_COLORS, validateTheme } from './catalogue';

describe('theme catalogue', () => {
  it('maps casino1-7, slot1-7, sportsbook1 to template1-15', () => {
    expect(templateOf('casino1')).toBe('template1');
    expect(templateOf('casino7')).toBe('template7');
    expect(templateOf('slot1')).toBe('template8');
    expect(templateOf('slot7')).toBe('template14');
    expect(templateOf('sportsbook1')).toBe('template15');
    expect(THEME_CODES).toHaveLength(15);
  });
  it('has five colours per template', () => {
    for (const code of THEME_CODES) expect(new Set(THEME_COLORS[code]).size).toBe(5);
  });
  it('rejects an unknown code and a colour of another template', () => {
    expect(validateTheme('casino9', 'royal')).toEqual({ ok: false, message: 'Invalid theme code' });
    expect(validateTheme('casino1', 'galaxy')).toEqual({ ok: false, message: 'Invalid theme color' });
    expect(validateTheme('slot2', 'galaxy')).toEqual({ ok: true, code: 'slot2', color: 'galaxy' });
  });
  it('knows the families and the 17 layout names', () => {
    expect(familyOf('slot3')).toBe('slot');
    expect(familyOf('sportsbook1')).toBe('sportsbook');
    expect(LAYOUT_NAMES).toHaveLength(17);
  });
});
