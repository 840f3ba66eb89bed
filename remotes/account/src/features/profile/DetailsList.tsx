import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A label → value list (`dl`), two columns that wrap long values; each value carries its test id. */
export function DetailsList({ rows }: { rows: [label: string, value: ReactNode, testId: string][] }) {
  return (
    <dl
      css={css`
        display: grid;
        grid-template-columns: max-content minmax(0, 1fr);
        gap: 0.5rem 1.2rem;
        margin: 0;
        overflow-wrap: anywhere;
      `}
    >
      {rows.map(([label, value, testId]) => (
        <div
          key={testId}
          css={css`
            display: contents;
          `}
        >
          <dt
            css={(th: Theme) => css`
              color: ${th.palette.textMuted};
            `}
          >
            {label}
          </dt>
          <dd
            data-testid={testId}
            css={css`
              margin: 0;
            `}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
