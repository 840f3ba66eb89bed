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
