import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

/** A labelled checkbox with a 44 px touch row and its own error (e.g. the age confirmation). */
export function Checkbox({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      css={css`
        margin-bottom: 0.8rem;
      `}
    >
      <label
        htmlFor={id}
        css={css`
          display: flex;
          gap: 0.5rem;
          align-items: center;
          min-height: 44px;
        `}
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          css={css`
            width: 1.2rem;
            height: 1.2rem;
            flex: none;
          `}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <span
          id={`${id}-err`}
          role="alert"
          css={(t: Theme) => css`
            color: ${t.palette.danger};
            font-size: 0.85rem;
          `}
        >
          {error}
        </span>
      ) : null}
    </div>
  );
}
