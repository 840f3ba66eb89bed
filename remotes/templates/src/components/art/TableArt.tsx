import { useTheme } from '@emotion/react';
import { useId } from 'react';
import { withLightness } from '@site/shared';
import { Card, Chip, Die } from './parts';

export type TableKind = 'baccarat' | 'roulette' | 'blackjack' | 'sicbo' | 'dragonTiger' | 'poker';

function Roulette() {
  return (
    <g transform="translate(160 92)">
      <circle r="64" fill="#3a2414" />
      <circle r="56" fill="none" stroke="#b3261e" strokeWidth="18" strokeDasharray="9.3 9.3" />
      <circle
        r="56"
        fill="none"
        stroke="#111"
        strokeWidth="18"
        strokeDasharray="9.3 9.3"
        strokeDashoffset="9.3"
      />
      <circle r="40" fill="#5b3a1e" stroke="#d4af37" strokeWidth="3" />
      <path d="M0 -30 L6 0 L0 30 L-6 0 Z M-30 0 L0 -6 L30 0 L0 6 Z" fill="#d4af37" />
      <circle cx="38" cy="-30" r="5" fill="#fff" />
    </g>
  );
}

/** A live-casino table drawn on the theme's felt: a lobby tile that needs no image from the internet. */
export function TableArt({ kind }: { kind: TableKind }) {
  const t = useTheme();
  const id = useId().replace(/:/g, '');
  const felt = withLightness(t.palette.primary, 22, 55);
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      css={{ display: 'block', width: '100%', height: '100%', minHeight: 140 }}
    >
      <defs>
        <radialGradient id={`f${id}`} cx="0.5" cy="0.35" r="0.8">
          <stop offset="0" stopColor={withLightness(felt, 32)} />
          <stop offset="1" stopColor={withLightness(felt, 12)} />
        </radialGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#f${id})`} />
      <ellipse
        cx="160"
        cy="196"
        rx="190"
        ry="92"
        fill="none"
        stroke={t.palette.accent}
        strokeOpacity="0.55"
        strokeWidth="3"
      />
      {kind === 'roulette' ? <Roulette /> : null}
      {kind === 'sicbo' ? (
        <g>
          <Die x={98} y={66} n={3} />
          <Die x={142} y={52} n={5} />
          <Die x={186} y={70} n={6} />
        </g>
      ) : null}
      {kind === 'baccarat' || kind === 'dragonTiger' ? (
        <g>
          <Card x={112} y={84} rot={-8} suit="♥" red />
          <Card x={150} y={80} rot={4} suit="♠" />
          <Card x={212} y={84} rot={8} suit="♦" red />
          <text x="160" y="150" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff" opacity="0.85">
            {kind === 'baccarat' ? 'PLAYER · BANKER' : 'DRAGON · TIGER'}
          </text>
        </g>
      ) : null}
      {kind === 'blackjack' || kind === 'poker' ? (
        <g>
          <Card x={130} y={78} rot={-12} suit={kind === 'poker' ? '♣' : '♠'} />
          <Card x={166} y={74} rot={10} suit="♥" red />
          <Chip x={236} y={120} color={t.palette.accent} />
          <Chip x={250} y={104} color={withLightness(t.palette.primary, 45)} />
          <Chip x={82} y={124} r={13} color="#b3261e" />
        </g>
      ) : null}
    </svg>
  );
}
