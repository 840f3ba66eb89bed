import { describe, expect, it } from 'vitest';
import { balanceFrom } from './useHouseBalance';

const frame = {} as Window;
const good = { source: 'house-game', type: 'balance', balance: 12_345, round_id: 'hAbc' };
const msg = (over: Partial<{ source: unknown; origin: string; data: unknown }> = {}) =>
  ({ source: frame, origin: 'null', data: good, ...over }) as Pick<
    MessageEvent,
    'source' | 'origin' | 'data'
  >;

describe('the game frame’s balance message', () => {
  it('is taken from the page’s own sandboxed frame in the one shape', () => {
    expect(balanceFrom(msg(), frame)).toBe(12_345);
  });
  it('is ignored from another window, another origin, or with no frame', () => {
    expect(balanceFrom(msg({ source: {} }), frame)).toBeNull();
    expect(balanceFrom(msg({ origin: 'https://evil.example' }), frame)).toBeNull();
    expect(balanceFrom(msg(), null)).toBeNull();
  });
  it('is ignored in any other shape', () => {
    for (const data of [
      null,
      'balance=5',
      { ...good, source: 'other' },
      { ...good, type: 'win' },
      { ...good, balance: -1 },
      { ...good, balance: 1.5 },
      { ...good, balance: '100' },
      { ...good, round_id: 'x'.repeat(65) },
    ])
      expect(balanceFrom(msg({ data }), frame)).toBeNull();
  });
});
