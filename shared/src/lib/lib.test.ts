import { describe, expect, it } from 'vitest';
import { fmt, money } from './format';
import { progressPercent, vipInfo } from './vip';
import { digitsOnly, isTranslationKey, lettersOnly } from './filters';
import { canChangePage, pageHref, pageLabel, validatePagination, visiblePages } from './pagination';
import { BREAKPOINTS, CATEGORY_SLUGS, clientDomain, templateBreakpoint } from './constants';

describe('fmt', () => {
  it('shows zero as empty', () => expect(fmt(0)).toBe(''));
  it('keeps up to 4 decimals below 10', () => expect(fmt(1.234567)).toBe('1.2346'));
  it('drops decimals as the value grows', () => {
    expect(fmt(12.34567)).toBe('12.346');
    expect(fmt(123.4567)).toBe('123.46');
    expect(fmt(1234.567)).toBe('1,234.6');
    expect(fmt(12345.67)).toBe('12,346');
  });
  it('handles bad input as empty', () => expect(fmt('abc')).toBe(''));
  it('formats minor units as money', () => expect(money(123450, 'PHP')).toBe('PHP 1,234.50'));
});

describe('VIP progress', () => {
  it('is (start + cycle) / needed as a percent', () => expect(progressPercent(100, 150, 1000)).toBe(25));
  it('caps at 100', () => expect(progressPercent(900, 900, 1000)).toBe(100));
  it('is 0 when not computable', () => {
    expect(progressPercent(1, 1, 0)).toBe(0);
    expect(progressPercent('x', 1, 10)).toBe(0);
  });
  it('builds the VIP info of SPEC §3', () => {
    const v = vipInfo({
      starting_deposit: 50,
      cycle_deposit: 50,
      deposit_next: 400,
      starting_turnover: 0,
      cycle_turnover: 0,
      turnover_next: 0,
      vip_name: 'Bronze',
      vip_name_next: 'Silver',
    });
    expect(v).toEqual({
      totalDeposit: 100,
      depoProgress: 25,
      totalTurnover: 0,
      toProgress: 0,
      currentLevel: 'Bronze',
      nextLevel: 'Silver',
    });
  });
});

describe('input filters', () => {
  it('letters-only keeps letters and space', () => expect(lettersOnly('Ana Cruz 3!')).toBe('Ana Cruz '));
  it('letters-only keeps other scripts', () => expect(lettersOnly('王小明1')).toBe('王小明'));
  it('digits-only keeps digits', () => expect(digitsOnly('+63 912-34')).toBe('6391234'));
  it('digits-only keeps full-width digits, as ASCII', () =>
    expect(digitsOnly('０９１７ １２３-４５６７')).toBe('09171234567'));
  it('a letters-only message is a translation key', () => {
    expect(isTranslationKey('sessionExpired')).toBe(true);
    expect(isTranslationKey('Bad thing happened')).toBe(false);
  });
});

describe('pagination', () => {
  const base = { totalItems: 95, page: 5 };
  it('defaults to 10 per page and at most 5 buttons', () =>
    expect(visiblePages(base)).toEqual([3, 4, 5, 6, 7]));
  it('clamps the window at the end and reverses for rtl', () => {
    expect(visiblePages({ ...base, page: 10 })).toEqual([6, 7, 8, 9, 10]);
    expect(visiblePages({ ...base, page: 1, dir: 'rtl' })).toEqual([5, 4, 3, 2, 1]);
  });
  it('ignores out of range, same page and disabled', () => {
    expect(canChangePage(base, 11)).toBe(false);
    expect(canChangePage(base, 0)).toBe(false);
    expect(canChangePage(base, 5)).toBe(false);
    expect(canChangePage({ ...base, disabled: true }, 6)).toBe(false);
    expect(canChangePage(base, 6)).toBe(true);
  });
  it('validates its config', () => {
    expect(validatePagination(base)).toEqual([]);
    expect(validatePagination({ totalItems: 1, page: 0, itemsPerPage: -1, maxPagesShown: 0 })).toEqual([
      'itemsPerPage',
      'page',
      'maxPagesShown',
    ]);
    expect(validatePagination({ ...base, type: 'link', url: '/news' })).toEqual(['url']);
    expect(validatePagination({ ...base, locale: 'fr' as 'en' })).toEqual(['locale']);
  });
  it('link mode fills the [page] placeholder; ar/ir use their digits', () => {
    expect(pageHref({ ...base, type: 'link', url: '/news?page=[page]' }, 3)).toBe('/news?page=3');
    expect(pageLabel(12, 'ar')).toBe('١٢');
  });
});

describe('constants', () => {
  it('per-template custom breakpoints fall back to desktop', () => {
    expect(templateBreakpoint('template2')).toBe(1200);
    expect(templateBreakpoint('template11')).toBe(768);
    expect(templateBreakpoint('template1')).toBe(BREAKPOINTS.desktop);
  });
  it('category slugs follow SPEC §9', () => {
    expect(CATEGORY_SLUGS.casino).toBe('livecasino');
    expect(CATEGORY_SLUGS.hot).toBe('');
  });
  it('cookie client domain is the last two host parts', () => {
    expect(clientDomain('www.play.example.com')).toBe('example.com');
    expect(clientDomain('slot2.localhost')).toBe('slot2.localhost');
    expect(clientDomain('localhost')).toBe('localhost');
  });
});
