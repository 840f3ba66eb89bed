import { describe, expect, it } from 'vitest';
import { chartPoints, statementRange } from './range';

describe('statement range', () => {
  it('defaults to the last 30 days ending today (UTC)', () => {
    expect(statementRange(new URLSearchParams(), Date.parse('2026-11-23T10:00:00Z'))).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
    });
  });
  it('takes valid dates from the query and ignores malformed ones', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(statementRange(new URLSearchParams('from=2026-11-01&to=2026-11-10'), now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(statementRange(new URLSearchParams('from=x&to=2026-02-31'), now).to).toBe('2026-11-23');
  });
});

describe('chart points', () => {
  it('scales values into the box, the highest at the top', () => {
    expect(chartPoints([0, 50, 100], 200, 100)).toBe('0,100 100,50 200,0');
    expect(chartPoints([], 200, 100)).toBe('');
    expect(chartPoints([7], 200, 100)).toBe('0,0');
  });
});
