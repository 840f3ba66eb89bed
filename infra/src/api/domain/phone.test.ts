import { describe, expect, it } from 'vitest';
import { canonicalPhone, phonePlan, sitePhone } from './phone';

const ph = phonePlan('PHP');

describe('canonicalPhone', () => {
  it('reads every way of writing a Philippine mobile number as one number', () => {
    for (const typed of [
      '09051401459',
      '0905 140 1459',
      '0905-140-1459',
      '639051401459',
      '+639051401459',
      '+63 905-140-1459',
      '+63 (0) 905 140 1459',
      '0063 905 140 1459',
      '9051401459',
      ' 63 905 140 1459 ',
    ])
      expect(canonicalPhone(typed, ph), typed).toBe('639051401459');
  });

  it('keeps a canonical number as it is', () => {
    expect(canonicalPhone('639170000001', ph)).toBe('639170000001');
  });

  it('gives a national landline number the country code', () => {
    expect(canonicalPhone('(02) 8123 4567', ph)).toBe('63281234567');
  });

  it('keeps a number written with + as international: another country stays that country', () => {
    expect(canonicalPhone('+95 9 4512 3456', ph)).toBe('95945123456');
    expect(canonicalPhone('+1 415 555 2671', ph)).toBe('14155552671');
  });

  it('reads national numbers in the market of the site: Indonesia, Myanmar, Mongolia, China', () => {
    expect(canonicalPhone('0812-3456-7890', phonePlan('IDR'))).toBe('6281234567890');
    expect(canonicalPhone('+62 812 3456 7890', phonePlan('IDR'))).toBe('6281234567890');
    expect(canonicalPhone('09 4512 3456', phonePlan('MMK'))).toBe('95945123456');
    expect(canonicalPhone('95945123456', phonePlan('MMK'))).toBe('95945123456');
    expect(canonicalPhone('9911 2233', phonePlan('MNT'))).toBe('97699112233');
    expect(canonicalPhone('+976 9911 2233', phonePlan('MNT'))).toBe('97699112233');
    expect(canonicalPhone('138 1234 5678', phonePlan('CNY'))).toBe('8613812345678');
    expect(canonicalPhone('8613812345678', phonePlan('CNY'))).toBe('8613812345678');
  });

  it('one national number is another number on a site of another market', () => {
    expect(sitePhone('0812 3456 789', { currency: 'PHP' })).toBe('638123456789');
    expect(sitePhone('0812 3456 789', { currency: 'IDR' })).toBe('628123456789');
  });

  it('a currency without a plan keeps the digits', () => {
    expect(canonicalPhone('+44 20 7946 0958', phonePlan('EUR'))).toBe('442079460958');
    expect(canonicalPhone('020 7946 0958', null)).toBe('02079460958');
    expect(canonicalPhone('', ph)).toBe('');
  });
});
