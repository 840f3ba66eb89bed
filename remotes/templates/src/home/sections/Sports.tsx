import { css, type Theme } from '@emotion/react';
import { SiteLink as Link, useRouteServed } from '@site/shared';
import { Icon } from '../../components/icons';
import { Section } from '../../components/Section';
import { useT, type MessageKey } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { withLightness } from '@site/shared';

/**
 * The sports the book prices (the sportsbook's feed: infra/src/sportsbook/sim.ts `Sport`), each a link that opens
 * `/sports` on that sport (`?sport=`). Volleyball and badminton were listed too, with no event behind them.
 */
export const SPORTS: { key: MessageKey; icon: string }[] = [
  { key: 'football', icon: 'sports' },
  { key: 'basketball', icon: 'basketball' },
  { key: 'tennis', icon: 'tennis' },
  { key: 'esports', icon: 'esports' },
];

/** The sportsbook opened on one sport. */
export const sportPath = (key: string) => `/sports?sport=${key}`;

/** Popular sports, each opening the sportsbook; not drawn while the site has no sportsbook page. */
export function SportsTiles() {
  const t = useT();
  const served = useRouteServed();
  if (!served('/sports')) return null;
  return (
    <Section title={t('popularSports')} to="/sports" testId="sports">
      <ul
        css={(th: Theme) => css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 0.6rem;
          grid-template-columns: repeat(2, minmax(0, 1fr));
          @media (min-width: ${th.breakpoints.tablet}px) {
            grid-template-columns: repeat(${SPORTS.length}, minmax(0, 1fr));
          }
        `}
      >
        {SPORTS.map((s, i) => (
          <li key={s.key}>
            <Link
              to={sportPath(s.key)}
              css={(th: Theme) => css`
                display: flex;
                flex-direction: column;
                gap: 0.6rem;
                padding: 0.9rem;
                min-height: 110px;
                justify-content: space-between;
                text-decoration: none;
                color: #fff;
                border-radius: ${th.radius};
                background: linear-gradient(
                  160deg,
                  ${withLightness(th.palette.primary, 20 + (i % 3) * 4, 55)},
                  ${withLightness(th.palette.primary, 10, 45)}
                );
                ${headingCss(th.template)};
              `}
            >
              <Icon name={s.icon} size={34} />
              <span>{t(s.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The bet entry: an empty bet slip that sends the player into the sportsbook (only when there is one). */
export function BetSlip() {
  const t = useT();
  const served = useRouteServed();
  if (!served('/sports')) return null;
  return (
    <section
      aria-label={t('betSlip')}
      data-section="betslip"
      css={(th: Theme) => css`
        background: ${th.palette.surface};
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        box-shadow: ${th.shadow};
        overflow: hidden;
        h2 {
          margin: 0;
          padding: 0.7rem 1rem;
          font-size: 1rem;
          background: ${th.palette.primary};
          color: ${th.palette.primaryText};
          display: flex;
          gap: 0.5rem;
          align-items: center;
          ${headingCss(th.template)};
        }
        p {
          margin: 0;
          padding: 1rem;
          color: ${th.palette.textMuted};
          font-size: 0.9rem;
        }
        a {
          display: block;
          margin: 0 1rem 1rem;
          padding: 0.6rem;
          text-align: center;
          font-weight: 700;
          border-radius: ${th.radius};
          border: 2px solid ${th.palette.primary};
          color: ${th.palette.primary};
          text-decoration: none;
        }
      `}
    >
      <h2>
        <Icon name="ticket" />
        {t('betSlip')}
      </h2>
      <p>{t('betSlipEmpty')}</p>
      <Link to="/sports?when=live" data-testid="home-live-link">
        {t('liveNow')}
      </Link>
      <Link to="/sports">{t('openSportsbook')}</Link>
    </section>
  );
}
