import { s } from './common';

/**
 * Jade Lantern Reels' symbols, drawn here as SVG on a 100×100 tile (ids as in slot/machine.ts: ten, jack, queen,
 * king, ace, coin, fan, lantern, wild, scatter).
 */
const LETTERS = ['10', 'J', 'Q', 'K', 'A'];
const LETTER_FILL = ['#7fd1b9', '#8ab8ff', '#e8a0ff', '#ffb26b', '#ffe27a'];

function letter(i: number): SVGElement[] {
  return [
    s('circle', { cx: 50, cy: 50, r: 36, fill: 'none', stroke: LETTER_FILL[i]!, 'stroke-width': 4 }),
    s(
      'text',
      {
        x: 50,
        y: 64,
        'text-anchor': 'middle',
        'font-size': i === 0 ? 36 : 42,
        'font-weight': 700,
        fill: LETTER_FILL[i]!,
        'font-family': 'Georgia, serif',
      },
      LETTERS[i]!,
    ),
  ];
}

const coin = () => [
  s('circle', { cx: 50, cy: 50, r: 36, fill: '#d9a93b', stroke: '#fff1b8', 'stroke-width': 3 }),
  s('circle', { cx: 50, cy: 50, r: 28, fill: 'none', stroke: '#8a5a12', 'stroke-width': 2 }),
  s('rect', { x: 41, y: 41, width: 18, height: 18, fill: '#102a24', stroke: '#8a5a12', 'stroke-width': 2 }),
];

const fan = () => [
  s('path', {
    d: 'M50 78 L14 38 A48 48 0 0 1 86 38 Z',
    fill: '#c2413b',
    stroke: '#ffd7a8',
    'stroke-width': 3,
  }),
  ...[24, 37, 50, 63, 76].map((x) =>
    s('line', { x1: 50, y1: 78, x2: x, y2: 24, stroke: '#ffd7a8', 'stroke-width': 2 }),
  ),
  s('circle', { cx: 50, cy: 78, r: 5, fill: '#ffd7a8' }),
];

const lantern = () => [
  s('line', { x1: 50, y1: 6, x2: 50, y2: 16, stroke: '#ffd36b', 'stroke-width': 3 }),
  s('rect', { x: 36, y: 14, width: 28, height: 8, rx: 2, fill: '#ffd36b' }),
  s('ellipse', { cx: 50, cy: 50, rx: 30, ry: 28, fill: '#e0352b', stroke: '#ffd36b', 'stroke-width': 3 }),
  s('path', {
    d: 'M50 22 Q30 50 50 78 M50 22 Q70 50 50 78',
    fill: 'none',
    stroke: '#ffd36b',
    'stroke-width': 2,
  }),
  s('rect', { x: 36, y: 76, width: 28, height: 8, rx: 2, fill: '#ffd36b' }),
  s('line', { x1: 50, y1: 84, x2: 50, y2: 96, stroke: '#ffd36b', 'stroke-width': 3 }),
];

const wild = () => [
  s('rect', {
    x: 8,
    y: 20,
    width: 84,
    height: 60,
    rx: 12,
    fill: '#0f7a5c',
    stroke: '#9ff0cf',
    'stroke-width': 3,
  }),
  s(
    'text',
    { x: 50, y: 59, 'text-anchor': 'middle', 'font-size': 24, 'font-weight': 800, fill: '#ffffff' },
    'WILD',
  ),
];

const pearl = () => [
  s('path', {
    d: 'M50 8 L60 36 L90 38 L66 56 L74 86 L50 69 L26 86 L34 56 L10 38 L40 36 Z',
    fill: '#3b2a6b',
    stroke: '#d7c8ff',
    'stroke-width': 3,
  }),
  s('circle', { cx: 50, cy: 52, r: 13, fill: '#f4f0ff' }),
  s('circle', { cx: 45, cy: 47, r: 4, fill: '#ffffff' }),
];

const DRAW: (() => SVGElement[])[] = [0, 1, 2, 3, 4].map((i) => () => letter(i));
DRAW.push(coin, fan, lantern, wild, pearl);

/** One symbol as an SVG group at (x, y) on a 100-unit tile, with its name for assistive technology. */
export function symbolArt(id: number, name: string, x: number, y: number, won: boolean): SVGElement {
  return s(
    'g',
    { transform: `translate(${x} ${y})`, role: 'img', 'aria-label': name, class: won ? 'cell won' : 'cell' },
    s('rect', { x: 3, y: 3, width: 94, height: 94, rx: 10, class: 'tile' }),
    ...(DRAW[id] ?? DRAW[0]!)(),
  );
}
