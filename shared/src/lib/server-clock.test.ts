// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverNow, syncServerClock, syncServerClockFromPage } from './server-clock';

describe('the server clock', () => {
  afterEach(() => {
    vi.useRealTimers();
    syncServerClock(null, 0);
    document.getElementById('site-config')?.remove();
  });

  it('runs at the device clock’s pace, as far from it as the server was when the page arrived', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    // the device's clock is two hours behind the server's
    syncServerClock(1_000_000 + 7_200_000, 1_000_000);
    expect(serverNow()).toBe(1_000_000 + 7_200_000);
    vi.advanceTimersByTime(60_000);
    expect(serverNow()).toBe(1_060_000 + 7_200_000);
  });

  it('is the device clock when the page says nothing of the server’s time', () => {
    vi.useFakeTimers({ now: 5_000 });
    syncServerClock(9_000, 5_000);
    syncServerClock(null, 5_000);
    expect(serverNow()).toBe(5_000);
  });

  it('reads the server time the page carries', () => {
    const el = document.createElement('script');
    el.id = 'site-config';
    el.type = 'application/json';
    el.textContent = JSON.stringify({ serverTime: Date.now() + 86_400_000 });
    document.head.append(el);
    syncServerClockFromPage();
    // a day ahead, give or take the moments this test took
    expect(serverNow() - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
    expect(serverNow() - Date.now()).toBeLessThanOrEqual(86_400_000 + 60_000);
  });
});
