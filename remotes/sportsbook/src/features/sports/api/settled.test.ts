import { describe, expect, it, vi } from 'vitest';
import { applyPush } from '../view';
import { isSettledPush, settleRefresher } from './settled';

/** A refresh that finishes when the test says so. */
function pendingRefresh() {
  const done: (() => void)[] = [];
  const refresh = vi.fn(() => new Promise<void>((r) => done.push(r)));
  const finish = async () => {
    done.shift()?.();
    // let the refresher see the end of the run
    await new Promise((r) => setTimeout(r, 0));
  };
  return { refresh, finish };
}

describe('refresh after bets settle (the `settled` push)', () => {
  it('knows the settled push from the others (a finish alone moves no money yet)', () => {
    expect(isSettledPush({ type: 'settled', data: { event_ids: [1] } })).toBe(true);
    expect(isSettledPush({ type: 'event', data: { event_id: 1, kind: 'finished' } })).toBe(false);
    expect(
      isSettledPush({
        type: 'score',
        data: { event_id: 1, phase: 'finished', minute: 90, home_score: 2, away_score: 0 },
      }),
    ).toBe(false);
    expect(isSettledPush({ type: 'price', data: { selection_id: 1, odds: 2 } })).toBe(false);
  });

  it('refreshes at once on the push, with no timer', () => {
    vi.useFakeTimers();
    try {
      const refresh = vi.fn(() => Promise.resolve());
      settleRefresher(refresh).settled();
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a burst while a refresh is on its way makes one more refresh after it, not one each', async () => {
    const { refresh, finish } = pendingRefresh();
    const r = settleRefresher(refresh);
    r.settled();
    r.settled();
    r.settled();
    r.settled();
    expect(refresh).toHaveBeenCalledTimes(1);
    await finish();
    expect(refresh).toHaveBeenCalledTimes(2);
    await finish();
    expect(refresh).toHaveBeenCalledTimes(2);
    r.settled(); // later, on its own: refreshes again
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('a failed refresh does not stop the next', async () => {
    const refresh = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const r = settleRefresher(refresh);
    r.settled();
    await new Promise((res) => setTimeout(res, 0));
    r.settled();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stop drops the refresh still pending and any later push', async () => {
    const { refresh, finish } = pendingRefresh();
    const r = settleRefresher(refresh);
    r.settled();
    r.settled();
    r.stop();
    await finish();
    r.settled();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves the events list as it is', () => {
    const events = [] as Parameters<typeof applyPush>[0];
    expect(applyPush(events, { type: 'settled', data: { event_ids: [1] } })).toBe(events);
  });
});
