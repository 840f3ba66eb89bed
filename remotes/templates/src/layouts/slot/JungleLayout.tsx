import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template10 (slot3): a header over a mega row of category tiles with big icons, swipeable on phones. */
export function JungleLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const games = useMenu('game_menu');
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="slot">
      <header
        css={(th: Theme) => css`
          background: ${th.palette.surface};
          border-bottom: 4px solid ${th.palette.primary};
        `}
      >
        <div
          css={{
            maxWidth: 1280,
            margin: '0 auto',
            padding: '0.6rem clamp(0.75rem, 2.5vw, 1.5rem)',
            display: 'flex',
            alignItems: 'center',
            gap: '1rem',
          }}
        >
          <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
          <Logo size="md" />
          <div
            css={(th: Theme) => css`
              margin: 0 auto;
              @media (max-width: ${th.desktopAt - 1}px) {
                display: none;
              }
            `}
          >
            <NavLinks items={menu} look="underline" label={t('mainNav')} />
          </div>
          <HeaderActions slots={slots} />
        </div>
        <div css={(th: Theme) => css({ background: th.palette.bg })}>
          <div css={{ maxWidth: 1280, margin: '0 auto', padding: '0.4rem 1rem' }}>
            <NavLinks items={games} look="tiles" label={t('gameNav')} />
          </div>
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="left" slots={slots} />
      <Main>{children}</Main>
      <Footer look="columns" />
    </Frame>
  );
}
