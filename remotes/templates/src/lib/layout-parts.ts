import { use } from 'react';

/** A promise React's `use` reads without suspending once it has settled (React reads `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** How long a failed download is answered as failed before the next load asks for the file again. */
export const FORGET_FAILURE_MS = 1_000;

/**
 * An exposed module's parts by layout: each layout's code in its own chunk, `X--<layout>` (@site/shared
 * `layoutPartChunk`; the server hints the page's layout's part beside the module), so a site downloads its own
 * template's code and not every other template's. `load` starts a part's download once per page (a module calls
 * it as it is evaluated, with the layout it will most likely draw, so the file is on its way before the first
 * render); `usePart` reads it in a render, suspending only while it downloads. An unknown layout gets
 * `fallback`'s part. A failed download is thrown to the render that reads it (the shell's slot then shows its
 * failure and a Retry) and forgotten a moment later (`FORGET_FAILURE_MS`) or at the player's next press, so
 * Retry downloads the file again. Not at once: React renders a failed tree once more before it shows the error,
 * and a new download there would replace the error with another wait, again and again while the file cannot be
 * fetched.
 */
export function layoutParts<T>(loaders: Record<string, () => Promise<T>>, fallback: string) {
  const started = new Map<string, Tracked<T>>();
  const load = (layout: string): Tracked<T> => {
    const name = Object.hasOwn(loaders, layout) ? layout : fallback;
    const known = started.get(name);
    if (known) return known;
    const part = loaders[name]!() as Tracked<T>;
    part.status = 'pending';
    part.then(
      (value) => {
        part.status = 'fulfilled';
        part.value = value;
      },
      (reason: unknown) => {
        part.status = 'rejected';
        part.reason = reason;
        const forget = () => started.get(name) === part && started.delete(name);
        setTimeout(forget, FORGET_FAILURE_MS);
        // …or at the player's next press or key, whichever comes first: a Retry pressed at once downloads again
        for (const type of ['pointerdown', 'keydown'])
          globalThis.addEventListener?.(type, forget, { once: true, capture: true });
      },
    );
    started.set(name, part);
    return part;
  };
  return {
    load,
    usePart: (layout: string): T => use(load(layout) as Promise<T>),
    names: Object.keys(loaders),
  };
}
