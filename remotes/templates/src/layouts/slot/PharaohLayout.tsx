import { css, type Theme } from '@emotion/react';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MenuButton, MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useMenu } from '../../components/chrome/NavLinks';
import { useT } from '../../i18n/messages';

/** template12 (slot5): a temple gate — the menu split either side of a centred emblem, account in a top strip. */
export function PharaohLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const half = Math.ceil(menu.length / 2);
  const m = useMobileMenu();
  const wide = (th: Theme) => css`
    @media (max-width: ${th.desktopAt - 1}px) {
      display: none;
    }
  `;
  return (
    <Frame layout={layout} family="slot">
      {/* one banner: the strip with the menu button and the player's actions, then the crest */}
      <header>
        <div
          css={(th: Theme) => css`
            background: ${th.palette.bg};
            border-bottom: 1px solid ${th.palette.border};
          `}
        >
          <div
            css={{
              maxWidth: 1280,
              margin: '0 auto',
              padding: '0.35rem clamp(0.75rem, 2.5vw, 1.5rem)',
              display: 'flex',
              alignItems: 'center',
              gap: '0.6rem',
            }}
          >
            <MenuButton open={m.open} controls={m.id} onClick={m.toggle} />
            <div css={{ marginLeft: 'auto' }}>
              <HeaderActions slots={slots} languageFirst />
            </div>
          </div>
        </div>
        <div
          css={(th: Theme) => css`
            background: linear-gradient(180deg, ${th.palette.surfaceAlt}, ${th.palette.surface});
            border-bottom: 3px solid ${th.palette.accent};
            padding: 0.6rem 1rem;
          `}
        >
          <div
            css={(th: Theme) => css`
              max-width: 1200px;
              margin: 0 auto;
              display: grid;
              grid-template-columns: 1fr auto 1fr;
              align-items: center;
              gap: 1.5rem;
              & > nav:first-of-type ul {
                justify-content: flex-end;
              }
              @media (max-width: ${th.desktopAt - 1}px) {
                grid-template-columns: minmax(0, 1fr);
                justify-items: center;
              }
            `}
          >
            <div css={wide}>
              <NavLinks items={menu.slice(0, half)} look="underline" label={t('mainNav')} />
            </div>
            <Logo size="lg" stacked />
            <div css={wide}>
              <NavLinks items={menu.slice(half)} look="underline" label={t('menu')} />
            </div>
          </div>
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="top" slots={slots} />
      <Main width={1200}>{children}</Main>
      <Footer look="centered" />
    </Frame>
  );
}
