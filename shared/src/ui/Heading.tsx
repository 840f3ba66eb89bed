import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

const SIZES = { 1: '1.5rem', 2: '1.2rem', 3: '1.05rem' } as const;

/** h1–h3 at the kit's sizes, no outer margin (spacing comes from Stack). Keep levels in order on a page. */
export function Heading({ level = 2, ...props }: HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 }) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...props}
      css={css`
        margin: 0;
        font-size: ${SIZES[level]};
        line-height: 1.25;
      `}
    />
  );
}
