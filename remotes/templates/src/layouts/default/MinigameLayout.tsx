import { css, type Theme } from '@emotion/react';
import { SiteLink as Link } from '@site/shared';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { Frame, Slots } from '../../components/chrome/Frame';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/messages';

/** The `minigame` layout (SPEC §2, /minigame): a slim bar with the balance and a way back; the game fills the rest. */
export function MinigameLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  return (
    <Frame layout={layout} family="minigame">
      <header
        css={(th: Theme) => css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 0.75rem;
          padding: 0.4rem 0.75rem;
          background: ${th.palette.surface};
          border-bottom: 2px solid ${th.palette.accent};
        `}
      >
        <div
          css={(th: Theme) => css`
            display: flex;
            align-items: center;
            gap: 0.6rem;
            min-width: 0;
            /* phones: the balance, the wallet menu and the account badge first — the logo without its name, and
               no logo at all where even its mark would be cut */
            @media (max-width: ${th.breakpoints.tablet - 1}px) {
              [data-testid='site-logo'] {
                min-width: 44px;
                min-height: 44px;
                justify-content: center;
              }
              [data-testid='site-logo'] > span {
                display: none;
              }
            }
            @media (max-width: ${th.breakpoints.mobileMedium - 1}px) {
              [data-testid='site-logo'] {
                display: none;
              }
            }
          `}
        >
          <Link
            to="/"
            aria-label={t('backToSite')}
            css={(th: Theme) =>
              css({ display: 'grid', placeItems: 'center', width: 40, height: 40, color: th.palette.text })
            }
          >
            <Icon name="left" />
          </Link>
          <Logo size="sm" />
        </div>
        <Slots>
          {slots.balance}
          {slots.account}
        </Slots>
      </header>
      <main css={{ flex: 1, minHeight: '100vh', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {children}
      </main>
    </Frame>
  );
}
