import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { InboxBadge } from '../../components/chrome/InboxBadge';
import { Frame, Main, Slots } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { WinnersTicker } from '../../home/sections/WinnersTicker';
import { useT } from '../../i18n/messages';

/** template13 (slot6): a winners ticker above a light header, the menu as pills on the right, the account last. */
export function KoiLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="slot">
      <WinnersTicker look="slim" />
      <header
        css={(th: Theme) => css`
          position: sticky;
          top: 0;
          z-index: 30;
          background: ${th.palette.surface};
          box-shadow: ${th.shadow};
        `}
      >
        <div
          css={{
            maxWidth: 1200,
            margin: '0 auto',
            padding: '0.7rem clamp(0.75rem, 2.5vw, 1.5rem)',
            display: 'flex',
            alignItems: 'center',
            gap: '1rem',
          }}
        >
          <Logo size="md" />
          <div
            css={(th: Theme) => css`
              margin-left: auto;
              @media (max-width: ${th.desktopAt - 1}px) {
                display: none;
              }
            `}
          >
            <NavLinks items={menu} look="pills" label={t('mainNav')} />
          </div>
          <Slots>
            <Slots wideOnly>
              {slots.balance}
              {slots.language}
            </Slots>
            <InboxBadge />
            {slots.account}
            <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
          </Slots>
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="right" slots={slots} />
      <Main width={1200}>{children}</Main>
      <Footer look="centered" />
    </Frame>
  );
}
