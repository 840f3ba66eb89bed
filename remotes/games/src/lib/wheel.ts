/**
 * The prize wheel's geometry (pure, unit-tested): segment i spans [i·s, (i+1)·s) degrees clockwise from the top,
 * s = 360 / n. The pointer is at the top; rotating the wheel by r degrees clockwise brings the angle 360 − r
 * (mod 360) under it.
 */
export function segmentAngle(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count: a positive whole number');
  return 360 / count;
}

/**
 * The wheel's next rotation (degrees, clockwise, growing) so that the middle of `segment` stops under the pointer,
 * after at least `turns` whole turns past the current rotation.
 */
export function landingRotation(current: number, segment: number, count: number, turns = 5): number {
  const s = segmentAngle(count);
  if (!Number.isInteger(segment) || segment < 0 || segment >= count)
    throw new RangeError('segment: out of range');
  const target = (360 - (segment + 0.5) * s) % 360; // the rotation, mod 360, that centres the segment
  const base = current + turns * 360;
  const now = ((base % 360) + 360) % 360;
  return base + ((target - now + 360) % 360);
}

/** Which segment is under the pointer at a rotation. */
export function segmentAt(rotation: number, count: number): number {
  const s = segmentAngle(count);
  const under = (((360 - rotation) % 360) + 360) % 360;
  return Math.floor(under / s) % count;
}

/** A published chance as a percentage with up to two decimals (weight of total). */
export function chancePercent(weight: number, total: number): string {
  if (total <= 0) return '0%';
  const p = Math.round((weight / total) * 10_000) / 100;
  return `${p}%`;
}

/** The SVG path of a ring segment from angle a0 to a1 (degrees clockwise from the top) on a circle of radius r. */
export function slicePath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const pt = (a: number) => {
    const rad = ((a - 90) * Math.PI) / 180;
    return `${(cx + r * Math.cos(rad)).toFixed(2)} ${(cy + r * Math.sin(rad)).toFixed(2)}`;
  };
  const large = a1 - a0 > 180 ? 1 : 0;
  return `M${cx} ${cy} L${pt(a0)} A${r} ${r} 0 ${large} 1 ${pt(a1)} Z`;
}

/** A label's width per character, in ems: bold digits and separators (the e2e test measures real glyphs). */
export const LABEL_EM = 0.62;
const LABEL_MAX_FONT = 11;
const LABEL_MIN_FONT = 5;

export interface LabelLayout {
  fontSize: number;
  /** rotation of the text about its anchor on the rim, after the segment's own rotation */
  turn: 90 | -90;
  textAnchor: 'start' | 'end';
}

/**
 * A segment's label runs along its radius, from the rim (`outer`) toward the hub (`inner`), as large as fits: its
 * length within the span, and its height within the segment's width where its inner end lies (so neighbours never
 * touch, however many segments and however long the amounts an operator sets). On the right half it reads
 * outwards, on the left half inwards, so no label is upside down.
 */
export function labelLayout(
  count: number,
  segment: number,
  chars: number,
  outer: number,
  inner: number,
): LabelLayout {
  const s = segmentAngle(count);
  const mid = (segment + 0.5) * s;
  const span = outer - inner;
  let font = Math.min(LABEL_MAX_FONT, span / (Math.max(1, chars) * LABEL_EM));
  // the width of the segment at the label's inner end (a chord), with a margin
  const fits = (f: number) => {
    const r = outer - Math.max(1, chars) * LABEL_EM * f;
    return f <= 0.8 * 2 * r * Math.sin(((s / 2) * Math.PI) / 180);
  };
  while (font > LABEL_MIN_FONT && !fits(font)) font -= 0.25;
  const right = mid < 180;
  return {
    fontSize: Math.max(LABEL_MIN_FONT, Math.floor(font * 4) / 4),
    turn: right ? -90 : 90,
    textAnchor: right ? 'end' : 'start',
  };
}
