import { BREAKPOINTS, viewportCookie } from '@site/shared';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** The viewport class of a window width, on the SPEC §9 breakpoints. */
export function viewportOf(width: number): Viewport {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}

/**
 * Remembers the player's viewport class in the viewport cookie (SPEC §4: 365 days, strict, secure) and keeps
 * it current on resize. Returns the stop function.
 */
export function trackViewport(): () => void {
  let last = '';
  const write = () => {
    const v = viewportOf(window.innerWidth);
    if (v !== last) document.cookie = viewportCookie((last = v));
  };
  let timer = 0;
  const onResize = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(write, 500);
  };
  write();
  window.addEventListener('resize', onResize);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
