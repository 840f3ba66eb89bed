import { useTheme } from '@emotion/react';
import { useId } from 'react';
import { alpha, withLightness } from '@site/shared';
import { MOTIF_PATHS } from '../Emblem';
import { skinOf } from '../../themes/skins';
import { Card, Chip } from './parts';

const SYMBOLS = ['7', '★', 'BAR', '♦', '♣', '$'];

function Reels({ seed }: { seed: number }) {
  const t = useTheme();
  return (
    <g transform="translate(40 40)">
      <rect
        width="240"
        height="150"
        rx="16"
        fill={withLightness(t.palette.primary, 14, 40)}
        stroke={t.palette.accent}
        strokeWidth="4"
      />
      {[0, 1, 2].map((r) => (
        <g key={r} transform={`translate(${14 + r * 74} 14)`}>
          <rect width="64" height="122" rx="8" fill="#fffdf6" />
          {[0, 1, 2].map((row) => (
            <text
              key={row}
              x="32"
              y={30 + row * 40}
              textAnchor="middle"
              fontSize="24"
              fontWeight="800"
              fill={row === 1 ? '#c0262d' : '#333'}
            >
              {SYMBOLS[(seed + r * 2 + row) % SYMBOLS.length]}
            </text>
          ))}
        </g>
      ))}
      <rect x="0" y="66" width="240" height="4" fill={t.palette.accent} opacity="0.8" />
    </g>
  );
}

function Pitch() {
  return (
    <g stroke="#fff" strokeOpacity="0.7" strokeWidth="3" fill="none">
      <rect x="20" y="30" width="280" height="170" rx="4" />
      <line x1="160" y1="30" x2="160" y2="200" />
      <circle cx="160" cy="115" r="30" />
      <rect x="20" y="80" width="40" height="70" />
      <rect x="260" y="80" width="40" height="70" />
      <g transform="translate(210 160)" stroke="none">
        <circle r="22" fill="#fff" />
        <path d="M0 -9 L8.5 -3 L5.3 7 H-5.3 L-8.5 -3 Z" fill="#1b1b1b" />
      </g>
    </g>
  );
}

/** The hero illustration of a template: chips and cards (casino), reels (slot) or a pitch (sportsbook). */
export function HeroArt({ seed = 0 }: { seed?: number }) {
  const t = useTheme();
  const id = useId().replace(/:/g, '');
  const motif = skinOf(t.template).motif;
  return (
    <svg
      viewBox="0 0 320 230"
      aria-hidden="true"
      focusable="false"
      css={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <defs>
        <radialGradient id={`h${id}`} cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor={alpha(t.palette.accent, 0.45)} />
          <stop offset="1" stopColor={alpha(t.palette.accent, 0)} />
        </radialGradient>
      </defs>
      <circle cx="160" cy="115" r="112" fill={`url(#h${id})`} />
      {t.family === 'slot' ? <Reels seed={seed} /> : null}
      {t.family === 'sportsbook' ? <Pitch /> : null}
      {t.family !== 'slot' && t.family !== 'sportsbook' ? (
        <g>
          <Card x={118} y={118} rot={-18} suit="♥" red />
          <Card x={160} y={108} rot={0} suit="♠" />
          <Card x={202} y={118} rot={18} suit="♦" red />
          <Chip x={86} y={182} r={20} color={t.palette.primary} />
          <Chip x={236} y={186} r={20} color={t.palette.accent} />
          <Chip x={262} y={166} r={14} color="#b3261e" />
        </g>
      ) : null}
      <path
        d={MOTIF_PATHS[motif]}
        transform="translate(262 8) scale(1.1)"
        fill={t.palette.accent}
        fillRule="evenodd"
        opacity="0.9"
      />
    </svg>
  );
}
