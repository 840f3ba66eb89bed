import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template8 (slot1): a candy-shop header floating as a rounded bar, pill menu, bubbly footer. */
export function CandyLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="slot">
      <div css={{ padding: '0.8rem clamp(0.5rem, 2vw, 1.5rem) 0', position: 'sticky', top: 0, zIndex: 30 }}>
        <header
          css={(th: Theme) => css`
            max-width: 1240px;
            margin: 0 auto;
            display: flex;
            align-items: center;
            gap: 0.8rem;
            padding: 0.5rem 0.8rem;
            background: ${th.palette.surface};
            border: 3px solid ${th.palette.primary};
            border-radius: 999px;
            box-shadow: 0 6px 0 ${th.palette.accent};
          `}
        >
          <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
          <Logo size="sm" />
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
            <NavLinks items={menu} look="pills" label={t('mainNav')} />
          </div>
          <div css={{ marginLeft: 'auto' }}>
            <HeaderActions slots={slots} />
          </div>
        </header>
      </div>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="top" slots={slots} />
      <Main width={1240}>{children}</Main>
      <Footer look="centered" />
    </Frame>
  );
}
