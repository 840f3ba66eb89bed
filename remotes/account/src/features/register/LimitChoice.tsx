import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@site/shared/ui';
import '../../i18n/messages';

export type LimitPeriod = 'none' | 'day' | 'week' | 'month';
const PERIODS: LimitPeriod[] = ['none', 'day', 'week', 'month'];

/**
 * The optional deposit limit a new player may set while signing up (issue 10 §6): none, or an amount per day,
 * week or month. It applies at once; later changes are made on /security.
 */
export function LimitChoice({
  period,
  amount,
  error,
  onPeriod,
  onAmount,
}: {
  period: LimitPeriod;
  amount: string;
  error?: string;
  onPeriod: (p: LimitPeriod) => void;
  onAmount: (text: string, minor: number | null) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <fieldset
      data-testid="signup-limit"
      css={css`
        border: 0;
        padding: 0;
        margin: 0 0 0.8rem;
        min-width: 0;
      `}
    >
      <legend
        css={(th: Theme) => css`
          font-size: 0.9rem;
          color: ${th.palette.textMuted};
          margin-bottom: 0.2rem;
        `}
      >
        {t('limitLegend')}
      </legend>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0 1rem;
        `}
      >
        {PERIODS.map((p) => (
          <label
            key={p}
            css={css`
              display: flex;
              gap: 0.4rem;
              align-items: center;
              min-height: 44px;
            `}
          >
            <input
              type="radio"
              name="deposit_limit_period"
              value={p}
              checked={period === p}
              onChange={() => onPeriod(p)}
            />
            {t(`limit_${p}`)}
          </label>
        ))}
      </div>
      {period !== 'none' ? (
        <AmountInput
          label={t(`limitAmount_${period}`)}
          name="deposit_limit"
          value={amount}
          onValue={onAmount}
          error={error}
        />
      ) : null}
      <p
        css={(th: Theme) => css`
          margin: 0;
          font-size: 0.85rem;
          color: ${th.palette.textMuted};
        `}
      >
        {t('limitNote')}
      </p>
    </fieldset>
  );
}
