import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../app/startup';

/**
 * The frame of the screens a player sees instead of the site — maintenance, an invalid theme, a failed start:
 * the operator's name (or logo) over a card in the theme's tokens. They are the operator's brand too.
 */
export function BrandScreen({
  brand,
  layout,
  children,
}: {
  brand: Brand | null;
  layout: string;
  children: ReactNode;
}) {
  return (
    <main
      data-layout={layout}
      css={(th: Theme) => css`
        min-height: 100vh;
        display: grid;
        place-items: center;
        padding: 1rem;
        text-align: center;
        background: ${th.palette.bg};
        color: ${th.palette.text};
        font-family: ${th.font};
      `}
    >
      <div
        css={(th: Theme) => css`
          width: min(30rem, 100%);
          display: grid;
          gap: 1rem;
          justify-items: center;
          padding: 2rem 1.5rem;
          background: ${th.palette.surface};
          border: 1px solid ${th.palette.border};
          border-top: 4px solid ${th.palette.primary};
          border-radius: ${th.radius};
          box-shadow: ${th.shadow};
        `}
      >
        {brand ? (
          <p
            data-testid="brand-name"
            css={(th: Theme) => css`
              margin: 0;
              font-size: 1.3rem;
              font-weight: 800;
              letter-spacing: 0.02em;
              color: ${th.palette.primary};
            `}
          >
            {brand.logo ? (
              <img
                src={brand.logo}
                alt={brand.name}
                css={css`
                  max-height: 3rem;
                `}
              />
            ) : (
              brand.name
            )}
          </p>
        ) : null}
        {children}
      </div>
    </main>
  );
}
