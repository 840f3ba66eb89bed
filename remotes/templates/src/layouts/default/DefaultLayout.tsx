import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** The `default` layout: a plain header, the menu and a compact footer, for routes that ask for it. */
export function DefaultLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="default">
      <header
        css={(th: Theme) => css`
          display: flex;
          align-items: center;
          gap: 1rem;
          padding: 0.6rem clamp(0.75rem, 2.5vw, 1.5rem);
          background: ${th.palette.surface};
          border-bottom: 1px solid ${th.palette.border};
          & > nav {
            flex: 1;
            @media (max-width: ${th.desktopAt - 1}px) {
              display: none;
            }
          }
        `}
      >
        <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
        <Logo size="sm" />
        <NavLinks items={menu} look="plain" label={t('mainNav')} />
        <div css={{ marginLeft: 'auto' }}>
          <HeaderActions slots={slots} />
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} slots={slots} />
      <Main>{children}</Main>
      <Footer look="compact" />
    </Frame>
  );
}
