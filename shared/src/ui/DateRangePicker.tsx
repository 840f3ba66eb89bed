import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { dateRangeError, type DateRange } from '@site/shared';
import { inputStyle } from './styles';

/**
 * Two native date inputs (their value is always YYYY-MM-DD, SPEC §5; the browser draws the calendar in the
 * player's locale and keyboard). A start after the end is shown as an error, else the page's own `error` (e.g. a
 * range longer than the call allows); `onChange` gets every edit.
 */
export function DateRangePicker({
  value,
  onChange,
  legend,
  max,
  error,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  legend: string;
  /** latest selectable day, YYYY-MM-DD (e.g. today) */
  max?: string;
  /** the page's message about a complete, ordered range (shown like the order error) */
  error?: string | null;
}) {
  const { t } = useTranslation('ui');
  const id = useId();
  const problem = dateRangeError(value) ? t('dateOrder') : (error ?? null);
  const input = (end: 'from' | 'to', label: string) => (
    <label
      css={css`
        display: grid;
        gap: 0.3rem;
        flex: 1 1 9rem;
        min-width: 0;
      `}
    >
      <span
        css={(th: Theme) => css`
          font-size: 0.9rem;
          color: ${th.palette.textMuted};
        `}
      >
        {label}
      </span>
      <input
        type="date"
        value={value[end]}
        max={max}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-err` : undefined}
        onChange={(e) => onChange({ ...value, [end]: e.target.value })}
        css={(th: Theme) => inputStyle(th, Boolean(problem))}
      />
    </label>
  );
  return (
    <fieldset
      css={css`
        border: 0;
        padding: 0;
        margin: 0 0 0.8rem;
        min-width: 0;
      `}
    >
      <legend
        css={css`
          margin-bottom: 0.4rem;
          font-weight: 600;
        `}
      >
        {legend}
      </legend>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.8rem;
        `}
      >
        {input('from', t('dateFrom'))}
        {input('to', t('dateTo'))}
      </div>
      {problem ? (
        <span
          id={`${id}-err`}
          role="alert"
          css={(th: Theme) => css`
            color: ${th.palette.danger};
            font-size: 0.85rem;
          `}
        >
          {problem}
        </span>
      ) : null}
    </fieldset>
  );
}
