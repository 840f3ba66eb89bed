import { css } from '@emotion/react';
import { AmountInput, Button, useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { shownPayout, type StakeLimits } from './slip';

const QUICK = [100, 500, 1000];

/**
 * One stake of the slip: the amount (the site's range as its hint), quick amounts and the potential payout, which
 * shows "—" (same line, same height) while the stake is invalid (shownPayout).
 */
export function StakeField({
  id,
  label,
  value,
  onValue,
  odds,
  balance,
  limits,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (v: string) => void;
  /** the odds the payout is figured at; null: no payout figure (a parlay the server would refuse) */
  odds: number | null;
  balance: number | null;
  limits: StakeLimits | undefined;
  error: string | undefined;
}) {
  const { t } = useT();
  const f = useFormat();
  const payout = shownPayout(value, odds, balance, limits);
  return (
    <div
      css={css`
        display: grid;
        gap: 0.4rem;
      `}
    >
      <AmountInput
        label={label}
        name={`stake-${id}`}
        value={value}
        min={limits?.min}
        max={limits?.max}
        onValue={(text) => onValue(text)}
        error={error}
      />
      <div
        role="group"
        aria-label={t('quickAmounts')}
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.4rem;
        `}
      >
        {QUICK.map((q) => (
          <Button key={q} variant="ghost" onClick={() => onValue(String(q))}>
            {f.money(q * 100)}
          </Button>
        ))}
      </div>
      <div data-testid="potential" data-key={id}>
        {t('potential')}: <strong>{payout === null ? '—' : f.money(payout)}</strong>
      </div>
    </div>
  );
}
