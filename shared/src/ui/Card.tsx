import { css, type Theme } from '@emotion/react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading } from './Heading';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading (h2) that also names the card's region. */
  title?: ReactNode;
  /** Controls beside the title (a button, a badge). */
  actions?: ReactNode;
}

/** A surface with the theme's border, radius and padding; a titled card is a labelled region. */
export function Card({ title, actions, children, ...props }: CardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : undefined}
      {...props}
      css={(t: Theme) => css`
        background: ${t.palette.surface};
        color: ${t.palette.text};
        border: 1px solid ${t.palette.border};
        border-radius: ${t.radius};
        padding: 1.1rem;
        display: grid;
        gap: 0.8rem;
        min-width: 0;
      `}
    >
      {title || actions ? (
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            align-items: center;
            gap: 0.8rem;
            flex-wrap: wrap;
          `}
        >
          {title ? <Heading id={id}>{title}</Heading> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
