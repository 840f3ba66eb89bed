import { describe, expect, it } from 'vitest';
import { chancePercent, landingRotation, segmentAngle, segmentAt, slicePath } from './wheel';

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
});
