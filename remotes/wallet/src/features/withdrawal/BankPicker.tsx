import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import type { BankAccount } from '@site/shared';

/** The player's bank accounts as radio rows (masked numbers, 44 px rows); the error of a refusal naming it. */
export function BankPicker({
  banks,
  value,
  onChange,
  error,
}: {
  banks: BankAccount[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      data-testid="bank-picker"
      css={css`
        border: 0;
        padding: 0;
        margin: 0 0 0.8rem;
        display: grid;
        gap: 0.25rem;
        min-width: 0;
      `}
    >
      <legend
        css={(th: Theme) => css`
          margin-bottom: 0.2rem;
          font-size: 0.9rem;
          color: ${th.palette.textMuted};
        `}
      >
        {t('bankAccount')}
      </legend>
      {banks.map((b) => (
        <label
          key={b.bank_account_id}
          css={css`
            display: flex;
            gap: 0.5rem;
            align-items: center;
            min-height: 44px;
            overflow-wrap: anywhere;
          `}
        >
          <input
            type="radio"
            name="bank_account_id"
            value={b.bank_account_id}
            checked={value === b.bank_account_id}
            onChange={() => onChange(b.bank_account_id)}
          />
          {b.bank_name} · {b.account_number} · {b.account_name}
        </label>
      ))}
      {error ? (
        <span
          role="alert"
          css={(th: Theme) => css`
            color: ${th.palette.danger};
            font-size: 0.85rem;
          `}
        >
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
