import { css, keyframes, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@site/shared/router';
import type { LayoutProps } from '@site/shared';
import { useFocusTrap } from '@site/shared/ui';
import { Icon } from '../icons';
import { Logo } from '../Logo';
import { useAccountMenu } from './accountMenu';
import { NavLinks, useMenu } from './NavLinks';
import { useT } from '../../i18n/messages';

export type DrawerSide = 'left' | 'right' | 'top';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** The hamburger button; `always` keeps it on wide screens too (templates whose menu is a drawer everywhere). */
export function MenuButton({
  open,
  controls,
  onClick,
  always = false,
  children,
}: {
  open: boolean;
  controls: string;
  onClick: () => void;
  always?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <button
      type="button"
      data-testid="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('closeMenu') : t('openMenu')}
      onClick={onClick}
      css={(th: Theme) => css`
        display: inline-flex;
        align-items: center;
        gap: 0.4rem;
        flex: none;
        min-width: 44px;
        min-height: 44px;
        justify-content: center;
        padding: 0 0.6rem;
        font: inherit;
        cursor: pointer;
        color: ${th.palette.text};
        background: ${th.palette.surfaceAlt};
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        ${always ? '' : `@media (min-width: ${th.desktopAt}px) { display: none; }`}
      `}
    >
      <Icon name="menu" />
      {children}
    </button>
  );
}

/**
 * State of a template's mobile menu: closes on navigation and on Escape. The opener (`MenuButton`, `BottomTabs`)
 * carries `aria-expanded={open}`; the drawer traps focus and gives it back to the opener (`useFocusTrap`).
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [open]);
  return { open, id, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}

/** The drawer itself: the menus and the header slots, sliding from the template's side. */
export function MobileMenu({
  open,
  id,
  close,
  side = 'left',
  slots,
}: {
  open: boolean;
  id: string;
  close: () => void;
  side?: DrawerSide;
  slots: LayoutProps['slots'];
}) {
  const t = useT();
  const menu = useMenu('menu');
  const games = useMenu('game_menu');
  const mine = useAccountMenu();
  const closeRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // a modal dialog (PAGES §6): focus on Close menu, Tab kept inside, back to the opener when it closes
  useFocusTrap(open, boxRef, { first: closeRef });
  if (!open) return null;
  const slide = keyframes`from { transform: ${side === 'top' ? 'translateY(-100%)' : `translateX(${side === 'left' ? '-100%' : '100%'})`}; } to { transform: none; }`;
  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: 50 }}>
      <div
        aria-hidden="true"
        onClick={close}
        css={css`
          position: absolute;
          inset: 0;
          background: rgb(0 0 0 / 0.55);
          animation: ${fade} 250ms ease-in-out;
        `}
      />
      <div
        ref={boxRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('menu')}
        data-testid="mobile-menu"
        css={(th: Theme) => css`
          position: absolute;
          ${side === 'top' ? 'inset: 0 0 auto 0; max-height: 100%;' : `top: 0; bottom: 0; ${side}: 0; width: min(86vw, 340px);`}
          overflow-y: auto;
          display: flex;
          flex-direction: column;
          gap: 1rem;
          padding: 1rem;
          background: ${th.palette.surface};
          color: ${th.palette.text};
          box-shadow: ${th.shadow};
          animation: ${slide} 250ms ease-in-out;
        `}
      >
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '0.5rem' }}>
          <Logo size="sm" />
          <button
            ref={closeRef}
            type="button"
            data-testid="menu-close"
            aria-label={t('closeMenu')}
            onClick={close}
            css={(th: Theme) => css`
              display: grid;
              place-items: center;
              width: 44px;
              height: 44px;
              flex: none;
              cursor: pointer;
              color: ${th.palette.text};
              background: ${th.palette.surfaceAlt};
              border: 1px solid ${th.palette.border};
              border-radius: ${th.radius};
            `}
          >
            <Icon name="close" />
          </button>
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          {slots.balance}
          {slots.account}
          {slots.language}
        </div>
        <NavLinks items={menu} look="vertical" label={t('mainNav')} icons onNavigate={close} />
        <NavLinks items={mine} look="vertical" label={t('accountNav')} icons onNavigate={close} />
        <hr
          css={(th: Theme) =>
            css({ border: 0, borderTop: `1px solid ${th.palette.border}`, margin: 0, width: '100%' })
          }
        />
        <NavLinks items={games} look="vertical" label={t('gameNav')} icons onNavigate={close} />
      </div>
    </div>
  );
}
