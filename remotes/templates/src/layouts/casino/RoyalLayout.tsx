import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { InboxBadge } from '../../components/chrome/InboxBadge';
import { Frame, Main, Slots } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template1 (casino1): a utility strip over a crown header — logo, underlined menu, sign-in on the right. */
export function RoyalLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="casino">
      <div
        css={(th: Theme) => css`
          background: ${th.palette.bg};
          border-bottom: 1px solid ${th.palette.border};
          font-size: 0.85rem;
          @media (max-width: ${th.desktopAt - 1}px) {
            display: none;
          }
        `}
      >
        <div
          css={{
            maxWidth: 1280,
            margin: '0 auto',
            padding: '0.35rem 1.5rem',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '1rem',
          }}
        >
          <span css={(th: Theme) => css({ color: th.palette.textMuted })}>{t('taglineCasino')}</span>
          <Slots>
            {slots.balance}
            {slots.language}
          </Slots>
        </div>
      </div>
      <header
        css={(th: Theme) => css`
          position: sticky;
          top: 0;
          z-index: 30;
          background: linear-gradient(180deg, ${th.palette.surface}, ${th.palette.bg});
          border-bottom: 2px solid ${th.palette.primary};
          box-shadow: ${th.shadow};
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
              flex: 1;
              display: flex;
              justify-content: center;
              @media (max-width: ${th.desktopAt - 1}px) {
                display: none;
              }
            `}
          >
            <NavLinks items={menu} look="underline" label={t('mainNav')} />
          </div>
          <div css={{ marginLeft: 'auto' }}>
            <Slots>
              <InboxBadge />
              {slots.account}
            </Slots>
          </div>
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="left" slots={slots} />
      <Main>{children}</Main>
      <Footer look="columns" />
    </Frame>
  );
}
