import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from '@site/shared/router';
import { useTranslation } from '@site/shared/i18next';
import { menuTitle, useLayoutStore, useRouteServed, type MenuItem } from '@site/shared';
import { Icon, iconFor } from '../icons';
import { headingCss } from '../../themes/skins';

export type NavLook =
  'underline' | 'pills' | 'tabs' | 'vertical' | 'rail' | 'plain' | 'bracket' | 'tiles' | 'inverse';

const EMPTY: MenuItem[] = [];

/** The site menu (content.menu) or the game menu (content.game_menu). */
export function useMenu(which: 'menu' | 'game_menu' = 'menu'): MenuItem[] {
  return useLayoutStore((s) => s.content?.[which] ?? EMPTY);
}

/** A server menu item's label in the page's language (see `menuTitle`). */
export function useMenuTitle(): (m: MenuItem) => string {
  const { t, i18n } = useTranslation('templates');
  return (m) => menuTitle(m, t, i18n.language);
}

function itemCss(look: NavLook, t: Theme): string {
  const p = t.palette;
  switch (look) {
    case 'underline':
      return `padding: 0.5rem 0.2rem; border-bottom: 2px solid transparent; &[aria-current='page'], &:hover { border-color: ${p.primary}; color: ${p.primary}; }`;
    case 'pills':
      return `padding: 0.45rem 0.95rem; border-radius: 999px; background: ${p.surfaceAlt}; &[aria-current='page'], &:hover { background: ${p.primary}; color: ${p.primaryText}; }`;
    case 'tabs':
      return `padding: 0.7rem 0.9rem; border-bottom: 3px solid transparent; white-space: nowrap; &[aria-current='page'], &:hover { border-color: ${p.accent}; background: ${p.surface}; }`;
    case 'vertical':
      return `padding: 0.6rem 0.8rem; border-radius: ${t.radius}; &[aria-current='page'], &:hover { background: ${p.surfaceAlt}; color: ${p.primary}; }`;
    case 'rail':
      return `flex-direction: column; gap: 0.25rem; padding: 0.6rem 0.2rem; font-size: 0.7rem; text-align: center; border-radius: ${t.radius};
        &[aria-current='page'], &:hover { background: ${p.surfaceAlt}; color: ${p.accent}; }`;
    case 'bracket':
      return `padding: 0.35rem 0.5rem; &::before { content: '['; color: ${p.accent}; } &::after { content: ']'; color: ${p.accent}; }
        &[aria-current='page'], &:hover { background: ${p.primary}; color: ${p.primaryText}; &::before, &::after { color: inherit; } }`;
    case 'inverse':
      return `padding: 0.4rem 0.2rem; color: inherit; opacity: 0.92; &[aria-current='page'], &:hover { opacity: 1; text-decoration: underline; text-underline-offset: 0.35em; }`;
    case 'tiles':
      return `flex-direction: column; gap: 0.3rem; padding: 0.6rem 0.5rem; min-width: 84px; font-size: 0.8rem; text-align: center;
        border-radius: ${t.radius}; &[aria-current='page'], &:hover { background: ${p.surfaceAlt}; color: ${p.accent}; } svg { width: 26px; height: 26px; color: ${p.accent}; }`;
    case 'plain':
      return `padding: 0.4rem 0.2rem; &[aria-current='page'], &:hover { color: ${p.primary}; }`;
  }
}

/**
 * Whether a link with a query (`/sports?sport=football`) is the page shown: its path, and each of its query's
 * values in the location's. (A `NavLink` compares paths only, so every sport's link was current on /sports.)
 */
export function queryCurrent(to: string, at: { pathname: string; search: string }): boolean {
  const url = new URL(to, 'http://x');
  if (url.pathname !== at.pathname) return false;
  const here = new URLSearchParams(at.search);
  return [...url.searchParams].every(([k, v]) => here.get(k) === v);
}

/** The items whose page exists on this site (the rest are not drawn). */
export function useLiveItems(items: MenuItem[]): MenuItem[] {
  const served = useRouteServed();
  return items.filter((m) => served(m.path));
}

/**
 * A menu as links in one of the template looks. `icons` shows the category icon before each label. Only items
 * whose page exists are drawn; with none, nothing is (not even the `heading` drawn above the list).
 */
export function NavLinks({
  items,
  look,
  label,
  icons = false,
  onNavigate,
  heading,
}: {
  items: MenuItem[];
  look: NavLook;
  label: string;
  icons?: boolean;
  onNavigate?: () => void;
  heading?: ReactNode;
}) {
  const column = look === 'vertical' || look === 'rail';
  const title = useMenuTitle();
  const live = useLiveItems(items);
  const location = useLocation();
  if (live.length === 0) return null;
  const scrolls = look === 'tabs' || look === 'tiles';
  return (
    <>
      {heading}
      <nav aria-label={label} css={{ minWidth: 0 }}>
        <ul
          // a horizontally scrolling list must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={scrolls ? 0 : undefined}
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: flex;
            flex-direction: ${column ? 'column' : 'row'};
            flex-wrap: ${column || look === 'tabs' || look === 'tiles' ? 'nowrap' : 'wrap'};
            gap: ${look === 'underline' ? '1.4rem' : look === 'plain' || look === 'inverse' ? '1.1rem' : '0.3rem'};
            ${look === 'tabs' || look === 'tiles' ? 'overflow-x: auto; scrollbar-width: thin;' : ''}
          `}
        >
          {live.map((m) => {
            // a link with a query is current only on that query (see queryCurrent)
            const query = m.path.includes('?');
            const Tag = query ? Link : NavLink;
            const current = query
              ? { 'aria-current': queryCurrent(m.path, location) ? ('page' as const) : undefined }
              : { end: m.path === '/' };
            return (
              <li key={m.content_id}>
                <Tag
                  to={m.path}
                  {...current}
                  onClick={onNavigate}
                  css={(t: Theme) => css`
                    display: flex;
                    align-items: center;
                    gap: 0.5rem;
                    color: ${t.palette.text};
                    text-decoration: none;
                    font-weight: 600;
                    transition:
                      background 250ms ease-in-out,
                      color 250ms ease-in-out;
                    ${look === 'underline' || look === 'tabs' ? headingCss(t.template) + ' font-size: 0.92rem;' : ''}
                    ${itemCss(look, t)}
                  `}
                >
                  {icons || look === 'rail' || look === 'tiles' ? <Icon name={iconFor(m.path)} /> : null}
                  <span>{title(m)}</span>
                </Tag>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
