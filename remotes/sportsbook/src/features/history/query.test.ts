import { describe, expect, it } from 'vitest';
import { historySearch, parseHistoryQuery } from './query';

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
    // a start after the end drops both ends
    expect(parseHistoryQuery(new URLSearchParams('from=2026-11-20&to=2026-11-01')).from).toBe('');
    expect(parseHistoryQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });
  it('writes only what is set, round trip', () => {
    expect(historySearch({ status: null, from: '', to: '', page: 1 })).toBe('');
    const q = { status: 'void' as const, from: '2026-01-01', to: '', page: 3 };
    expect(historySearch(q)).toBe('?status=void&from=2026-01-01&page=3');
    expect(parseHistoryQuery(new URLSearchParams(historySearch(q)))).toEqual(q);
  });
});
