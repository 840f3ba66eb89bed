import { describe, expect, it } from 'vitest';
import { dateRangeError, isIsoDate } from './date-range';
import { formatMoney } from './format';

describe('date range (SPEC §5 YYYY-MM-DD)', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
  });
  it('a start after the end is an order error; open ends are fine', () => {
    expect(dateRangeError({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(dateRangeError({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(dateRangeError({ from: '', to: '2026-03-01' })).toBeNull();
    expect(dateRangeError({ from: '2026-13-01', to: '' })).toBe('invalid');
  });
});

describe('formatMoney by language', () => {
  it('minor units with the currency code and two decimals', () => {
    expect(formatMoney(123_450, 'PHP', 'EN')).toBe('PHP 1,234.50');
    expect(formatMoney(123_450, 'PHP', 'CN')).toBe('PHP 1,234.50');
    expect(formatMoney(0, 'PHP', 'PHP')).toBe('PHP 0.00');
  });
});
