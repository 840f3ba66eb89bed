import { css, type Theme } from '@emotion/react';

/**
 * A labelled group of radio buttons (a `fieldset` with its `legend`), each option a 44 px touch target. Used for
 * the deposit-limit period, the reality-check interval and the length of a break.
 */
export function RadioGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  testId,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <fieldset
      data-testid={testId}
      css={css`
        border: 0;
        padding: 0;
        margin: 0 0 0.5rem;
        min-width: 0;
      `}
    >
      <legend
        css={(th: Theme) => css`
          font-size: 0.9rem;
          color: ${th.palette.textMuted};
          margin-bottom: 0.2rem;
          padding: 0;
        `}
      >
        {legend}
      </legend>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0 1rem;
        `}
      >
        {options.map((o) => (
          <label
            key={String(o.value)}
            css={css`
              display: flex;
              gap: 0.4rem;
              align-items: center;
              min-height: 44px;
            `}
          >
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
