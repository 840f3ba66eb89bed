import { css, type Theme } from '@emotion/react';
import { NavLink } from '@site/shared/router';
import { Icon, iconFor } from '../icons';
import { useRouteServed } from '@site/shared';
import { useMenu, useMenuTitle } from './NavLinks';
import { useT } from '../../i18n/messages';

/** A phone-style tab bar fixed to the bottom below the template's breakpoint; the last tab opens the menu. */
export function BottomTabs({
  onMenu,
  menuOpen,
  controls,
}: {
  onMenu: () => void;
  menuOpen: boolean;
  controls: string;
}) {
  const t = useT();
  const served = useRouteServed();
  const title = useMenuTitle();
  const items = useMenu('menu')
    .filter((m) => served(m.path))
    .slice(0, 4);
  const tab = (th: Theme) => css`
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.15rem;
    padding: 0.45rem 0.1rem;
    font: inherit;
    font-size: 0.68rem;
    color: ${th.palette.text};
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
    span {
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    &[aria-current='page'] {
      color: ${th.palette.primary};
    }
  `;
  return (
    <nav
      aria-label={t('menu')}
      data-testid="bottom-tabs"
      css={(th: Theme) => css`
        position: fixed;
        left: 0;
        right: 0;
        bottom: 0;
        z-index: 40;
        display: flex;
        background: ${th.palette.surface};
        border-top: 2px solid ${th.palette.primary};
        @media (min-width: ${th.desktopAt}px) {
          display: none;
        }
      `}
    >
      {items.map((m) => (
        <NavLink key={m.content_id} to={m.path} end={m.path === '/'} css={tab}>
          <Icon name={iconFor(m.path)} />
          <span>{title(m)}</span>
        </NavLink>
      ))}
      <button
        type="button"
        data-testid="menu-toggle"
        css={tab}
        onClick={onMenu}
        aria-expanded={menuOpen}
        aria-controls={controls}
      >
        <Icon name="menu" />
        <span>{t('menu')}</span>
      </button>
    </nav>
  );
}
