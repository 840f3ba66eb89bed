import { css, type Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { digitsOnly, lettersOnly } from '../lib/filters';
import { inputStyle } from './styles';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** The field's own error (client rule or a server refusal naming this field). */
  error?: string | null;
  /** A rule shown before the player breaks it (e.g. "From PHP 100.00 to PHP 50,000.00"). */
  hint?: ReactNode;
  filter?: 'letters' | 'digits' | ((value: string) => string);
  onValue: (value: string) => void;
}

/** Labelled input with the SPEC §5 filters (letters-only, digits-only), a hint and a field-level error. */
export function Field({ label, error, hint, filter, onValue, ...input }: FieldProps) {
  const id = useId();
  const clean =
    typeof filter === 'function'
      ? filter
      : filter === 'letters'
        ? lettersOnly
        : filter === 'digits'
          ? digitsOnly
          : (s: string) => s;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ');
  return (
    <div
      css={css`
        display: grid;
        gap: 0.3rem;
        margin-bottom: 0.8rem;
      `}
    >
      <label
        htmlFor={id}
        css={(t: Theme) => css`
          font-size: 0.9rem;
          color: ${t.palette.textMuted};
        `}
      >
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue(clean(e.target.value))}
        css={(t: Theme) => inputStyle(t, Boolean(error))}
      />
      {hint ? (
        <span
          id={`${id}-hint`}
          css={(t: Theme) => css`
            color: ${t.palette.textMuted};
            font-size: 0.85rem;
          `}
        >
          {hint}
        </span>
      ) : null}
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
