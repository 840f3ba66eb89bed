import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-load';

/** A window whose load event and readiness the test controls. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, {
    document: { readyState },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (t: number) => clearTimeout(t),
  }) as unknown as Window;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('work deferred until the page has loaded (issue 16.5)', () => {
  it('runs once, when the thread is idle after the load event, not before', () => {
    const win = fakeWindow('loading');
    const idle: (() => void)[] = [];
    Object.assign(win, { requestIdleCallback: (fn: () => void) => idle.push(fn) });
    const run = vi.fn();
    afterPageLoad(run, 3000, win);
    expect(run).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    idle.forEach((fn) => fn());
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    win.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the time limit when the page never finishes loading', () => {
    const win = fakeWindow('interactive');
    const run = vi.fn();
    afterPageLoad(run, 3000, win);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on the next turn on a page that has loaded already (no idle callback in this browser)', () => {
    const run = vi.fn();
    afterPageLoad(run, 3000, fakeWindow('complete'));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
