import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template6 (casino6): a neon strip — a narrow icon rail on the left, a glowing top bar with the account. */
export function NeonLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const games = useMenu('game_menu');
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="casino">
      <header
        css={(th: Theme) => css`
          position: sticky;
          top: 0;
          z-index: 30;
          display: flex;
          align-items: center;
          gap: 0.75rem;
          padding: 0.55rem clamp(0.75rem, 2.5vw, 1.5rem);
          background: ${th.palette.bg};
          border-bottom: 1px solid ${th.palette.accent};
          box-shadow: 0 0 18px ${th.palette.accent}66;
        `}
      >
        <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
        <Logo size="sm" />
        <div css={{ marginLeft: 'auto' }}>
          <HeaderActions slots={slots} />
        </div>
      </header>
      <div
        css={(th: Theme) => css`
          flex: 1;
          display: grid;
          @media (min-width: ${th.desktopAt}px) {
            grid-template-columns: 92px minmax(0, 1fr);
          }
        `}
      >
        <aside
          css={(th: Theme) => css`
            display: none;
            @media (min-width: ${th.desktopAt}px) {
              display: flex;
              flex-direction: column;
              gap: 1rem;
              padding: 0.8rem 0.4rem;
              background: ${th.palette.surface};
              border-right: 1px solid ${th.palette.border};
            }
          `}
        >
          <NavLinks items={menu} look="rail" label={t('mainNav')} />
          <NavLinks items={games.slice(0, 6)} look="rail" label={t('gameNav')} />
        </aside>
        <div css={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Main width={1240}>{children}</Main>
          <Footer look="compact" />
        </div>
      </div>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="left" slots={slots} />
    </Frame>
  );
}
