import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template4 (casino4): a firm header with the account on the right and the game lobby as icon tabs beneath. */
export function ImperialLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const games = useMenu('game_menu');
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="casino">
      <header
        css={(th: Theme) => css`
          background: ${th.palette.surface};
          border-top: 4px solid ${th.palette.accent};
        `}
      >
        <div
          css={{
            maxWidth: 1280,
            margin: '0 auto',
            padding: '0.7rem clamp(0.75rem, 2.5vw, 1.5rem)',
            display: 'flex',
            alignItems: 'center',
            gap: '1rem',
          }}
        >
          <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
          <Logo />
          <div
            css={(th: Theme) => css`
              margin-left: 1.5rem;
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
        </div>
        <div
          css={(th: Theme) => css`
            background: ${th.palette.surfaceAlt};
            border-bottom: 1px solid ${th.palette.border};
            @media (max-width: ${th.desktopAt - 1}px) {
              display: none;
            }
          `}
        >
          <div css={{ maxWidth: 1280, margin: '0 auto', padding: '0 1rem' }}>
            <NavLinks items={games} look="tabs" label={t('gameNav')} icons />
          </div>
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="right" slots={slots} />
      <Main>{children}</Main>
      <Footer look="columns" />
    </Frame>
  );
}
