import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** rem between children */
  gap?: number;
  /** a row that wraps (buttons, badges) instead of a column */
  row?: boolean;
  align?: 'start' | 'center' | 'end' | 'stretch';
  justify?: 'start' | 'between' | 'end';
}

/** Children in a column (or a wrapping row) with one gap: the only spacing rule pages need. */
export function Stack({ gap = 1, row = false, align, justify = 'start', ...props }: StackProps) {
  return (
    <div
      {...props}
      css={css`
        display: flex;
        flex-direction: ${row ? 'row' : 'column'};
        flex-wrap: ${row ? 'wrap' : 'nowrap'};
        gap: ${gap}rem;
        align-items: ${align ?? (row ? 'center' : 'stretch')};
        justify-content: ${justify === 'between' ? 'space-between' : `flex-${justify}`};
        min-width: 0;
      `}
    />
  );
}
