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

const artBox = css`
  aspect-ratio: 1;
  display: grid;
  place-items: center;
`;
const svgBlock = css`
  display: block;
`;

const SIX = [0, 1, 2, 3, 4, 5];
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
/** Each backdrop pattern as ONE path (a tile is mounted as it scrolls in: fewer elements, less work). */
const PATTERN_PATHS = {
  rays: SIX.map((i) => {
    const a = (i * Math.PI) / 3;
    const pt = (dx: number, dy: number) =>
      `${(50 + dx * Math.cos(a) - dy * Math.sin(a)).toFixed(1)} ${(50 + dx * Math.sin(a) + dy * Math.cos(a)).toFixed(1)}`;
    return `M50 50L${pt(-6, -70)}L${pt(6, -70)}z`;
  }).join(''),
  rings: SIX.map((i) => circle(50, 50, 10 + i * 12)).join(''),
  dots: SIX.flatMap((i) => SIX.map((j) => circle(8 + i * 17, 8 + j * 17, 3))).join(''),
  stripes: SIX.map((i) => `M${-20 + i * 24} -20h10v140h-10z`).join(''),
};

function Backdrop({ art }: { art: Art }) {
  const turn = `rotate(${art.turn} 50 50)`;
  switch (art.pattern) {
    case 'rays':
      return <path d={PATTERN_PATHS.rays} opacity="0.18" fill={art.ink} transform={turn} />;
    case 'rings':
      return <path d={PATTERN_PATHS.rings} opacity="0.18" fill="none" stroke={art.ink} strokeWidth="3" />;
    case 'dots':
      return <path d={PATTERN_PATHS.dots} opacity="0.2" fill={art.ink} />;
    default:
      return <path d={PATTERN_PATHS.stripes} opacity="0.15" fill={art.ink} transform={turn} />;
  }
}

/**
 * A game's generated tile art (lib/art.ts), square, drawn lazily: until the tile nears the viewport it is the
 * gradient with the SPEC §9 placeholder (32) — the box keeps its size, so nothing shifts. The art is an SVG
 * that scales with the tile, so a resize needs no new image (the 500 ms resize debounce has nothing to do).
 */
export const GameArt = memo(function GameArt({
  game,
  eager = false,
}: {
  game: { game_code: string; game_name: string; game_type: string };
  /** Draw at once: the windowed grid mounts a tile only when it nears the screen, so waiting adds a render. */
  eager?: boolean;
}) {
  const art = gameArt(game);
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(eager);
  useEffect(() => (ref.current && !eager ? watch(ref.current, () => setShown(true)) : undefined), [eager]);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-art={shown ? 'drawn' : 'waiting'}
      css={artBox}
      // per game: inline, so a new tile adds no style rule (a new rule restyles the whole page)
      style={{ background: `linear-gradient(135deg, ${art.from}, ${art.to})` }}
    >
      {shown ? (
        <svg viewBox="0 0 100 100" width="100%" height="100%" focusable="false" css={svgBlock}>
          <Backdrop art={art} />
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
