import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { BottomTabs } from '../../components/chrome/BottomTabs';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';
import { withLightness } from '@site/shared';

/** template7 (casino7): a dynasty hall — logo and account on a lacquer band, the menu on a gold rail, phone tabs. */
export function DynastyLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  return (
    <Frame layout={layout} family="casino" bottomBar>
      <header>
        <div
          css={(th: Theme) => css`
            background: linear-gradient(
              90deg,
              ${withLightness(th.palette.primary, 14, 60)},
              ${th.palette.surface} 60%
            );
            border-bottom: 3px double ${th.palette.accent};
          `}
        >
          <div
            css={{
              maxWidth: 1320,
              margin: '0 auto',
              padding: '0.8rem clamp(0.75rem, 2.5vw, 1.5rem)',
              display: 'flex',
              alignItems: 'center',
              gap: '1rem',
            }}
          >
            <Logo size="lg" />
            <div css={{ marginLeft: 'auto' }}>
              <HeaderActions slots={slots} languageFirst />
            </div>
          </div>
        </div>
        <div
          css={(th: Theme) => css`
            background: ${th.palette.surfaceAlt};
            border-bottom: 1px solid ${th.palette.border};
            @media (max-width: ${th.desktopAt - 1}px) {
              display: none;
            }
          `}
        >
          <div
            css={{
              maxWidth: 1320,
              margin: '0 auto',
              padding: '0.3rem 1.5rem',
              display: 'flex',
              justifyContent: 'flex-start',
            }}
          >
            <NavLinks items={menu} look="pills" label={t('mainNav')} icons />
          </div>
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="right" slots={slots} />
      <Main width={1320}>{children}</Main>
      <Footer look="columns" />
      <BottomTabs onMenu={m.toggle} menuOpen={m.open} controls={m.id} />
    </Frame>
  );
}
