import { css, type Theme } from '@emotion/react';
import { useId, type TextareaHTMLAttributes } from 'react';
import { inputStyle } from '@site/shared/ui';

/** A labelled multi-line field with a hint and its own error, like the kit's `Field`. */
export function TextArea({
  label,
  hint,
  error,
  onValue,
  ...input
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  label: string;
  hint?: string;
  error?: string | null;
  onValue: (value: string) => void;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ');
  const muted = (th: Theme) => css({ color: th.palette.textMuted, fontSize: '0.85rem' });
  return (
    <div css={{ display: 'grid', gap: '0.3rem', marginBottom: '0.8rem' }}>
      <label htmlFor={id} css={(th: Theme) => css({ color: th.palette.textMuted, fontSize: '0.9rem' })}>
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue(e.target.value)}
        css={(th: Theme) => css`
          ${inputStyle(th, Boolean(error))};
          min-height: 7rem;
          resize: vertical;
          font: inherit;
        `}
      />
      {hint ? (
        <span id={`${id}-hint`} css={muted}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span
          id={`${id}-err`}
          role="alert"
          css={(th: Theme) => css({ color: th.palette.danger, fontSize: '0.85rem' })}
        >
          {error}
        </span>
      ) : null}
    </div>
  );
}
