import { describe, expect, it } from 'vitest';
import { layoutFor, layoutPartChunk } from './layout';

describe('layout choice (SPEC §2)', () => {
  it('/minigame uses the minigame layout', () =>
    expect(layoutFor('/minigame', 'template3', 'template1')).toBe('minigame'));
  it("the route's layout wins over the template's", () =>
    expect(layoutFor('/x', 'default', 'template9')).toBe('default'));
  it("otherwise the site template's layout", () =>
    expect(layoutFor('/x', undefined, 'template9')).toBe('template9'));
  it('no template: the default layout', () => expect(layoutFor('/x', undefined, '')).toBe('default'));
});

describe('a module part per layout', () => {
  it('is named after the module without its ./ and the layout', () => {
    expect(layoutPartChunk('./Layout', 'template3')).toBe('Layout--template3');
    expect(layoutPartChunk('./HomePage', 'minigame')).toBe('HomePage--minigame');
  });
});
