import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template9 (slot2): a game-first shell — the game categories in a left sidebar, the site menu in the top bar. */
export function GalaxyLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const games = useMenu('game_menu');
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="slot">
      <header
        css={(th: Theme) => css`
          display: flex;
          align-items: center;
          gap: 1rem;
          padding: 0.6rem clamp(0.75rem, 2.5vw, 1.5rem);
          background: linear-gradient(90deg, ${th.palette.surface}, ${th.palette.surfaceAlt});
          border-bottom: 1px solid ${th.palette.border};
        `}
      >
        <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
        <Logo size="md" />
        <div
          css={(th: Theme) => css`
            margin-left: 2rem;
            @media (max-width: ${th.desktopAt - 1}px) {
              display: none;
            }
          `}
        >
          <NavLinks items={menu} look="plain" label={t('mainNav')} />
        </div>
        <div css={{ marginLeft: 'auto' }}>
          <HeaderActions slots={slots} />
        </div>
      </header>
      <div
        css={(th: Theme) => css`
          flex: 1;
          display: grid;
          @media (min-width: ${th.desktopAt}px) {
            grid-template-columns: 220px minmax(0, 1fr);
          }
        `}
      >
        <aside
          css={(th: Theme) => css`
            display: none;
            @media (min-width: ${th.desktopAt}px) {
              display: block;
              padding: 1rem 0.7rem;
              background: ${th.palette.surface};
              border-right: 1px solid ${th.palette.border};
            }
            h2 {
              font-size: 0.75rem;
              letter-spacing: 0.12em;
              text-transform: uppercase;
              color: ${th.palette.textMuted};
              margin: 0 0 0.6rem 0.8rem;
            }
          `}
        >
          <NavLinks
            items={games}
            look="vertical"
            label={t('gameNav')}
            icons
            heading={<h2>{t('categories')}</h2>}
          />
        </aside>
        <div css={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Main width={1280}>{children}</Main>
          <Footer look="compact" />
        </div>
      </div>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="left" slots={slots} />
    </Frame>
  );
}
