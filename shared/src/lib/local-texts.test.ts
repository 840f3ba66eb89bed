import { describe, expect, it } from 'vitest';
import { showsLocalTexts as showsLocal } from './local-texts';

describe('showsLocal: the local texts are for readers of the site’s local language', () => {
  it('a Philippine site’s local texts are for Filipino readers; a Chinese reader reads English', () => {
    expect(showsLocal('PHP', 'PHP')).toBe(true);
    expect(showsLocal('CN', 'PHP')).toBe(false);
    expect(showsLocal('EN', 'PHP')).toBe(false);
  });
  it('a Chinese site’s local texts are for Chinese readers', () => {
    expect(showsLocal('CN', 'CNY')).toBe(true);
    expect(showsLocal('PHP', 'CNY')).toBe(false);
  });
  it('an unknown currency or language shows the English texts', () => {
    expect(showsLocal('PHP', 'XXX')).toBe(false);
    expect(showsLocal('PHP', undefined)).toBe(false);
    expect(showsLocal('XX', 'PHP')).toBe(false);
  });
});
