import { describe, expect, it } from 'vitest';
import { processingPhrase, timeOf } from './processing';

describe('processing times on /banking', () => {
  it('reads a median as under a minute, minutes, hours or days, and null as too few to say', () => {
    expect(processingPhrase(null)).toEqual({ key: 'takesUnknown', count: 0 });
    expect(processingPhrase(0)).toEqual({ key: 'takesUnderMinute', count: 0 });
    expect(processingPhrase(59)).toEqual({ key: 'takesUnderMinute', count: 0 });
    expect(processingPhrase(60)).toEqual({ key: 'takesMinutes', count: 1 });
    expect(processingPhrase(1200)).toEqual({ key: 'takesMinutes', count: 20 });
    expect(processingPhrase(3600)).toEqual({ key: 'takesHours', count: 1 });
    expect(processingPhrase(5 * 3600 + 1799)).toEqual({ key: 'takesHours', count: 5 });
    expect(processingPhrase(86_400 * 2.4)).toEqual({ key: 'takesDays', count: 2 });
  });

  it('finds a deposit method by its code and withdrawals as one row', () => {
    const times = [
      { kind: 'deposit' as const, method: 'gcash', approved: 4, median_seconds: 30 },
      { kind: 'withdrawal' as const, method: '', approved: 9, median_seconds: 7200 },
    ];
    expect(timeOf(times, 'deposit', 'gcash')).toBe(30);
    expect(timeOf(times, 'deposit', 'maya')).toBeNull();
    expect(timeOf(times, 'withdrawal', 'BPI')).toBe(7200);
  });
});
