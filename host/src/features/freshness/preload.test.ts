import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuietBatch, SCROLL_QUIET_MS, SETTLED_MAX_MS, SETTLED_QUIET_MS, whenSettled } from './preload';

/** A window whose load event and resource timings the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  const win = {
    document: { readyState },
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (type: string, f: () => void) => listeners.set(type, f),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return { win: win as unknown as Window, load: () => listeners.get('load')?.() };
}

let resourceStarted: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(cb: () => void) {
        resourceStarted = cb;
      }
      observe() {}
      disconnect() {
        resourceStarted = () => undefined;
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSettled: preloads of links in view wait for the first load', () => {
  it('waits for the load event, then for a quiet network', () => {
    const { win, load } = fakeWindow('loading');
    const done = vi.fn();
    whenSettled(done, win);
    vi.advanceTimersByTime(SETTLED_MAX_MS * 2);
    expect(done).not.toHaveBeenCalled();
    load();
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    resourceStarted();
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a page that never goes quiet is settled SETTLED_MAX_MS after load, once', () => {
    const { win } = fakeWindow('complete');
    const done = vi.fn();
    whenSettled(done, win);
    for (let t = 0; t < SETTLED_MAX_MS * 2; t += 100) {
      resourceStarted();
      vi.advanceTimersByTime(100);
    }
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a data call still in flight (no resource entry yet) keeps the page unsettled until it ends', () => {
    const { win } = fakeWindow('complete');
    const done = vi.fn();
    let inFlight = true;
    whenSettled(done, win, () => inFlight);
    vi.advanceTimersByTime(SETTLED_QUIET_MS * 3);
    expect(done).not.toHaveBeenCalled();
    inFlight = false;
    vi.advanceTimersByTime(SETTLED_QUIET_MS);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the page went away) it never calls back', () => {
    const { win } = fakeWindow('complete');
    const done = vi.fn();
    whenSettled(done, win)();
    vi.advanceTimersByTime(SETTLED_MAX_MS * 2);
    expect(done).not.toHaveBeenCalled();
  });
});

describe('createQuietBatch: links in view are preloaded once scrolling stops', () => {
  const win = {
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as Window;

  it('requests each path once, SCROLL_QUIET_MS after the last link came into view', () => {
    const requested: string[] = [];
    const batch = createQuietBatch((p) => requested.push(p), win);
    batch.add('/terms');
    vi.advanceTimersByTime(SCROLL_QUIET_MS - 1);
    batch.add('/about');
    batch.add('/terms');
    vi.advanceTimersByTime(SCROLL_QUIET_MS - 1);
    expect(requested).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested).toEqual(['/terms', '/about']);
  });

  it('waits while the page keeps scrolling', () => {
    const requested: string[] = [];
    const batch = createQuietBatch((p) => requested.push(p), win);
    batch.add('/slots');
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(SCROLL_QUIET_MS / 2);
      batch.moved();
    }
    expect(requested).toEqual([]);
    vi.advanceTimersByTime(SCROLL_QUIET_MS);
    expect(requested).toEqual(['/slots']);
  });

  it('cancelled (the page went away) it requests nothing', () => {
    const requested: string[] = [];
    const batch = createQuietBatch((p) => requested.push(p), win);
    batch.add('/slots');
    batch.cancel();
    vi.advanceTimersByTime(SCROLL_QUIET_MS * 2);
    expect(requested).toEqual([]);
  });
});
