import { MAX_PRELOADS } from '@site/shared';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §9: no preloads on slow connections (2g or save-data). */
export function isSlowConnection(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface PreloadQueue {
  /** Asks for `key` to be preloaded; repeated keys are ignored. */
  request(key: string): void;
  /** How many preloads run right now (never more than the limit). */
  readonly active: number;
}

/** Runs preloads at most `limit` at once (SPEC §9: 4); the rest wait their turn, each key once. */
export function createPreloadQueue(
  run: (key: string) => Promise<unknown>,
  limit: number = MAX_PRELOADS,
): PreloadQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;
  const pump = () => {
    while (active < limit && waiting.length) {
      const key = waiting.shift() as string;
      active++;
      run(key)
        .catch(() => undefined)
        .finally(() => {
          active--;
          pump();
        });
    }
  };
  return {
    request(key) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(key);
      pump();
    },
    get active() {
      return active;
    },
  };
}

/** How long the network must be quiet (no resource started) before the page counts as settled. */
export const SETTLED_QUIET_MS = 500;
/** Settled at the latest this long after the load event, whatever the network does (a page that polls). */
export const SETTLED_MAX_MS = 10_000;

/**
 * Calls `done` once the page has settled: after the load event, when no resource has started for
 * SETTLED_QUIET_MS and `busy()` (the page's data calls in flight) is false, or SETTLED_MAX_MS at the latest. Preloads for links merely in view wait for it, so they
 * never compete with the first load's own files. Returns a cancel function.
 */
export function whenSettled(
  done: () => void,
  win: Window = window,
  busy: () => boolean = () => false,
): () => void {
  let quiet = 0;
  let latest = 0;
  let observer: PerformanceObserver | null = null;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    cancel();
    done();
  };
  const cancel = () => {
    win.clearTimeout(quiet);
    win.clearTimeout(latest);
    observer?.disconnect();
    win.removeEventListener('load', start);
  };
  const restart = () => {
    win.clearTimeout(quiet);
    // A request still in flight has no resource entry yet (entries come when a response ends): ask `busy`.
    quiet = win.setTimeout(() => (busy() ? restart() : finish()), SETTLED_QUIET_MS);
  };
  function start() {
    latest = win.setTimeout(finish, SETTLED_MAX_MS);
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'resource' });
    }
    restart();
  }
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
  return () => {
    finished = true;
    cancel();
  };
}

/** In-view preloads wait until the page has not scrolled for this long. */
export const SCROLL_QUIET_MS = 400;

export interface QuietBatch {
  /** A path whose link came into view: requested once the page has been still for SCROLL_QUIET_MS. */
  add(path: string): void;
  /** The page scrolled: the batch waits SCROLL_QUIET_MS more. */
  moved(): void;
  cancel(): void;
}

/**
 * Links that scroll into view are preloaded only once scrolling stops: loading and running a remote's module
 * takes the main thread for tens of milliseconds on a slow phone, which would drop frames while the player
 * scrolls (bench/lobby-scroll.ts). Hover and focus (a stronger intent) do not wait.
 */
export function createQuietBatch(request: (path: string) => void, win: Window = window): QuietBatch {
  const waiting = new Set<string>();
  let timer = 0;
  const flush = () => {
    timer = 0;
    const paths = [...waiting];
    waiting.clear();
    for (const p of paths) request(p);
  };
  const wait = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(flush, SCROLL_QUIET_MS);
  };
  return {
    add(path) {
      waiting.add(path);
      wait();
    },
    moved() {
      if (waiting.size) wait();
    },
    cancel() {
      win.clearTimeout(timer);
      waiting.clear();
    },
  };
}
