import { useTheme } from '@emotion/react';
import { useId } from 'react';
import type { Motif } from '../themes/skins';

/** Shapes of each template's emblem, in a 48 × 48 box. */
export const MOTIF_PATHS: Record<Motif, string> = {
  crown: 'M6 36 L10 14 L18 24 L24 8 L30 24 L38 14 L42 36 Z M8 40 H40 V44 H8 Z',
  diamond: 'M12 8 H36 L44 18 L24 42 L4 18 Z M4 18 H44 M18 8 L24 42 L30 8',
  moon: 'M30 6 A18 18 0 1 0 42 34 A14 14 0 1 1 30 6 Z',
  pillar:
    'M6 12 L24 4 L42 12 Z M9 15 H39 V18 H9 Z M11 20 H16 V36 H11 Z M21.5 20 H26.5 V36 H21.5 Z M32 20 H37 V36 H32 Z M7 38 H41 V43 H7 Z',
  spade: 'M24 4 C30 14 42 20 42 29 A8 8 0 0 1 27 33 L30 44 H18 L21 33 A8 8 0 0 1 6 29 C6 20 18 14 24 4 Z',
  star: 'M24 3 L30 17 L45 18 L33 28 L37 43 L24 35 L11 43 L15 28 L3 18 L18 17 Z',
  lotus:
    'M24 6 C30 14 30 24 24 34 C18 24 18 14 24 6 Z M24 34 C16 32 8 26 6 16 C14 18 20 24 24 34 Z M24 34 C32 32 40 26 42 16 C34 18 28 24 24 34 Z M8 40 H40 V43 H8 Z',
  candy: 'M24 12 A12 12 0 1 1 23.9 12 Z M13 20 L3 12 L5 26 Z M35 28 L45 36 L43 22 Z',
  planet: 'M24 10 A14 14 0 1 1 23.9 10 Z M2 30 C10 20 38 14 46 18 C40 24 12 34 2 30 Z',
  leaf: 'M8 40 C6 20 20 6 42 6 C42 28 28 42 8 40 Z M8 40 L30 18',
  circuit: 'M6 6 H42 V42 H6 Z M14 14 H34 V34 H14 Z M20 20 H28 V28 H20 Z',
  eye: 'M24 4 L44 40 H4 Z M24 20 A7 5 0 1 1 23.9 20 Z',
  koi: 'M6 24 C14 10 32 10 38 24 C32 38 14 38 6 24 Z M38 24 L46 14 V34 Z',
  pixel: 'M8 8 H40 V16 H32 V24 H40 V40 H8 V32 H16 V24 H8 Z',
  ball: 'M24 4 A20 20 0 1 1 23.9 4 Z M24 14 L32 20 L29 30 H19 L16 20 Z',
};

/** The template's emblem: its motif drawn in the theme's primary → accent gradient. */
export function Emblem({ motif, size = 40 }: { motif: Motif; size?: number }) {
  const t = useTheme();
  const id = useId().replace(/:/g, '');
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      css={{ flex: 'none' }}
    >
      <defs>
        <linearGradient id={`em${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={t.palette.primary} />
          <stop offset="1" stopColor={t.palette.accent} />
        </linearGradient>
      </defs>
      <path
        d={MOTIF_PATHS[motif]}
        fill={`url(#em${id})`}
        fillRule="evenodd"
        stroke={t.palette.primary}
        strokeWidth="0.8"
      />
    </svg>
  );
}
