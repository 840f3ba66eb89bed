import { css, type Theme } from '@emotion/react';
import type { StatementDay } from '@site/shared';
import { chartPoints } from './range';

const W = 600;
const H = 140;

/** The closing balance per day as a line (SVG, no library); the label says what it shows. */
export function BalanceChart({ days, label }: { days: StatementDay[]; label: string }) {
  const ordered = [...days].sort((a, b) => (a.date < b.date ? -1 : 1));
  const points = chartPoints(
    ordered.map((d) => d.closing_balance),
    W,
    H,
  );
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="statement-chart"
      viewBox={`-4 -4 ${W + 8} ${H + 8}`}
      preserveAspectRatio="none"
      css={(th: Theme) => css`
        width: 100%;
        height: 140px;
        display: block;
        polyline {
          fill: none;
          stroke: ${th.palette.primary};
          stroke-width: 3;
          vector-effect: non-scaling-stroke;
        }
        circle {
          fill: ${th.palette.primary};
        }
      `}
    >
      <polyline points={points} />
      {ordered.length === 1 ? <circle cx={0} cy={0} r={4} /> : null}
    </svg>
  );
}
