import type { Theme } from '@emotion/react';
import type { Promotion } from '@site/shared';
import { useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';

/** The promotion's period from its data ("1 Jun 2026 – 31 Aug 2026", "Until …", "From …"); none → nothing. */
export function PromotionPeriod({ p }: { p: Promotion }) {
  const t = useT();
  const f = useFormat();
  if (!p.starts_at && !p.ends_at) return null;
  const text =
    p.starts_at && p.ends_at
      ? t('periodBetween', { from: f.date(p.starts_at), to: f.date(p.ends_at) })
      : p.ends_at
        ? t('periodUntil', { to: f.date(p.ends_at) })
        : t('periodFrom', { from: f.date(p.starts_at!) });
  return (
    <p
      data-testid="promotion-period"
      css={(th: Theme) => ({ margin: 0, color: th.palette.textMuted, fontSize: '0.9rem' })}
    >
      {text}
    </p>
  );
}
