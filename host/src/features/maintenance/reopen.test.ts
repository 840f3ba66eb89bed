import { describe, expect, it } from 'vitest';
import { REOPEN_SPREAD_MS, reopenDelay } from './reopen';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const iso = (ms: number) => new Date(NOW + ms).toISOString();

describe('the maintenance screen reloads once the window has ended', () => {
  it('waits until the end, plus a share of the spread', () => {
    expect(reopenDelay(iso(60_000), NOW, 0)).toBe(60_000);
    expect(reopenDelay(iso(60_000), NOW, 0.5)).toBe(60_000 + REOPEN_SPREAD_MS / 2);
    expect(reopenDelay(iso(60_000), NOW, 0.999_999)).toBeLessThan(60_000 + REOPEN_SPREAD_MS);
  });

  it('does nothing without an end, with an end already past (no reload loop) or an unreadable one', () => {
    expect(reopenDelay(null, NOW, 0.3)).toBeNull();
    expect(reopenDelay(iso(0), NOW, 0.3)).toBeNull();
    expect(reopenDelay(iso(-5_000), NOW, 0.3)).toBeNull();
    expect(reopenDelay('soon', NOW, 0.3)).toBeNull();
  });

  it('does not set a timer a browser would fire at once (ends more than 24 days away)', () => {
    expect(reopenDelay(iso(30 * 86_400_000), NOW, 0)).toBeNull();
    expect(reopenDelay(iso(20 * 86_400_000), NOW, 0)).toBe(20 * 86_400_000);
  });
});
