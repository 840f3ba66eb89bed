// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FORGET_FAILURE_MS, layoutParts } from './layout-parts';
import { LAYOUTS } from '../layouts/registry';
import { COMPOSITIONS } from '../home/compositions/composition';

afterEach(cleanup);

const deferred = () => {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('a module’s parts by layout', () => {
  it('downloads each part once, and an unknown layout gets the fallback’s part', async () => {
    const a = vi.fn(() => Promise.resolve('A'));
    const b = vi.fn(() => Promise.resolve('B'));
    const parts = layoutParts({ a, b }, 'a');
    expect(parts.load('a')).toBe(parts.load('a'));
    await expect(parts.load('nope')).resolves.toBe('A');
    await expect(parts.load('toString')).resolves.toBe('A');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it('a failed download is answered as failed, then asked again a moment later (the slot’s Retry)', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const parts = layoutParts(
        { a: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('A')) },
        'a',
      );
      await expect(parts.load('a')).rejects.toThrow('offline');
      // the render React repeats before showing the error reads the same failure, not a new download
      await expect(parts.load('a')).rejects.toThrow('offline');
      expect(calls).toBe(1);
      vi.advanceTimersByTime(FORGET_FAILURE_MS);
      await expect(parts.load('a')).resolves.toBe('A');
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed download is asked again at the player’s next press (a Retry pressed at once)', async () => {
    let calls = 0;
    const parts = layoutParts(
      { a: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('A')) },
      'a',
    );
    await expect(parts.load('a')).rejects.toThrow('offline');
    await expect(parts.load('a')).rejects.toThrow('offline');
    window.dispatchEvent(new Event('pointerdown'));
    await expect(parts.load('a')).resolves.toBe('A');
    expect(calls).toBe(2);
  });

  it('a render suspends only while the part downloads; once it is here, it renders at once', async () => {
    const d = deferred();
    const parts = layoutParts({ a: () => d.promise }, 'a');
    function Show() {
      return <p>{parts.usePart('a')}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Show />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => d.resolve('ready'));
    expect(await screen.findByText('ready')).toBeTruthy();
    cleanup();
    // a second render of a part already here never shows the fallback
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Show />
      </Suspense>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
  });
});

describe('the templates remote’s parts', () => {
  const templates = Array.from({ length: 15 }, (_, i) => `template${i + 1}`);

  it('every template, the default and the minigame layout have a layout; every template a home', () => {
    expect([...LAYOUTS.names].sort()).toEqual(['default', 'minigame', ...templates].sort());
    expect([...COMPOSITIONS.names].sort()).toEqual([...templates].sort());
  });

  it('each loads its own part', async () => {
    for (const name of LAYOUTS.names) expect(typeof (await LAYOUTS.load(name))).toBe('function');
    for (const name of templates) expect((await COMPOSITIONS.load(name)).main).toBeTypeOf('function');
  });
});
