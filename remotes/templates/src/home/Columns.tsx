import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Two columns side by side from the template's desktop breakpoint; stacked below it. */
export function Columns({
  left,
  right,
  ratio = '1fr 3fr',
}: {
  left: ReactNode;
  right: ReactNode;
  ratio?: string;
}) {
  return (
    <div
      css={(t: Theme) => css`
        display: grid;
        gap: 1.5rem;
        min-width: 0;
        @media (min-width: ${t.desktopAt}px) {
          grid-template-columns: ${ratio};
          align-items: start;
        }
      `}
    >
      <div css={{ minWidth: 0 }}>{left}</div>
      <div css={{ minWidth: 0 }}>{right}</div>
    </div>
  );
}
