import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('pageOf', () => {
  it('keeps a page in range and sends anything else to page 1', () => {
    expect(pageOf('2', 25)).toBe(2);
    expect(pageOf('3', 25)).toBe(3);
    expect(pageOf('4', 25)).toBe(1);
    expect(pageOf('0', 25)).toBe(1);
    expect(pageOf('1.5', 25)).toBe(1);
    expect(pageOf('x', 25)).toBe(1);
    expect(pageOf(null, 0)).toBe(1);
  });
});
