import { describe, expect, it } from 'vitest';
import {
  chancePercent,
  LABEL_EM,
  labelLayout,
  landingRotation,
  segmentAngle,
  segmentAt,
  slicePath,
} from './wheel';

type Pt = [number, number];

/** The four corners of segment i's label (text box: its length along the radius, its font size across). */
function labelBox(count: number, i: number, chars: number, outer: number, inner: number): Pt[] {
  const { fontSize } = labelLayout(count, i, chars, outer, inner);
  const mid = (((i + 0.5) * 360) / count) * (Math.PI / 180);
  const length = chars * LABEL_EM * fontSize;
  const along: Pt = [Math.sin(mid), -Math.cos(mid)]; // from the centre outwards
  const across: Pt = [Math.cos(mid), Math.sin(mid)];
  const at = (r: number, w: number): Pt => [along[0] * r + across[0] * w, along[1] * r + across[1] * w];
  return [
    at(outer, -fontSize / 2),
    at(outer, fontSize / 2),
    at(outer - length, fontSize / 2),
    at(outer - length, -fontSize / 2),
  ];
}

/** Whether two convex polygons overlap (separating axis theorem). */
function overlap(a: Pt[], b: Pt[]): boolean {
  for (const poly of [a, b])
    for (let k = 0; k < poly.length; k++) {
      const [x1, y1] = poly[k]!;
      const [x2, y2] = poly[(k + 1) % poly.length]!;
      const axis: Pt = [y1 - y2, x2 - x1];
      const proj = (p: Pt[]) => p.map(([x, y]) => x * axis[0] + y * axis[1]);
      const pa = proj(a);
      const pb = proj(b);
      if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return false;
    }
  return true;
}

describe('prize wheel geometry', () => {
  it('lands every segment under the pointer, after at least the asked turns, from any start', () => {
    for (const count of [2, 5, 8, 12])
      for (const start of [0, 17.5, 360 * 3 + 91, -45])
        for (let seg = 0; seg < count; seg++) {
          const r = landingRotation(start, seg, count, 4);
          expect(segmentAt(r, count)).toBe(seg);
          expect(r - start).toBeGreaterThanOrEqual(4 * 360);
          expect(r - start).toBeLessThan(5 * 360);
          // the middle of the segment, not its edge
          const s = segmentAngle(count);
          expect(segmentAt(r + s * 0.49, count)).toBe(seg);
          expect(segmentAt(r - s * 0.49, count)).toBe(seg);
        }
  });

  it('refuses a segment or count out of range', () => {
    expect(() => landingRotation(0, 8, 8)).toThrow(RangeError);
    expect(() => landingRotation(0, -1, 8)).toThrow(RangeError);
    expect(() => segmentAngle(0)).toThrow(RangeError);
  });

  it('writes chances as percentages of the total weight', () => {
    expect(chancePercent(28, 100)).toBe('28%');
    expect(chancePercent(1, 3)).toBe('33.33%');
    expect(chancePercent(1, 0)).toBe('0%');
  });

  it('draws a slice from the top clockwise', () => {
    expect(slicePath(100, 100, 100, 0, 90)).toBe('M100 100 L100.00 0.00 A100 100 0 0 1 200.00 100.00 Z');
  });

  it('fits every label along its radius: inside the span and the disc, never over its neighbours, never upside down', () => {
    const outer = 86.4;
    const inner = 20;
    // from two segments to the twelve an operator may set, labels from a token's '+1 ◉' to '100,000.00'
    for (let count = 2; count <= 12; count++)
      for (const chars of [1, 4, 6, 10, 14]) {
        const boxes = Array.from({ length: count }, (_, i) => labelBox(count, i, chars, outer, inner));
        for (let i = 0; i < count; i++) {
          const l = labelLayout(count, i, chars, outer, inner);
          expect(l.fontSize).toBeGreaterThanOrEqual(5);
          expect(chars * LABEL_EM * l.fontSize).toBeLessThanOrEqual(outer - inner + 0.01);
          for (const [x, y] of boxes[i]!) expect(Math.hypot(x, y)).toBeLessThan(96);
          if (count > 2)
            expect(overlap(boxes[i]!, boxes[(i + 1) % count]!), `${count}/${chars}/${i}`).toBe(false);
          // reads outwards on the right half, inwards on the left
          expect(l.turn).toBe((i + 0.5) * (360 / count) < 180 ? -90 : 90);
        }
      }
    // a short label on a wide segment is as large as the wheel allows
    expect(labelLayout(8, 0, 4, outer, inner).fontSize).toBe(11);
  });
});
