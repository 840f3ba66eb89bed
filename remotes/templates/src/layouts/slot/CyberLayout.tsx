import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { BottomTabs } from '../../components/chrome/BottomTabs';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template11 (slot4): a cut-corner HUD header, the account in a slanted panel, phone tab bar below 768 px. */
export function CyberLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="slot" bottomBar>
      <header
        css={(th: Theme) => css`
          display: flex;
          align-items: stretch;
          background: ${th.palette.surface};
          border-bottom: 2px solid ${th.palette.accent};
          min-height: 60px;
        `}
      >
        <div
          css={(th: Theme) => css`
            display: flex;
            align-items: center;
            padding: 0 2.2rem 0 clamp(0.75rem, 2.5vw, 1.5rem);
            background: ${th.palette.surfaceAlt};
            clip-path: polygon(0 0, 100% 0, calc(100% - 1.4rem) 100%, 0 100%);
            min-width: 0;
          `}
        >
          <Logo size="sm" />
        </div>
        <div
          css={(th: Theme) => css`
            display: flex;
            align-items: center;
            padding: 0 1rem;
            @media (max-width: ${th.desktopAt - 1}px) {
              display: none;
            }
          `}
        >
          <NavLinks items={menu} look="bracket" label={t('mainNav')} />
        </div>
        <div
          css={(th: Theme) => css`
            margin-left: auto;
            display: flex;
            align-items: center;
            padding: 0 clamp(0.75rem, 2.5vw, 1.5rem) 0 1.8rem;
            background: ${th.palette.bg};
            clip-path: polygon(1.2rem 0, 100% 0, 100% 100%, 0 100%);
          `}
        >
          <HeaderActions slots={slots} />
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="right" slots={slots} />
      <Main width={1300}>{children}</Main>
      <Footer look="compact" />
      <BottomTabs onMenu={m.toggle} menuOpen={m.open} controls={m.id} />
    </Frame>
  );
}
