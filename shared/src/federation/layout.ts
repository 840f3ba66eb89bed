import type { ReactNode } from 'react';

/** What the host hands a layout exposed by the templates remote (`./Layout`). */
export interface LayoutProps {
  /** default, minigame, template1..template15 */
  layout: string;
  children: ReactNode;
  slots: {
    /** the host's language switcher */
    language: ReactNode;
    /** the wallet remote's header balance (signed in only) */
    balance: ReactNode;
    /** sign-in / sign-up buttons or the account menu */
    account: ReactNode;
  };
}

/**
 * The layout a page is drawn in (SPEC §2): `/minigame` uses the minigame layout; otherwise the route's own layout
 * (`RemoteRoute.layout`) or the site template's (`template1`..`template15`; `default` when there is none). The
 * shell passes it to the templates remote's `./Layout`; the server names the same layout's parts in the page's
 * hints (`layoutPartChunk`).
 */
export function layoutFor(pathname: string, routeLayout: string | undefined, template: string): string {
  if (pathname === '/minigame') return 'minigame';
  return routeLayout ?? (template || 'default');
}

/**
 * A remote may split an exposed module by layout: the part of `./X` only one layout uses goes in a chunk named
 * `X--<layout>` (`import(/* webpackChunkName: "Layout--template3" *\/ …)`), which its build never splits further
 * (`shared/build/remote.ts`). The server hints the page's layout's part beside the module, so a site downloads its
 * own template's code and not the fourteen others'. `./Layout`, `template3` → `Layout--template3`.
 */
export function layoutPartChunk(module: string, layout: string): string {
  return `${module.replace(/^\.\//, '')}--${layout}`;
}
