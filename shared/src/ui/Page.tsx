import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from './Heading';

const WIDTHS = { form: '440px', narrow: '640px', wide: '960px' } as const;

export interface PageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  width?: keyof typeof WIDTHS;
  /** Controls beside the title. */
  actions?: ReactNode;
}

/** A routed page's frame inside the layout: centred, one h1, children stacked with the kit's gap. */
export function Page({ title, width = 'narrow', actions, children, ...props }: PageProps) {
  return (
    <div
      {...props}
      css={css`
        max-width: ${WIDTHS[width]};
        margin: 1.5rem auto;
        padding: 0 0.75rem;
        display: grid;
        gap: 1rem;
        min-width: 0;
      `}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: 0.8rem;
          flex-wrap: wrap;
        `}
      >
        <Heading level={1}>{title}</Heading>
        {actions}
      </div>
      {children}
    </div>
  );
}
