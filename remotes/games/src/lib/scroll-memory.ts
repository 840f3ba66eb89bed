import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';

const PREFIX = 'games.scroll:';
/** Restoring gives up this long after the page mounts (a page that never grows back, a slow catalogue). */
export const RESTORE_FOR_MS = 5_000;

/**
 * Keeps a lobby's scroll position per history entry (issue 12.4: "back from a game returns to the same scroll
 * position"). The position is saved in sessionStorage under the entry's `location.key` as the player scrolls;
 * coming back to that entry (Back, Forward, a reload) scrolls there again as soon as the page is tall enough —
 * the lobby's pages of 24 load one by one — and stops at once if the player scrolls or types meanwhile. A new
 * visit has a new key, so it starts at the top.
 */
export function useScrollMemory(): void {
  const { key } = useLocation();
  useEffect(() => {
    // The browser's own restoration runs when Back is pressed, before the lobby has grown back, and lands
    // short of the position: this hook restores instead.
    history.scrollRestoration = 'manual';
    const storeKey = PREFIX + key;
    const saved = Number(sessionStorage.getItem(storeKey));
    let restoring = saved > 0;
    // The page grows as its pages of 24 arrive: try again every 100 ms (the body's own box may not grow).
    let poll = 0;
    const giveUp = window.setTimeout(() => stopRestoring(), RESTORE_FOR_MS);
    const byPlayer = () => stopRestoring();
    function stopRestoring() {
      restoring = false;
      window.clearInterval(poll);
      window.clearTimeout(giveUp);
      removeEventListener('wheel', byPlayer);
      removeEventListener('touchstart', byPlayer);
      removeEventListener('keydown', byPlayer);
    }
    function tryRestore() {
      if (!restoring) return;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.min(saved, Math.max(0, max)));
      if (max >= saved) stopRestoring();
    }
    if (restoring) {
      poll = window.setInterval(tryRestore, 100);
      addEventListener('wheel', byPlayer, { passive: true });
      addEventListener('touchstart', byPlayer, { passive: true });
      addEventListener('keydown', byPlayer);
      tryRestore();
    } else stopRestoring();
    let frame = 0;
    // A followed link freezes the position: while the next page loads, the lobby may already be gone from the
    // layout and the browser clamps the scroll of the shorter page — that is not where the player was.
    let leaving = false;
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.('a[href]')) leaving = true;
    };
    const onInput = () => (leaving = false);
    addEventListener('click', onClick, true);
    addEventListener('wheel', onInput, { passive: true });
    addEventListener('touchstart', onInput, { passive: true });
    const save = () => {
      // our own scrolling while the page grows back, or the clamp of a page being left, is not the player's
      if (restoring || leaving) return;
      // read here, where layout is fresh; a read in the next frame after the page changed would force one
      const y = String(Math.round(window.scrollY));
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => sessionStorage.setItem(storeKey, y));
    };
    addEventListener('scroll', save, { passive: true });
    return () => {
      stopRestoring();
      removeEventListener('scroll', save);
      removeEventListener('click', onClick, true);
      removeEventListener('wheel', onInput);
      removeEventListener('touchstart', onInput);
      cancelAnimationFrame(frame);
    };
  }, [key]);
}
