/**
 * The console's form fields beside the `@site/shared/ui` kit's: a labelled <select> (and the bar that holds its
 * place while its options load), a labelled <textarea> with a hint, and the grid that sets fields side by side.
 * Each field draws its label above the control and its own error below it, announced as it appears.
 */
import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { focusRing, inputStyle, Skeleton, visuallyHidden } from '@site/shared/ui';

/** Form fields side by side, as many as fit at `min` wide each (one a row on a phone). */
export const fieldGrid = (min = '14rem') => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${min}, 1fr));
  gap: 0 1rem;
  align-items: start;
`;

const column = css`
  display: grid;
  gap: 0.3rem;
  min-width: 0;
`;

const muted = (th: Theme) => css`
  font-size: 0.9rem;
  color: ${th.palette.textMuted};
`;

/** A field's hint or error line below the control. */
const note = (th: Theme, tone: 'muted' | 'danger') => css`
  color: ${tone === 'danger' ? th.palette.danger : th.palette.textMuted};
  font-size: 0.85rem;
`;

function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} role="alert" css={(th: Theme) => note(th, 'danger')}>
      {children}
    </span>
  );
}

/**
 * What a `SelectField` is drawn as while its options load: a bar of the field's height (its label at 0.9rem on the
 * console's 1.45 line height, the 0.3rem gap, the 44px control), so what is below does not move when it arrives.
 */
export function SelectFieldSkeleton() {
  return <Skeleton height="calc(0.9rem * 1.45 + 0.3rem + 44px)" />;
}

/** A labelled <select> in the kit's input look (44 px high). */
export function SelectField({
  label,
  value,
  onValue,
  options,
  error,
  hideLabel = false,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string | null;
  /** the label for screen readers only (a select in a table cell, named by its column too) */
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div css={column}>
      <label htmlFor={id} css={(th: Theme) => (hideLabel ? visuallyHidden : muted(th))}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        {...props}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onValue(e.target.value)}
        css={(th: Theme) => [inputStyle(th, Boolean(error)), focusRing(th)]}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}

/** A labelled <textarea> with a hint and its own error (a reason, a message). */
export function TextAreaField({
  label,
  value,
  onValue,
  hint,
  error,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string | null;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ');
  return (
    <div css={column}>
      <label htmlFor={id} css={muted}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue(e.target.value)}
        css={(th: Theme) => [
          inputStyle(th, Boolean(error)),
          css`
            resize: vertical;
          `,
        ]}
      />
      {hint ? (
        <span id={`${id}-hint`} css={(th: Theme) => note(th, 'muted')}>
          {hint}
        </span>
      ) : null}
      {error ? <FieldError id={`${id}-err`}>{error}</FieldError> : null}
    </div>
  );
}
