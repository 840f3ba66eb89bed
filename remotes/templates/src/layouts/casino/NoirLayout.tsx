import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { InboxBadge } from '../../components/chrome/InboxBadge';
import { Frame, Main, Slots } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template5 (casino5): an editorial club — airy header, menu on the right, a "Menu" drawer button everywhere. */
export function NoirLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="casino">
      <header
        css={(th: Theme) => css`
          max-width: 1200px;
          width: 100%;
          margin: 0 auto;
          display: flex;
          align-items: center;
          gap: 1.5rem;
          padding: clamp(0.8rem, 2.5vw, 1.6rem) clamp(0.75rem, 2.5vw, 1.5rem);
          border-bottom: 1px solid ${th.palette.text};
        `}
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
          <NavLinks items={menu} look="plain" label={t('mainNav')} />
        </div>
        <Slots>
          <Slots wideOnly>{slots.balance}</Slots>
          <InboxBadge />
          {slots.account}
          <MenuButton open={m.open} controls={m.id} onClick={m.toggle} always>
            <span css={{ fontSize: '0.85rem', '@media (max-width: 424px)': { display: 'none' } }}>
              {t('menu')}
            </span>
          </MenuButton>
        </Slots>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="right" slots={slots} />
      <Main width={1200}>{children}</Main>
      <Footer look="minimal" />
    </Frame>
  );
}
