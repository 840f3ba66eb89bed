import { describe, expect, it } from 'vitest';
import { queryCurrent } from './NavLinks';

describe('queryCurrent', () => {
  it('is the page shown on its own path and query only', () => {
    const at = { pathname: '/sports', search: '?sport=tennis&when=today' };
    expect(queryCurrent('/sports?sport=tennis', at)).toBe(true);
    expect(queryCurrent('/sports?sport=football', at)).toBe(false);
    expect(queryCurrent('/sports?sport=tennis', { pathname: '/sports', search: '' })).toBe(false);
    expect(queryCurrent('/slots?sport=tennis', at)).toBe(false);
  });
});
