import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { SiteLink as Link } from '@site/shared';
import { money, useLayoutStore } from '@site/shared';
import { useTop10 } from '../api/get-top10';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { withLightness } from '@site/shared';

export type JackpotLook = 'panel' | 'hero' | 'compact';

/** The pool shown: the top-10 winners' total, growing a little every second while the page is open. */
function useJackpot(): number | null {
  const data = useTop10();
  const base = data ? data.winner.reduce((sum, w) => sum + Number(w.amount || 0), 0) : null;
  const [extra, setExtra] = useState(0);
  useEffect(() => {
    if (!base || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => setExtra((e) => e + 137), 1000);
    return () => clearInterval(id);
  }, [base]);
  return base ? base + extra : null;
}

/** A progressive-jackpot display; the hero form stays (without a number) when the stats call fails. */
export function JackpotCounter({ look = 'panel' }: { look?: JackpotLook }) {
  const t = useT();
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const amount = useJackpot();
  if (amount === null && look !== 'hero') return null;
  const hero = look === 'hero';
  return (
    <section
      aria-label={t('jackpot')}
      data-section="jackpot"
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
        {hero ? t('grandJackpot') : t('jackpot')}
      </p>
      {amount !== null ? (
        <p
          data-testid="jackpot-amount"
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
          {money(amount, currency)}
        </p>
      ) : null}
      {hero ? (
        <>
          <p css={{ margin: '0.4rem auto 1rem', maxWidth: '32rem' }}>{t('taglineSlot')}</p>
          <Link
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
