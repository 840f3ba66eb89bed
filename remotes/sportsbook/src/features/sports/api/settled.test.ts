import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFinishPush, settleRefresher } from './settled';

describe('refresh after a match finishes (its bets settle)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('knows the finished pushes from the others', () => {
    expect(isFinishPush({ type: 'event', data: { event_id: 1, kind: 'finished' } })).toBe(true);
    expect(
      isFinishPush({
        type: 'score',
        data: { event_id: 1, phase: 'finished', minute: 90, home_score: 2, away_score: 0 },
      }),
    ).toBe(true);
    expect(isFinishPush({ type: 'event', data: { event_id: 1, kind: 'new' } })).toBe(false);
    expect(
      isFinishPush({
        type: 'score',
        data: { event_id: 1, phase: 'live', minute: 9, home_score: 1, away_score: 0 },
      }),
    ).toBe(false);
    expect(isFinishPush({ type: 'price', data: { selection_id: 1, odds: 2 } })).toBe(false);
    expect(isFinishPush({ type: 'market', data: { market_id: 1, event_id: 1, status: 'closed' } })).toBe(
      false,
    );
  });

  it('refreshes once per delay after the last finish of a burst', () => {
    const refresh = vi.fn();
    const r = settleRefresher(refresh, [800, 4_000]);
    r.finished();
    vi.advanceTimersByTime(500);
    r.finished(); // the event push after the score push, or another match
    vi.advanceTimersByTime(799);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_200);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stop cancels what is pending', () => {
    const refresh = vi.fn();
    const r = settleRefresher(refresh, [800]);
    r.finished();
    r.stop();
    vi.advanceTimersByTime(10_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
