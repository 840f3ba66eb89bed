import { css, type Theme } from '@emotion/react';
import { SiteLink as Link } from '@site/shared';
import { money, useLayoutStore } from '@site/shared';
import { useTop10, useWonOn } from '../api/get-top10';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { withLightness } from '@site/shared';

export type BiggestWinLook = 'panel' | 'hero' | 'compact';

/**
 * The week's biggest win on the site (top-10 stats: amount, player as the server masked it, game or market),
 * shown as it is: a number from data, never one that moves by itself. Without a win (or when the stats call
 * fails) the panel is not drawn; the hero form stays without a number.
 */
export function BiggestWin({ look = 'panel' }: { look?: BiggestWinLook }) {
  const t = useT();
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const data = useTop10();
  const wonOn = useWonOn();
  const top = data?.winner.reduce<(typeof data.winner)[number] | null>(
    (best, w) => (!best || w.amount > best.amount ? w : best),
    null,
  );
  const amount = top ? top.amount : null;
  if (amount === null && look !== 'hero') return null;
  const hero = look === 'hero';
  return (
    <section
      aria-label={t('biggestWin')}
      data-section="biggest-win"
      css={(th: Theme) => css`
        text-align: center;
        padding: ${hero ? 'clamp(1.5rem, 6vw, 3.5rem) 1rem' : look === 'compact' ? '0.9rem' : '1.4rem 1rem'};
        border-radius: ${th.radius};
        color: #fff;
        background:
          radial-gradient(circle at 50% 0%, ${withLightness(th.palette.accent, 30, 70)}, transparent 60%),
          linear-gradient(
            180deg,
            ${withLightness(th.palette.primary, 18, 60)},
            ${withLightness(th.palette.primary, 8, 50)}
          );
        border: 2px solid ${th.palette.accent};
        box-shadow: ${th.shadow};
      `}
    >
      <p
        css={(th: Theme) => css`
          margin: 0;
          ${headingCss(th.template)};
          font-size: ${hero ? '1.2rem' : '0.9rem'};
        `}
      >
        {t('biggestWin')}
      </p>
      {top ? (
        <>
          <p
            data-testid="biggest-win-amount"
            css={(th: Theme) => css`
              margin: 0.3rem 0;
              font-size: ${hero ? 'clamp(2rem, 8vw, 4.6rem)' : look === 'compact' ? '1.4rem' : 'clamp(1.6rem, 4vw, 2.4rem)'};
              font-weight: 800;
              font-variant-numeric: tabular-nums;
              color: #fff;
              text-shadow: 0 0 18px ${th.palette.accent};
              overflow-wrap: anywhere;
            `}
          >
            {money(top.amount, currency)}
          </p>
          <p data-testid="biggest-win-by" css={{ margin: 0, fontSize: '0.9rem', opacity: 0.92 }}>
            {t('wonBy', { player: top.account_id, game: wonOn(top) })}
          </p>
        </>
      ) : null}
      {hero ? (
        <>
          <p css={{ margin: '0.4rem auto 1rem', maxWidth: '32rem' }}>{t('taglineSlot')}</p>
          <Link
            hideMissing
            to="/slots"
            css={(th: Theme) => css`
              display: inline-block;
              padding: 0.7rem 1.8rem;
              border-radius: ${th.radius};
              background: #fff;
              color: hsl(230 30% 10%);
              font-weight: 800;
              text-decoration: none;
            `}
          >
            {t('playNow')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
