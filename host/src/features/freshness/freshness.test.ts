import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_POLL_MS, RELOAD_GUARD_KEY } from '@site/shared';
import { reloadApp, type ReloadEnv } from './reload';
import { createPreloadQueue, isSlowConnection } from './preload';
import { BUILD_ID, checkForNewBuild, startManifestPolling } from './manifest';
import { markStale, resetStale, staleReason } from './stale';

function env(now = 1_000): ReloadEnv & { loads: string[]; store: Map<string, string>; at: { now: number } } {
  const store = new Map<string, string>();
  const loads: string[] = [];
  const at = { now };
  return {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: () => at.now,
    load: (p) => void loads.push(p),
    loads,
    store,
    at,
  };
}

afterEach(() => {
  resetStale();
  vi.useRealTimers();
});

describe('reload guard (SPEC §4, §9: nuxt:reload, 10 000 ms)', () => {
  it('reloads and writes the guard with the path and an expiry 10 000 ms ahead', () => {
    const e = env();
    expect(reloadApp('/login', e)).toBe(true);
    expect(e.loads).toEqual(['/login']);
    expect(JSON.parse(e.store.get(RELOAD_GUARD_KEY) ?? '')).toEqual({ path: '/login', expires: 11_000 });
  });
  it('refuses a second reload of the same path inside 10 000 ms — no loop', () => {
    const e = env();
    reloadApp('/login', e);
    e.at.now += 9_999;
    expect(reloadApp('/login', e)).toBe(false);
    expect(e.loads).toHaveLength(1);
  });
  it('allows it again once the guard expired, and at once for another path', () => {
    const e = env();
    reloadApp('/login', e);
    expect(reloadApp('/', e)).toBe(true);
    e.at.now += 10_001;
    expect(reloadApp('/', e)).toBe(true);
  });
  it('survives a corrupt guard and missing storage', () => {
    const e = env();
    e.store.set(RELOAD_GUARD_KEY, '{not json');
    expect(reloadApp('/', e)).toBe(true);
    expect(reloadApp('/x', { ...e, storage: null })).toBe(true);
  });
});

describe('route preloads (SPEC §9)', () => {
  it('runs at most 4 at once and each key once', async () => {
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const q = createPreloadQueue(
      (k) =>
        new Promise<void>((resolve) => {
          started.push(k);
          finish.push(resolve);
        }),
    );
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f', 'a']) q.request(k);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(q.active).toBe(4);
    finish[0]?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(q.active).toBeLessThanOrEqual(4);
  });
  it('a failed preload frees its place', async () => {
    const q = createPreloadQueue(() => Promise.reject(new Error('x')), 1);
    q.request('a');
    q.request('b');
    await new Promise((r) => setTimeout(r, 0));
    expect(q.active).toBe(0);
  });
  it('skips slow connections: 2g, slow-2g or save-data', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe('build manifest (SPEC §4, §7, §9)', () => {
  it('asks builds/latest.json with a timestamp query; another id marks the app stale', async () => {
    const getJson = vi.fn(async () => ({ id: 'other', timestamp: 1 })) as unknown as <T>(
      u: string,
    ) => Promise<T>;
    expect(await checkForNewBuild(getJson, 42)).toBe(true);
    expect(getJson).toHaveBeenCalledWith('/builds/latest.json?42');
    expect(staleReason()).toBe('build');
  });
  it('the same id changes nothing', async () => {
    const getJson = (async () => ({ id: BUILD_ID, timestamp: 1 })) as unknown as <T>(u: string) => Promise<T>;
    expect(await checkForNewBuild(getJson)).toBe(false);
    expect(staleReason()).toBeNull();
  });
  it('reads its own builds/meta/{id}.json once, then polls every 3 600 000 ms', async () => {
    vi.useFakeTimers();
    const urls: string[] = [];
    const getJson = (async (u: string) => {
      urls.push(u);
      return { id: BUILD_ID, timestamp: 1 };
    }) as unknown as <T>(u: string) => Promise<T>;
    const stop = startManifestPolling(getJson);
    expect(urls).toEqual([`/builds/meta/${BUILD_ID}.json`]);
    vi.advanceTimersByTime(MANIFEST_POLL_MS - 1);
    expect(urls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(urls[1]).toMatch(/^\/builds\/latest\.json\?\d+$/);
    vi.advanceTimersByTime(MANIFEST_POLL_MS);
    expect(urls).toHaveLength(3);
    stop();
  });
  it('the first reason wins', () => {
    markStale('chunk');
    markStale('build');
    expect(staleReason()).toBe('chunk');
  });
});
