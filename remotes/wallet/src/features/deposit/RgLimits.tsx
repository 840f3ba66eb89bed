import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import type { RgStatus } from '@site/shared';
import { SiteLink, useFormat } from '@site/shared/ui';

type Limit = RgStatus['limits'][number];
const PERIOD_KEY = { day: 'periodDay', week: 'periodWeek', month: 'periodMonth' } as const;

/**
 * The player's own deposit limits on /deposit: each limit in force with what is still allowed, and a change
 * waiting for its cooling-off with its date (the old limit holds until then). Nothing when none is set.
 */
export function RgLimits({ limits }: { limits: readonly Limit[] }) {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  if (!limits.length) return null;
  return (
    <section aria-label={t('yourLimits')} data-testid="rg-limits">
      <ul
        css={css`
          margin: 0;
          padding-left: 1.2rem;
        `}
      >
        {limits.map((l) => (
          <li key={l.period} data-testid={`rg-limit-${l.period}`}>
            {l.amount !== null
              ? t('limitLine', {
                  period: t(PERIOD_KEY[l.period]),
                  limit: f.money(l.amount),
                  remaining: f.money(l.remaining ?? 0),
                })
              : null}
            {l.pending ? (
              <span>
                {l.amount !== null ? ' · ' : `${t(PERIOD_KEY[l.period])}: `}
                {l.pending.amount === null
                  ? t('limitPendingRemoval', { date: f.date(l.pending.effective_at) })
                  : t('limitPendingLine', {
                      amount: f.money(l.pending.amount),
                      date: f.date(l.pending.effective_at),
                    })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <SiteLink to="/security">{t('manageLimits')}</SiteLink>
    </section>
  );
}
