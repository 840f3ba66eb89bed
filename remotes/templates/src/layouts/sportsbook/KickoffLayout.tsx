import { css, type Theme } from '@emotion/react';
import { SiteLink as Link, useRouteServed } from '@site/shared';
import type { LayoutProps } from '@site/shared';
import { Logo } from '../../components/Logo';
import { BottomTabs } from '../../components/chrome/BottomTabs';
import { Footer } from '../../components/chrome/Footer';
import { Frame, HeaderActions, Main } from '../../components/chrome/Frame';
import { MobileMenu, useMobileMenu } from '../../components/chrome/MobileMenu';
import { NavLinks, useLiveItems, useMenu } from '../../components/chrome/NavLinks';
import { SPORTS, sportPath } from '../../home/sections/Sports';
import { useT } from '../../i18n/messages';
import { withLightness } from '@site/shared';
import { onColor } from '../../themes/refine';

/** template15 (sportsbook1): a dark scoreboard bar, a sport strip, a left sports list beside the page. */
export function KickoffLayout({ layout, children, slots }: LayoutProps) {
  const t = useT();
  const menu = useMenu();
  const m = useMobileMenu();
  const side = useSportsList();
  const hasSide = side.sports.length > 0 || side.games.length > 0;
  const sportsServed = useRouteServed()('/sports');
  return (
    <Frame layout={layout} family="sportsbook" bottomBar>
      <header>
        <div
          css={(th: Theme) => {
            const bar = withLightness(th.palette.primary, 14, 50);
            return css`
              background: ${bar};
              color: ${onColor(bar)};
              a {
                color: ${onColor(bar)};
              }
            `;
          }}
        >
          <div
            css={{
              maxWidth: 1400,
              margin: '0 auto',
              padding: '0.5rem clamp(0.75rem, 2.5vw, 1.5rem)',
              display: 'flex',
              alignItems: 'center',
              gap: '1.2rem',
            }}
          >
            <Logo size="sm" />
            <div
              css={(th: Theme) => css`
                @media (max-width: ${th.desktopAt - 1}px) {
                  display: none;
                }
              `}
            >
              <NavLinks items={menu} look="inverse" label={t('mainNav')} />
            </div>
          </div>
        </div>
        <div
          css={(th: Theme) => css`
            background: ${th.palette.surface};
            border-bottom: 1px solid ${th.palette.border};
          `}
        >
          <div
            css={{
              maxWidth: 1400,
              margin: '0 auto',
              padding: '0.4rem clamp(0.75rem, 2.5vw, 1.5rem)',
              display: 'flex',
              alignItems: 'center',
              gap: '0.8rem',
            }}
          >
            {sportsServed ? (
              <ul
                aria-label={t('popularSports')}
                tabIndex={0}
                css={(th: Theme) => css`
                  display: flex;
                  gap: 0.4rem;
                  list-style: none;
                  margin: 0;
                  padding: 0;
                  overflow-x: auto;
                  min-width: 0;
                  a,
                  span {
                    display: block;
                    padding: 0.35rem 0.8rem;
                    border-radius: 999px;
                    background: ${th.palette.surfaceAlt};
                    color: ${th.palette.text};
                    text-decoration: none;
                    white-space: nowrap;
                    font-size: 0.88rem;
                  }
                `}
              >
                {SPORTS.map((s) => (
                  <li key={s.key}>
                    <Link to={sportPath(s.key)}>{t(s.key)}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <div css={{ marginLeft: 'auto', flex: 'none' }}>
              <HeaderActions slots={slots} />
            </div>
          </div>
        </div>
      </header>
      <MobileMenu open={m.open} id={m.id} close={m.close} side="left" slots={slots} />
      <div
        css={(th: Theme) => css`
          flex: 1;
          width: 100%;
          max-width: 1400px;
          margin: 0 auto;
          display: grid;
          @media (min-width: ${th.desktopAt}px) {
            grid-template-columns: ${hasSide ? '200px minmax(0, 1fr)' : 'minmax(0, 1fr)'};
          }
        `}
      >
        <SportsList {...side} />
        <Main width={1200}>{children}</Main>
      </div>
      <Footer look="columns" />
      <BottomTabs onMenu={m.toggle} menuOpen={m.open} controls={m.id} />
    </Frame>
  );
}

/** The left column: sports and the casino corner, each only when its pages exist on the site. */
function useSportsList() {
  const t = useT();
  const sports = useLiveItems(
    SPORTS.map((s) => ({ content_id: s.key, title: t(s.key), path: sportPath(s.key), children: [] })),
  );
  const games = useLiveItems(useMenu('game_menu').filter((g) => g.path !== '/sports'));
  return { sports, games };
}

function SportsList({ sports, games }: ReturnType<typeof useSportsList>) {
  const t = useT();
  if (!sports.length && !games.length) return null;
  return (
    <aside
      css={(th: Theme) => css`
        display: none;
        @media (min-width: ${th.desktopAt}px) {
          display: block;
          padding: 1rem 0.6rem;
          border-right: 1px solid ${th.palette.border};
        }
        h2 {
          margin: 0 0 0.5rem 0.8rem;
          font-size: 0.75rem;
          text-transform: uppercase;
          letter-spacing: 0.1em;
          color: ${th.palette.textMuted};
        }
      `}
    >
      <NavLinks items={sports} look="vertical" label={t('sports')} heading={<h2>{t('sports')}</h2>} />
      <NavLinks
        items={games}
        look="vertical"
        label={t('gameNav')}
        icons
        heading={
          <h2 css={{ marginTop: sports.length ? '1rem !important' : undefined }}>{t('casinoCorner')}</h2>
        }
      />
    </aside>
  );
}
