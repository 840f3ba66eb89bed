import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { InboxBadge } from '../../components/chrome/InboxBadge';
import { Frame, Main, Slots } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template3 (casino3): a lounge with a wide left sidebar (logo, menu, game menu, account) and a slim top bar. */
export function LoungeLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const games = useMenu('game_menu').filter((g) => !menu.some((m) => m.path === g.path));
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="casino">
      <div
        css={(th: Theme) => css`
          flex: 1;
          display: grid;
          @media (min-width: ${th.desktopAt}px) {
            grid-template-columns: 260px minmax(0, 1fr);
          }
        `}
      >
        <aside
          css={(th: Theme) => css`
            display: none;
            @media (min-width: ${th.desktopAt}px) {
              display: flex;
              flex-direction: column;
              gap: 1.2rem;
              position: sticky;
              top: 0;
              height: 100vh;
              overflow-y: auto;
              padding: 1.4rem 1rem;
              background: ${th.palette.surface};
              border-right: 1px solid ${th.palette.border};
            }
          `}
        >
          <Logo size="md" />
          <NavLinks items={menu} look="vertical" label={t('mainNav')} icons />
          <NavLinks items={games} look="vertical" label={t('gameNav')} icons />
          <div css={{ marginTop: 'auto' }}>{slots.language}</div>
        </aside>
        <div css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <header
            css={(th: Theme) => css`
              display: flex;
              align-items: center;
              gap: 0.75rem;
              padding: 0.6rem clamp(0.75rem, 2.5vw, 1.5rem);
              background: ${th.palette.bg};
              border-bottom: 1px solid ${th.palette.border};
              & > a {
                @media (min-width: ${th.desktopAt}px) {
                  display: none;
                }
              }
            `}
          >
            <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
            <Logo size="sm" />
            <div css={{ marginLeft: 'auto' }}>
              <Slots>
                {/* below the desktop breakpoint the balance is in the menu, as in the other templates */}
                <Slots wideOnly>{slots.balance}</Slots>
                <InboxBadge />
                {slots.account}
              </Slots>
            </div>
          </header>
          <Main width={1180}>{children}</Main>
          <Footer look="minimal" />
        </div>
      </div>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="left" slots={slots} />
    </Frame>
  );
}
