import { bus } from '@site/shared';

/**
 * Why the running app is out of date, if it is: a newer build was published (`build`) or a lazy chunk or remote
 * module failed to load (`chunk`). Either way the app reloads on the next navigation (SPEC §4).
 */
let reason: 'build' | 'chunk' | null = null;

export function markStale(why: 'build' | 'chunk'): void {
  reason ??= why;
}

export function staleReason(): 'build' | 'chunk' | null {
  return reason;
}

/** Test seam: forget the stale state. */
export function resetStale(): void {
  reason = null;
}

/** Any failed chunk or remote module load (published on the bus by i18n and the remote loader) marks the app stale. */
export function listenForChunkErrors(): () => void {
  return bus.on('chunk:error', ({ source, message }) => {
    console.warn(`[freshness] ${source} failed to load (${message}); reloading on the next navigation`);
    markStale('chunk');
  });
}
