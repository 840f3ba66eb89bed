import { css, useTheme, type Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import type { WheelPrize } from '@site/shared';
import { labelLayout, segmentAngle, slicePath } from '../../lib/wheel';

const C = 100;
const R = 96;
/** Where segment labels run: from near the rim to just outside the hub (radius 14). */
const LABEL_OUTER = R * 0.9;
const LABEL_INNER = 20;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The prize wheel, drawn from the published segments (clockwise from the top, as the server numbers them), turned
 * to `rotation` degrees. When it stops (at once with reduced motion) `onLanded` runs; the pointer is at the top.
 */
export function Wheel({
  prizes,
  rotation,
  label,
  title,
  onLanded,
}: {
  prizes: readonly WheelPrize[];
  rotation: number;
  label: (p: WheelPrize) => string;
  title: string;
  onLanded: () => void;
}) {
  const th = useTheme();
  const s = segmentAngle(prizes.length);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (reducedMotion()) onLanded();
    // otherwise the transition's end calls it
  }, [rotation, onLanded]);
  return (
    <div
      css={css`
        position: relative;
        width: min(100%, 360px);
        margin: 0 auto;
      `}
    >
      <svg viewBox="0 0 200 212" role="img" aria-label={title} data-testid="wheel" data-rotation={rotation}>
        <g
          data-testid="wheel-disc"
          onTransitionEnd={onLanded}
          style={{ transform: `rotate(${rotation}deg)` }}
          css={css`
            transform-origin: ${C}px ${C + 12}px;
            transition: transform 4.2s cubic-bezier(0.12, 0.8, 0.2, 1);
            @media (prefers-reduced-motion: reduce) {
              transition: none;
            }
          `}
        >
          <circle cx={C} cy={C + 12} r={R + 3} fill={th.palette.accent} />
          {prizes.map((p, i) => {
            const a0 = i * s;
            const mid = a0 + s / 2;
            const strong = i % 2 === 0;
            return (
              <g key={p.segment} data-segment={p.segment}>
                <path
                  d={slicePath(C, C + 12, R, a0, a0 + s)}
                  fill={strong ? th.palette.primary : th.palette.surfaceAlt}
                  stroke={th.palette.border}
                  strokeWidth={0.6}
                />
                <SegmentLabel
                  text={label(p)}
                  layout={labelLayout(prizes.length, i, label(p).length, LABEL_OUTER, LABEL_INNER)}
                  mid={mid}
                  fill={strong ? th.palette.primaryText : th.palette.text}
                />
              </g>
            );
          })}
          <circle
            cx={C}
            cy={C + 12}
            r={14}
            fill={th.palette.surface}
            stroke={th.palette.accent}
            strokeWidth={3}
          />
        </g>
        {/* the pointer, at the top */}
        <path
          d={`M${C - 9} 2 L${C + 9} 2 L${C} 22 Z`}
          fill={th.palette.accent}
          stroke={th.palette.text}
          strokeWidth={1}
        />
      </svg>
    </div>
  );
}

/** A segment's label along its radius (`labelLayout`), anchored near the rim. */
function SegmentLabel({
  text,
  layout,
  mid,
  fill,
}: {
  text: string;
  layout: ReturnType<typeof labelLayout>;
  mid: number;
  fill: string;
}) {
  const y = C + 12 - LABEL_OUTER;
  return (
    <text
      x={C}
      y={y}
      transform={`rotate(${mid} ${C} ${C + 12}) rotate(${layout.turn} ${C} ${y})`}
      textAnchor={layout.textAnchor}
      dominantBaseline="middle"
      fontSize={layout.fontSize}
      fontWeight={700}
      fill={fill}
      data-testid="wheel-label"
    >
      {text}
    </text>
  );
}

/** A small wheel for the /minigame list (decorative). */
export function WheelIcon() {
  return (
    <svg
      viewBox="0 0 48 48"
      width={48}
      height={48}
      aria-hidden="true"
      css={(th: Theme) => css`
        flex: none;
        color: ${th.palette.primary};
      `}
    >
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      {Array.from({ length: 8 }, (_, i) => (
        <path
          key={i}
          d={slicePath(24, 24, 19, i * 45, i * 45 + 45)}
          fill="currentColor"
          opacity={i % 2 ? 0.35 : 0.9}
        />
      ))}
      <circle cx="24" cy="24" r="4" fill="currentColor" />
    </svg>
  );
}
