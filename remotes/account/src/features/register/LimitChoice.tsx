import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { AmountInput } from '@site/shared/ui';
import { RadioGroup } from '../../components/RadioGroup';
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
    <div
      data-testid="signup-limit"
      css={css`
        margin: 0 0 0.8rem;
      `}
    >
      <RadioGroup
        legend={t('limitLegend')}
        name="deposit_limit_period"
        options={PERIODS.map((p) => ({ value: p, label: t(`limit_${p}`) }))}
        value={period}
        onChange={onPeriod}
      />
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
    </div>
  );
}
