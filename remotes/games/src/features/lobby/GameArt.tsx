import { css } from '@emotion/react';
import { memo, useEffect, useRef, useState } from 'react';
import { IMAGE_PLACEHOLDER_SIZE } from '@site/shared';
import { gameArt, SYMBOLS, type Art } from '../../lib/art';

/** One observer for every tile: art is drawn when its tile comes within a screen of the viewport. */
let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();
function watch(el: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        waiting.get(e.target)?.();
        waiting.delete(e.target);
        observer?.unobserve(e.target);
      }
    },
    { rootMargin: '100% 0px' },
  );
  waiting.set(el, show);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}

function Backdrop({ art, id }: { art: Art; id: string }) {
  const t = `rotate(${art.turn} 50 50)`;
  const lines = [0, 1, 2, 3, 4, 5];
  switch (art.pattern) {
    case 'rays':
      return (
        <g opacity="0.18" fill={art.ink} transform={t}>
          {lines.map((i) => (
            <path key={i} d="M50 50 44 -20h12z" transform={`rotate(${i * 60} 50 50)`} />
          ))}
        </g>
      );
    case 'rings':
      return (
        <g opacity="0.18" fill="none" stroke={art.ink} strokeWidth="3">
          {lines.map((i) => (
            <circle key={i} cx="50" cy="50" r={10 + i * 12} />
          ))}
        </g>
      );
    case 'dots':
      return (
        <g opacity="0.2" fill={art.ink}>
          {lines.flatMap((i) =>
            lines.map((j) => <circle key={`${id}${i}${j}`} cx={8 + i * 17} cy={8 + j * 17} r="3" />),
          )}
        </g>
      );
    default:
      return (
        <g opacity="0.15" fill={art.ink} transform={t}>
          {lines.map((i) => (
            <rect key={i} x={-20 + i * 24} y="-20" width="10" height="140" />
          ))}
        </g>
      );
  }
}

/**
 * A game's generated tile art (lib/art.ts), square, drawn lazily: until the tile nears the viewport it is the
 * gradient with the SPEC §9 placeholder (32) — the box keeps its size, so nothing shifts. The art is an SVG
 * that scales with the tile, so a resize needs no new image (the 500 ms resize debounce has nothing to do).
 */
export const GameArt = memo(function GameArt({
  game,
}: {
  game: { game_code: string; game_name: string; game_type: string };
}) {
  const art = gameArt(game);
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => (ref.current ? watch(ref.current, () => setShown(true)) : undefined), []);
  const id = `g${game.game_code.replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-art={shown ? 'drawn' : 'waiting'}
      css={css`
        aspect-ratio: 1;
        display: grid;
        place-items: center;
        background: linear-gradient(135deg, ${art.from}, ${art.to});
      `}
    >
      {shown ? (
        <svg
          viewBox="0 0 100 100"
          width="100%"
          height="100%"
          focusable="false"
          css={css`
            display: block;
          `}
        >
          <Backdrop art={art} id={id} />
          <path d={SYMBOLS[art.symbol]} fill={art.ink} opacity="0.9" transform="translate(20 4) scale(0.6)" />
          <text
            x="50"
            y="88"
            textAnchor="middle"
            fontFamily={art.font}
            fontWeight={art.weight}
            fontSize="24"
            fill="#fff"
            stroke={art.from}
            strokeWidth="1"
            paintOrder="stroke"
          >
            {art.initials}
          </text>
        </svg>
      ) : (
        <svg
          width={IMAGE_PLACEHOLDER_SIZE}
          height={IMAGE_PLACEHOLDER_SIZE}
          viewBox="0 0 100 100"
          focusable="false"
        >
          <path d={SYMBOLS[art.symbol]} fill={art.ink} opacity="0.5" />
        </svg>
      )}
    </div>
  );
});
