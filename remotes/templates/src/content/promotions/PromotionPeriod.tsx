import type { Theme } from '@emotion/react';
import { serverNow, type Promotion } from '@site/shared';
import { useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { promotionState } from './state';

/**
 * The promotion's period from its data ("1 Jun 2026 – 31 Aug 2026", "Until …", "From …"); none → nothing. Outside
 * its period it says so instead: "Ended on …" / "Starts on …" (`data-state` ended / upcoming). The API lists no
 * ended promotion; "Ended on …" is for one that ends while the page is open. `className` (a caller's `css`) may
 * restyle it, as on a carousel slide.
 */
export function PromotionPeriod({ p, className }: { p: Promotion; className?: string }) {
  const t = useT();
  const f = useFormat();
  if (!p.starts_at && !p.ends_at) return null;
  const state = promotionState(p, serverNow());
  const text =
    state === 'ended'
      ? t('promotionEnded', { date: f.date(p.ends_at!) })
      : state === 'upcoming'
        ? t('promotionStarts', { date: f.date(p.starts_at!) })
        : p.starts_at && p.ends_at
          ? t('periodBetween', { from: f.date(p.starts_at), to: f.date(p.ends_at) })
          : p.ends_at
            ? t('periodUntil', { to: f.date(p.ends_at) })
            : t('periodFrom', { from: f.date(p.starts_at!) });
  return (
    <p
      data-testid="promotion-period"
      data-state={state}
      className={className}
      css={(th: Theme) => ({ margin: 0, color: th.palette.textMuted, fontSize: '0.9rem' })}
    >
      {text}
    </p>
  );
}
