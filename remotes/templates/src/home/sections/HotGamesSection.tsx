import { css, type Theme } from '@emotion/react';
import { RemoteComponent } from '@site/shared';
import { headingCss } from '../../themes/skins';

export type FrameLook = 'plain' | 'panel' | 'band' | 'outline';

const frames: Record<FrameLook, (t: Theme) => string> = {
  plain: () => '',
  panel: (t) =>
    `padding: 1rem; background: ${t.palette.surface}; border-radius: ${t.radius}; box-shadow: ${t.shadow};`,
  band: (t) =>
    `padding: 1.2rem 1rem; background: ${t.palette.surfaceAlt}; border-top: 3px solid ${t.palette.primary};`,
  outline: (t) => `padding: 1rem; border: 2px solid ${t.palette.primary}; border-radius: ${t.radius};`,
};

function Skeleton() {
  return (
    <div
      aria-hidden="true"
      data-pending=""
      css={(t: Theme) => css`
        display: grid;
        gap: 0.75rem;
        grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
        & > span {
          aspect-ratio: 1 / 1.25;
          border-radius: ${t.radius};
          background: ${t.palette.surfaceAlt};
        }
      `}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

/** Hot games from the games remote (its ./HotGames), framed in the template's style. */
export function HotGamesSection({
  look = 'plain',
  title,
  gameType,
}: {
  look?: FrameLook;
  title?: string;
  gameType?: string;
}) {
  return (
    <div
      data-section="hot"
      css={(t: Theme) => css`
        min-width: 0;
        ${frames[look](t)}
        h2 {
          margin-top: 0;
          ${headingCss(t.template)};
        }
        figure {
          transition: transform 250ms ease-in-out;
        }
        /* only a game that opens something reacts to the pointer */
        a:hover figure,
        figure:has(a, button):hover {
          transform: translateY(-3px);
        }
      `}
    >
      <RemoteComponent
        remote="games"
        module="./HotGames"
        props={{ ...(title ? { title } : {}), ...(gameType ? { gameType } : {}) }}
        loading={<Skeleton />}
      />
    </div>
  );
}
