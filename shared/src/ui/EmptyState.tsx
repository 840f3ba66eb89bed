import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Says what is empty and offers the next step (PAGES.md §2: "No transactions yet — make a deposit"). */
export function EmptyState({ text, action }: { text: ReactNode; action?: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      css={(t: Theme) => css`
        display: grid;
        justify-items: center;
        gap: 0.8rem;
        padding: 1.5rem 1rem;
        text-align: center;
        color: ${t.palette.textMuted};
        border: 1px dashed ${t.palette.border};
        border-radius: ${t.radius};
      `}
    >
      <p
        css={css`
          margin: 0;
        `}
      >
        {text}
      </p>
      {action}
    </div>
  );
}
