import { ThemeProvider, useTheme, type Theme } from '@emotion/react';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The route's page, kept mounted while the layout around it changes. The shell draws the built-in layout while a
 * slow templates remote loads (and when it fails), then the template's layout; each is a different tree, so a page
 * passed to them as children would mount again at the swap — a field the player had typed into emptied, the page's
 * calls made twice. Instead the page renders once, through a portal, into one DOM node of its own, and each layout
 * gets a `PageSlot` that moves that node into its place. The page takes the theme of the layout it is drawn in
 * (the templates refine the site's theme for contrast), which the slot hands up.
 */
export function usePageSlot(page: ReactNode): { slot: ReactNode; portal: ReactNode } {
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.style.display = 'contents';
    el.setAttribute('data-page-host', '');
    return el;
  });
  // null until a layout has placed the slot: nothing of the page renders before there is a place to draw it
  const [theme, setTheme] = useState<Theme | null>(null);
  const onTheme = useCallback((t: Theme) => setTheme(() => t), []);
  return {
    slot: <PageSlot host={host} onTheme={onTheme} />,
    portal: theme ? createPortal(<ThemeProvider theme={theme}>{page}</ThemeProvider>, host) : null,
  };
}

function PageSlot({ host, onTheme }: { host: HTMLElement; onTheme: (theme: Theme) => void }) {
  const theme = useTheme();
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = place.current;
    if (!el) return;
    el.appendChild(host);
    return () => {
      if (host.parentNode === el) el.removeChild(host);
    };
  }, [host]);
  useLayoutEffect(() => onTheme(theme), [theme, onTheme]);
  return <div ref={place} style={{ display: 'contents' }} />;
}
