import { useEffect } from 'react';
import type { RemoteDescriptor } from '@site/shared';
import { useQueryClient } from '@site/shared/query';
import { loadRemoteComponent, prefetchRemoteModule } from '../../app/federation/loader';
import { createPreloadQueue, createQuietBatch, isSlowConnection, whenSettled } from './preload';

/** The preload queue's key of a link that only came into view: its files are downloaded, not run. */
const VIEW = 'view:';

/**
 * Preloads the remote page behind a same-site link when the link is hovered, focused or scrolled into view
 * (DESIGN: loading remotes): at most 4 at once, none on 2g or save-data (SPEC §9). Links in view are watched only
 * once the page has settled (whenSettled): the first load's own files come first (docs/performance.md); and they
 * are requested only once scrolling stops (createQuietBatch), so a preload never drops frames mid-scroll.
 */
export function useRoutePreloads(remotes: RemoteDescriptor[]): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = (
      navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
    ).connection;
    if (isSlowConnection(connection)) return;
    const modules = new Map<string, { remote: string; module: string }>();
    for (const r of remotes)
      for (const route of r.routes) modules.set(route.path, { remote: r.name, module: route.module });
    // A hovered or focused link is about to be used: its module is loaded and run. A link that only scrolled
    // into view gets its files downloaded, not run (`view:` keys): the module runs if it is ever shown.
    const queue = createPreloadQueue((key) => {
      const inView = key.startsWith(VIEW);
      const target = modules.get(inView ? key.slice(VIEW.length) : key);
      if (!target) return Promise.resolve();
      return inView
        ? prefetchRemoteModule(target.remote, target.module)
        : loadRemoteComponent(target.remote, target.module);
    });
    const pathOf = (el: Element | null): string | null => {
      const a = el?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.origin !== location.origin) return null;
      return modules.has(a.pathname) && a.pathname !== location.pathname ? a.pathname : null;
    };
    const onIntent = (e: Event) => {
      const path = pathOf(e.target as Element | null);
      if (path) queue.request(path);
    };
    // in view: requested once scrolling stops (a module's first run would drop frames mid-scroll)
    const inView = createQuietBatch((path) => queue.request(VIEW + path));
    const onScroll = () => inView.moved();
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        io.unobserve(entry.target);
        const path = pathOf(entry.target);
        if (path) inView.add(path);
      }
    });
    const watched = new WeakSet<Element>();
    const scan = () => {
      for (const a of document.querySelectorAll('a[href^="/"]')) {
        if (watched.has(a)) continue;
        watched.add(a);
        io.observe(a);
      }
    };
    let pending = 0;
    const mo = new MutationObserver(() => {
      if (!pending) pending = window.setTimeout(() => ((pending = 0), scan()), 200);
    });
    const stopWaiting = whenSettled(
      () => {
        scan();
        mo.observe(document.body, { childList: true, subtree: true });
      },
      window,
      () => queryClient.isFetching() > 0,
    );
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      inView.cancel();
      window.removeEventListener('scroll', onScroll);
      stopWaiting();
      io.disconnect();
      mo.disconnect();
      window.clearTimeout(pending);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [remotes, queryClient]);
}
