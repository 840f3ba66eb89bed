import { describe, expect, it } from 'vitest';
import { fmt, formatMoney, money, numberLocale } from './format';

const intl = (locale: string, minor: number) =>
  (minor / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('amounts without a formatter per call', () => {
  const samples = [
    0, 1, -1, 5, 99, 100, 101, 123_450, -123_450, 99_999_999, 100_000_000, 123_456_789_012, -7,
  ];

  it('writes whole minor units exactly as Intl does in en-US', () => {
    for (const minor of samples) expect(money(minor)).toBe(intl('en-US', minor));
  });

  it('writes every interface language as Intl does in its own locale', () => {
    for (const language of ['EN', 'CN', 'PHP'])
      for (const minor of samples)
        expect(formatMoney(minor, 'PHP', language)).toBe(`PHP ${intl(numberLocale(language), minor)}`);
  });

  it('leaves a value that is not whole minor units to Intl', () => {
    expect(money(12.5)).toBe(intl('en-US', 12.5));
    expect(money(Number.NaN)).toBe('NaN');
  });

  it('keeps fmt the SPEC §9 number format with its formatters reused', () => {
    expect(fmt(1234.5678)).toBe('1,234.6');
    expect(fmt(3.14159)).toBe('3.1416');
    expect(fmt(1234.5678)).toBe('1,234.6');
    expect(fmt(0)).toBe('');
  });
});
