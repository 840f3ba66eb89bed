import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { InboxBadge } from '../../components/chrome/InboxBadge';
import { Frame, Main, Slots } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template2 (casino2): a palace façade — centred crest logo between language and account, menu centred below. */
export function PalaceLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="casino">
      <header
        css={(th: Theme) => css`
          background: ${th.palette.surface};
          border-bottom: 1px solid ${th.palette.border};
          padding: 0.8rem clamp(0.75rem, 2.5vw, 1.5rem) 0;
        `}
      >
        <div
          css={(th: Theme) => css`
            max-width: 1280px;
            margin: 0 auto;
            display: grid;
            grid-template-columns: 1fr auto 1fr;
            align-items: center;
            gap: 0.75rem;
            padding-bottom: 0.8rem;
            & > :first-of-type {
              justify-self: start;
            }
            & > :last-of-type {
              justify-self: end;
            }
            @media (max-width: ${th.desktopAt - 1}px) {
              grid-template-columns: auto minmax(0, 1fr) auto;
            }
          `}
        >
          <div>
            <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
            <Slots wideOnly>{slots.language}</Slots>
          </div>
          <div css={{ minWidth: 0, textAlign: 'center' }}>
            <Logo size="lg" stacked />
          </div>
          <Slots>
            <Slots wideOnly>{slots.balance}</Slots>
            <InboxBadge />
            {slots.account}
          </Slots>
        </div>
        <div
          css={(th: Theme) => css`
            display: flex;
            justify-content: center;
            border-top: 1px solid ${th.palette.border};
            padding: 0.3rem 0;
            background: linear-gradient(90deg, transparent, ${th.palette.surfaceAlt}, transparent);
            @media (max-width: ${th.desktopAt - 1}px) {
              display: none;
            }
          `}
        >
          <NavLinks items={menu} look="underline" label={t('mainNav')} />
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="top" slots={slots} />
      <Main width={1200}>{children}</Main>
      <Footer look="centered" />
    </Frame>
  );
}
