import { describe, expect, it } from 'vitest';
import { chartPoints, dayIn, statementRange, statementRangeError } from './range';
import { countedInStatement, depositsCredited } from './counted';

describe('statement range', () => {
  it('defaults to the last 30 days ending on the player’s today', () => {
    expect(statementRange(new URLSearchParams(), '2026-11-23')).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
    });
  });
  it('takes valid dates from the query and ignores malformed ones', () => {
    const now = '2026-11-23';
    expect(statementRange(new URLSearchParams('from=2026-11-01&to=2026-11-10'), now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(statementRange(new URLSearchParams('from=x&to=2026-02-31'), now).to).toBe('2026-11-23');
    // a day that does not exist is dropped like a malformed one (the shared isIsoDate); a leap day is kept
    expect(statementRange(new URLSearchParams('from=2026-02-29&to=2026-03-10'), now).from).toBe('2026-02-09');
    expect(statementRange(new URLSearchParams('from=2028-02-29&to=2028-03-10'), now).from).toBe('2028-02-29');
  });
});

describe('statement range rules', () => {
  it('refuses a reversed range and one over 366 days, as the server does', () => {
    expect(statementRangeError({ from: '2026-12-31', to: '2020-01-01' })).toBe('order');
    expect(statementRangeError({ from: '2025-01-01', to: '2026-11-28' })).toBe('span');
    expect(statementRangeError({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(statementRangeError({ from: '2024-01-01', to: '2025-01-01' })).toBe('span');
    expect(statementRangeError({ from: '2026-11-28', to: '2026-11-28' })).toBeNull();
  });
  it('reads an instant’s day in the player’s zone', () => {
    const t = Date.parse('2026-11-28T14:16:00Z');
    expect(dayIn(t, 'Pacific/Kiritimati')).toBe('2026-11-29');
    expect(dayIn(t, 'America/Los_Angeles')).toBe('2026-11-28');
    expect(dayIn(t, 'UTC')).toBe('2026-11-28');
  });
});

describe('chart points', () => {
  it('scales values into the box, the highest at the top', () => {
    expect(chartPoints([0, 50, 100], 200, 100)).toBe('0,100 100,50 200,0');
    expect(chartPoints([], 200, 100)).toBe('');
    expect(chartPoints([7], 200, 100)).toBe('0,0');
  });
});

describe('a day’s movements in the statement totals', () => {
  const day = '2026-11-28';
  const tz = 'Asia/Manila';
  const counted = (m: Parameters<typeof countedInStatement>[0]) => countedInStatement(m, day, tz);
  it('leaves out a withdrawal that moved no money and a deposit not approved', () => {
    expect(counted({ type: 'withdrawal', status: 'cancelled', decided_at: '2026-11-30T02:00:00Z' })).toBe(
      false,
    );
    expect(counted({ type: 'withdrawal', status: 'rejected', decided_at: null })).toBe(false);
    expect(counted({ type: 'deposit', status: 'pending', decided_at: null })).toBe(false);
    expect(counted({ type: 'deposit', status: 'rejected', decided_at: '2026-11-28T02:00:00Z' })).toBe(false);
  });
  it('counts an approved deposit on the day of its approval in the player’s zone, not on another', () => {
    // 2026-11-28 16:30 UTC is the 28th's afternoon in UTC but already the 29th in Manila (UTC+8)
    expect(counted({ type: 'deposit', status: 'approved', decided_at: '2026-11-28T02:00:00Z' })).toBe(true);
    expect(counted({ type: 'deposit', status: 'approved', decided_at: '2026-11-28T16:30:00Z' })).toBe(false);
    expect(
      countedInStatement(
        { type: 'deposit', status: 'approved', decided_at: '2026-11-28T15:30:00Z' },
        day,
        'UTC',
      ),
    ).toBe(true);
    // from a server before 17.9 (no decided_at): not counted, the day's line says what was credited
    expect(counted({ type: 'deposit', status: 'approved' })).toBe(false);
  });
  it('counts a held or paid withdrawal and every ledger movement', () => {
    expect(counted({ type: 'withdrawal', status: 'pending', decided_at: null })).toBe(true);
    expect(counted({ type: 'withdrawal', status: 'approved', decided_at: '2026-11-28T02:00:00Z' })).toBe(
      true,
    );
    for (const type of ['bet', 'win', 'bonus', 'adjustment', 'refund'] as const)
      expect(counted({ type, status: 'completed' })).toBe(true);
  });
  it('the deposits asked for earlier and approved on a day are its credits less those of its counted rows', () => {
    const win = { type: 'win', status: 'completed', amount: 300 } as const;
    const sameDay = {
      type: 'deposit',
      status: 'approved',
      amount: 2_000,
      decided_at: '2026-11-28T03:00:00Z',
    } as const;
    const later = {
      type: 'deposit',
      status: 'approved',
      amount: 5_000,
      decided_at: '2026-11-30T03:00:00Z',
    } as const;
    // a win, a deposit asked and approved that day, and 10,000 asked for the day before and approved this day
    expect(depositsCredited({ date: day, credits: 12_300 }, [win, sameDay], 2, tz)).toBe(10_000);
    // an ordinary day: the deposit approved the same day is its own counted row, nothing else
    expect(depositsCredited({ date: day, credits: 2_300 }, [win, sameDay], 2, tz)).toBe(0);
    // the day it was asked for and approved on a later day: nothing credited
    expect(depositsCredited({ date: day, credits: 300 }, [win, later], 2, tz)).toBe(0);
    // a list of more than one page says nothing
    expect(depositsCredited({ date: day, credits: 10_300 }, [win], 120, tz)).toBeNull();
  });
});
