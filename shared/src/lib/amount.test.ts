import { describe, expect, it } from 'vitest';
import { amountInput, toMinor } from './amount';

describe('deposit amount', () => {
  it('parses major units to minor units', () => {
    expect(toMinor('500')).toBe(50_000);
    expect(toMinor('1,250.5')).toBe(125_050);
    expect(toMinor('0.01')).toBe(1);
    // the point typed before the decimals: the same amount, not "Enter an amount"
    expect(toMinor('100.')).toBe(10_000);
  });
  it('refuses zero, negatives, three decimals and text', () => {
    expect(toMinor('0')).toBeNull();
    expect(toMinor('-5')).toBeNull();
    expect(toMinor('1.234')).toBeNull();
    expect(toMinor('abc')).toBeNull();
    expect(toMinor('')).toBeNull();
    expect(toMinor('.')).toBeNull();
    expect(toMinor('.5')).toBeNull();
  });
  it('filters typing to digits and one point with two decimals', () => {
    expect(amountInput('12a3.456')).toBe('123.45');
    expect(amountInput('1.2.3')).toBe('1.23');
    // a Chinese keyboard's full-width digits and point are the same amount
    expect(amountInput('１００．５')).toBe('100.5');
    expect(toMinor('１，２５０．５')).toBe(125_050);
  });
});
