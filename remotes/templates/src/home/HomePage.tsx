import { css, useTheme, type Theme } from '@emotion/react';
import { RemoteComponent, useLayoutStore } from '@site/shared';

/** The home page of the site's template: a banner and the hot games (from the games remote). */
export default function HomePage() {
  const theme = useTheme();
  const site = useLayoutStore((s) => s.site);
  return (
    <div data-home={theme.template}>
      <section
        css={(t: Theme) => css`
          border-radius: ${t.radius};
          padding: 2rem 1.5rem;
          margin-bottom: 1.5rem;
          background: linear-gradient(120deg, ${t.palette.primary}, ${t.palette.accent});
          color: ${t.palette.primaryText};
        `}
      >
        <h1
          css={css`
            margin: 0 0 0.4rem;
          `}
        >
          {site?.site_name}
        </h1>
        <p
          css={css`
            margin: 0;
          `}
        >
          {theme.family === 'casino'
            ? 'Live tables, every night.'
            : theme.family === 'slot'
              ? 'Spin the newest slots.'
              : 'Bet on every match.'}
        </p>
      </section>
      <RemoteComponent remote="games" module="./HotGames" />
    </div>
  );
}
