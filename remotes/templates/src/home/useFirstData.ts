import { useEffect, useState, type RefObject } from 'react';
import { useQueryClient, type QueryClient } from '@site/shared/query';

/** At the latest this long after the home page mounts, it shows whatever has arrived. */
export const FIRST_DATA_CAP_MS = 3_000;

/** A placeholder still waiting inside the home page: a section's module loading, or a UI kit skeleton. */
const PENDING = '[data-pending], [aria-busy="true"]';

/** How many queries are fetching for the first time (no data yet): the sections still waiting to be drawn. */
export function firstLoadsInFlight(client: QueryClient): number {
  return client
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.data === undefined && q.state.fetchStatus === 'fetching' }).length;
}

/**
 * True once the page's first data calls have answered (or failed), or FIRST_DATA_CAP_MS after mount. The home
 * page draws its sections hidden until then and shows them together, so a section drawn only when its data
 * arrives (SPEC: no heading without content) never pushes the ones below it (issue 16.4: layout shift). Data
 * already in the cache (coming back home) shows at once. A section whose module is still loading from another
 * remote marks its placeholder `data-pending`, and a UI kit skeleton is `aria-busy`: while either is inside
 * `container`, the page waits too.
 */
export function useFirstData(
  container: RefObject<HTMLElement | null>,
  capMs: number = FIRST_DATA_CAP_MS,
): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let frame = 0;
    // Checked a frame after a change: the sections' calls start as they mount, in the same commit.
    const check = () => {
      if (firstLoadsInFlight(client) === 0 && !container.current?.querySelector(PENDING)) setReady(true);
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    const cap = window.setTimeout(() => setReady(true), capMs);
    const unsubscribe = client.getQueryCache().subscribe(schedule);
    const dom = new MutationObserver(schedule);
    if (container.current) dom.observe(container.current, { childList: true, subtree: true });
    schedule();
    return () => {
      window.clearTimeout(cap);
      cancelAnimationFrame(frame);
      unsubscribe();
      dom.disconnect();
    };
  }, [client, ready, capMs, container]);
  return ready;
}
