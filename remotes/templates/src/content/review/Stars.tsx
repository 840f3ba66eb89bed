import type { Theme } from '@emotion/react';

/** A rating as five stars (decorative; `label` says it in words to screen readers). */
export function Stars({ value, label }: { value: number; label: string }) {
  const full = Math.round(value);
  return (
    <span
      role="img"
      aria-label={label}
      css={(th: Theme) => ({ color: th.palette.accent, letterSpacing: '0.1em' })}
    >
      {'★'.repeat(full)}
      <span css={(th: Theme) => ({ color: th.palette.textMuted })}>{'☆'.repeat(5 - full)}</span>
    </span>
  );
}
