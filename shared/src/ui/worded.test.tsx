// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useOneAtATime } from './once';
import { useWorded } from './worded';
import { playerTimeZone } from '../lib/time-zone';

type Tools = { lang: string };
const say = (lang: string) => (lang === 'CN' ? '请输入金额' : 'Enter an amount');

describe('useWorded: a message kept as how to word it', () => {
  it('is worded with the tools of each render, so a language switch re-words the message shown', () => {
    const { result, rerender } = renderHook(({ w }) => useWorded<{ amount?: string }, Tools>(w), {
      initialProps: { w: { lang: 'EN' } },
    });
    expect(result.current[0]).toBeUndefined();
    act(() => result.current[1]((w) => ({ amount: say(w.lang) })));
    expect(result.current[0]).toEqual({ amount: 'Enter an amount' });
    rerender({ w: { lang: 'CN' } });
    expect(result.current[0]).toEqual({ amount: '请输入金额' });
    act(() => result.current[1](null));
    expect(result.current[0]).toBeUndefined();
  });
});

describe('useOneAtATime: one request per double click', () => {
  it('starts nothing while an earlier start is open; a late second done does not free a newer one', () => {
    const { result } = renderHook(() => useOneAtATime());
    const once = result.current;
    const dones: (() => void)[] = [];
    let starts = 0;
    const start = (done: () => void) => {
      starts += 1;
      dones.push(done);
    };
    once(start);
    once(start);
    expect(starts).toBe(1);
    dones[0]!();
    once(start);
    expect(starts).toBe(2);
    dones[0]!(); // the first request's done, called again (onSettled and finally both) frees nothing
    once(start);
    expect(starts).toBe(2);
    dones[1]!();
    once(start);
    expect(starts).toBe(3);
  });
});

describe('playerTimeZone', () => {
  it("is the browser's IANA zone name", () => {
    expect(playerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    expect(playerTimeZone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/);
  });
});
