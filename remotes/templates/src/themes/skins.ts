/**
 * The identity of each template beyond colour: heading typeface (local font stacks only), letter case,
 * the motif its emblem and art are drawn from, and its tagline. Colour comes from the Emotion theme.
 */
export type Motif =
  | 'crown'
  | 'diamond'
  | 'moon'
  | 'pillar'
  | 'spade'
  | 'star'
  | 'lotus'
  | 'candy'
  | 'planet'
  | 'leaf'
  | 'circuit'
  | 'eye'
  | 'koi'
  | 'pixel'
  | 'ball';

export interface Skin {
  display: string;
  caps: boolean;
  tracking: string;
  weight: number;
  motif: Motif;
}

const SERIF = '"DejaVu Serif", Georgia, "Times New Roman", serif';
const LIB_SERIF = '"Liberation Serif", "Times New Roman", Times, serif';
const NARROW = '"Liberation Sans Narrow", "Arial Narrow", "DejaVu Sans Condensed", sans-serif';
const CONDENSED = '"DejaVu Sans Condensed", "Arial Narrow", sans-serif';
const ROUND = '"DejaVu Sans", Verdana, "Trebuchet MS", sans-serif';
const MONO = '"DejaVu Sans Mono", "Liberation Mono", Consolas, monospace';

export const SKINS: Record<string, Skin> = {
  template1: { display: SERIF, caps: true, tracking: '0.08em', weight: 700, motif: 'crown' },
  template2: { display: LIB_SERIF, caps: true, tracking: '0.18em', weight: 700, motif: 'diamond' },
  template3: { display: 'Georgia, ' + SERIF, caps: false, tracking: '0', weight: 400, motif: 'moon' },
  template4: { display: NARROW, caps: true, tracking: '0.06em', weight: 700, motif: 'pillar' },
  template5: { display: LIB_SERIF, caps: false, tracking: '-0.01em', weight: 400, motif: 'spade' },
  template6: { display: CONDENSED, caps: true, tracking: '0.1em', weight: 700, motif: 'star' },
  template7: { display: SERIF, caps: true, tracking: '0.12em', weight: 700, motif: 'lotus' },
  template8: { display: ROUND, caps: false, tracking: '-0.02em', weight: 800, motif: 'candy' },
  template9: {
    display: '"Liberation Sans", Arial, sans-serif',
    caps: true,
    tracking: '0.14em',
    weight: 700,
    motif: 'planet',
  },
  template10: { display: CONDENSED, caps: true, tracking: '0.03em', weight: 800, motif: 'leaf' },
  template11: { display: MONO, caps: true, tracking: '0.05em', weight: 700, motif: 'circuit' },
  template12: { display: LIB_SERIF, caps: true, tracking: '0.14em', weight: 700, motif: 'eye' },
  template13: { display: SERIF, caps: false, tracking: '0', weight: 700, motif: 'koi' },
  template14: {
    display: '"Liberation Mono", "Courier New", monospace',
    caps: true,
    tracking: '0.04em',
    weight: 700,
    motif: 'pixel',
  },
  template15: { display: NARROW, caps: true, tracking: '0.02em', weight: 700, motif: 'ball' },
};

const FALLBACK: Skin = { display: ROUND, caps: false, tracking: '0', weight: 700, motif: 'star' };

export function skinOf(template: string): Skin {
  return SKINS[template] ?? FALLBACK;
}

/** Heading style of a template, as a css fragment. */
export function headingCss(template: string): string {
  const s = skinOf(template);
  return `font-family: ${s.display}; font-weight: ${s.weight}; letter-spacing: ${s.tracking};${
    s.caps ? ' text-transform: uppercase;' : ''
  }`;
}
