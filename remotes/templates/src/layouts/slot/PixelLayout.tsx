import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template14 (slot7): an arcade cabinet — a boxed console header with [bracket] menu, coin slot for the account. */
export function PixelLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="slot">
      <div css={{ padding: 'clamp(0.4rem, 1.5vw, 1rem) clamp(0.4rem, 1.5vw, 1rem) 0' }}>
        <header
          css={(th: Theme) => css`
            max-width: 1320px;
            margin: 0 auto;
            border: 4px solid ${th.palette.primary};
            box-shadow: 6px 6px 0 ${th.palette.accent};
            background: ${th.palette.surface};
            font-family: 'DejaVu Sans Mono', monospace;
          `}
        >
          <div css={{ display: 'flex', alignItems: 'center', gap: '0.8rem', padding: '0.5rem 0.8rem' }}>
            <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
            <Logo size="sm" />
            <div css={{ marginLeft: 'auto' }}>
              <HeaderActions slots={slots} languageFirst />
            </div>
          </div>
          <div
            css={(th: Theme) => css`
              border-top: 4px solid ${th.palette.primary};
              padding: 0.35rem 0.8rem;
              background: ${th.palette.bg};
              @media (max-width: ${th.desktopAt - 1}px) {
                display: none;
              }
            `}
          >
            <NavLinks items={menu} look="bracket" label={t('mainNav')} />
          </div>
        </header>
      </div>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="top" slots={slots} />
      <Main width={1320}>{children}</Main>
      <Footer look="compact" />
    </Frame>
  );
}
