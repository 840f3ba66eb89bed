import { describe, expect, it } from 'vitest';
import { historySearch, pageInRange, parseHistoryQuery, reversedRange } from './query';

describe('bet history URL query', () => {
  it('reads status, dates and page', () => {
    expect(parseHistoryQuery(new URLSearchParams('status=won&from=2026-11-01&to=2026-11-23&page=2'))).toEqual(
      {
        status: 'won',
        from: '2026-11-01',
        to: '2026-11-23',
        page: 2,
      },
    );
  });
  it('ignores what is invalid', () => {
    expect(parseHistoryQuery(new URLSearchParams('status=<script>&from=yesterday&page=-3'))).toEqual({
      status: null,
      from: '',
      to: '',
      page: 1,
    });
    expect(parseHistoryQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });
  it('writes only what is set, round trip', () => {
    expect(historySearch({ status: null, from: '', to: '', page: 1 })).toBe('');
    const q = { status: 'void' as const, from: '2026-01-01', to: '', page: 3 };
    expect(historySearch(q)).toBe('?status=void&from=2026-01-01&page=3');
    expect(parseHistoryQuery(new URLSearchParams(historySearch(q)))).toEqual(q);
  });
  it('keeps a start after the end as typed, marked reversed (no request is sent for it)', () => {
    const q = parseHistoryQuery(new URLSearchParams('from=2026-11-29&to=2026-11-27'));
    expect([q.from, q.to]).toEqual(['2026-11-29', '2026-11-27']);
    expect(reversedRange(q)).toBe(true);
    expect(reversedRange({ from: '2026-11-27', to: '2026-11-27' })).toBe(false);
    expect(reversedRange({ from: '2026-11-29', to: '' })).toBe(false);
    expect(reversedRange({ from: '', to: '' })).toBe(false);
  });
  it('sends a page past the end to the last page', () => {
    expect(pageInRange(4, 28)).toBe(3);
    expect(pageInRange(3, 28)).toBeNull();
    expect(pageInRange(3, 30)).toBeNull();
    expect(pageInRange(4, 30)).toBe(3);
    expect(pageInRange(2, 0)).toBe(1);
    expect(pageInRange(1, 0)).toBeNull();
  });
});
