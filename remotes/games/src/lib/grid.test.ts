import { describe, expect, it } from 'vitest';
import { columnsFor, rowCount, rowEstimate } from './grid';

describe('lobby grid geometry', () => {
  it('has two columns on a phone whatever the width', () => {
    expect(columnsFor(343, 375)).toBe(2);
    expect(columnsFor(448, 480)).toBe(2);
  });
  it('fits as many 140 px tiles with 12 px gaps as CSS auto-fill would', () => {
    expect(columnsFor(1200, 1280)).toBe(7); // 7 × 140 + 6 × 12 = 1052 ≤ 1200 < 8 × 140 + 7 × 12 = 1204
    expect(columnsFor(1204, 1280)).toBe(8);
    expect(columnsFor(140, 800)).toBe(1);
    expect(columnsFor(100, 800)).toBe(1);
  });
  it('falls back to two columns before the grid is measured', () => {
    expect(columnsFor(0, 1280)).toBe(2);
    expect(columnsFor(Number.NaN, 1280)).toBe(2);
  });
  it('estimates a row as one square tile plus its text block', () => {
    expect(rowEstimate(343, 2)).toBe(166 + 66);
  });
  it('counts rows, a last partial row included', () => {
    expect(rowCount(24, 7)).toBe(4);
    expect(rowCount(0, 7)).toBe(0);
    expect(rowCount(528, 2)).toBe(264);
  });
});
