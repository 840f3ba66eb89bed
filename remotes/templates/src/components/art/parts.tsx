/** Small SVG building blocks shared by the generated art (cards, chips, dice). */
export function Card({
  x,
  y,
  rot = 0,
  suit = '♠',
  red = false,
}: {
  x: number;
  y: number;
  rot?: number;
  suit?: string;
  red?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot})`}>
      <rect x="-22" y="-32" width="44" height="64" rx="5" fill="#fdfcf7" stroke="#00000033" />
      <text x="0" y="10" textAnchor="middle" fontSize="28" fill={red ? '#c0262d' : '#1b1b1b'}>
        {suit}
      </text>
      <text x="-15" y="-18" fontSize="11" fontWeight="700" fill={red ? '#c0262d' : '#1b1b1b'}>
        A
      </text>
    </g>
  );
}

export function Chip({ x, y, r = 16, color }: { x: number; y: number; r?: number; color: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={color} stroke="#fff" strokeWidth="2" />
      <circle cx={x} cy={y} r={r * 0.62} fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="4 4" />
    </g>
  );
}

export function Die({ x, y, n, size = 36 }: { x: number; y: number; n: number; size?: number }) {
  const s = size / 4;
  const pips: [number, number][][] = [
    [[2, 2]],
    [
      [1, 1],
      [3, 3],
    ],
    [
      [1, 1],
      [2, 2],
      [3, 3],
    ],
    [
      [1, 1],
      [3, 1],
      [1, 3],
      [3, 3],
    ],
    [
      [1, 1],
      [3, 1],
      [2, 2],
      [1, 3],
      [3, 3],
    ],
    [
      [1, 1],
      [3, 1],
      [1, 2],
      [3, 2],
      [1, 3],
      [3, 3],
    ],
  ];
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={size} height={size} rx={size / 6} fill="#fff" stroke="#00000040" />
      {(pips[(n - 1) % 6] ?? []).map(([px, py], i) => (
        <circle
          key={i}
          cx={px * s}
          cy={py * s}
          r={size / 11}
          fill={n === 1 || n === 4 ? '#c0262d' : '#1b1b1b'}
        />
      ))}
    </g>
  );
}
