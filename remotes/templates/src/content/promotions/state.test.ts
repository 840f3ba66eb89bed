import { describe, expect, it } from 'vitest';
import { promotionState } from './state';

const at = (iso: string) => Date.parse(iso);

describe('promotionState', () => {
  const p = { starts_at: '2026-06-01T00:00:00.000Z', ends_at: '2026-08-31T23:59:59.000Z' };
  it('runs inside its period, both ends included', () => {
    expect(promotionState(p, at(p.starts_at))).toBe('running');
    expect(promotionState(p, at('2026-07-01T12:00:00Z'))).toBe('running');
    expect(promotionState(p, at(p.ends_at))).toBe('running');
  });
  it('is upcoming before it starts and ended after it ends', () => {
    expect(promotionState(p, at('2026-05-31T23:59:59Z'))).toBe('upcoming');
    expect(promotionState(p, at('2026-09-01T00:00:00Z'))).toBe('ended');
  });
  it('an open end runs on; no period always runs', () => {
    expect(promotionState({ starts_at: p.starts_at, ends_at: null }, at('2030-01-01T00:00:00Z'))).toBe(
      'running',
    );
    expect(promotionState({ starts_at: null, ends_at: p.ends_at }, at('2020-01-01T00:00:00Z'))).toBe(
      'running',
    );
    expect(promotionState({ starts_at: null, ends_at: null }, 0)).toBe('running');
  });
});
