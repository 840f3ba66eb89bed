import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'primary';

/** A short status word (approved, pending…) in an outlined pill; text uses AA-checked palette tokens. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      css={(t: Theme) => {
        const color = {
          neutral: t.palette.textMuted,
          success: t.palette.success,
          danger: t.palette.danger,
          primary: t.palette.primary,
        }[tone];
        return css`
          display: inline-block;
          padding: 0.1rem 0.55rem;
          border-radius: 999px;
          border: 1px solid currentColor;
          color: ${color};
          background: ${t.palette.surface};
          font-size: 0.8rem;
          font-weight: 600;
          white-space: nowrap;
        `;
      }}
    >
      {children}
    </span>
  );
}
