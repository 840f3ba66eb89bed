import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';

export const METHODS = ['bank_transfer', 'gcash', 'maya'] as const;
export type Method = (typeof METHODS)[number];

/** The payment method as radio buttons (44 px rows on phones). */
export function MethodPicker({ value, onChange }: { value: Method; onChange: (m: Method) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <fieldset
      css={css`
        border: 0;
        padding: 0;
        margin: 0 0 0.8rem;
        display: flex;
        gap: 0.25rem 1rem;
        flex-wrap: wrap;
      `}
    >
      <legend
        css={(th: Theme) => css`
          margin-bottom: 0.2rem;
          font-size: 0.9rem;
          color: ${th.palette.textMuted};
        `}
      >
        {t('method')}
      </legend>
      {METHODS.map((m) => (
        <label
          key={m}
          css={css`
            display: flex;
            gap: 0.4rem;
            align-items: center;
            min-height: 44px;
          `}
        >
          <input type="radio" name="method" value={m} checked={value === m} onChange={() => onChange(m)} />
          {t(m)}
        </label>
      ))}
    </fieldset>
  );
}
