import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { bus, type ToastSpec } from '@site/shared';

/**
 * Toasts bottom-right (SPEC §8): 3 s for errors, 10 s for session expiry — the duration comes with the toast. A
 * toast already on screen is not shown a second time.
 */
export function Toasts() {
  const [toasts, setToasts] = useState<(ToastSpec & { id: number })[]>([]);
  useEffect(() => {
    let id = 0;
    return bus.on('toast:show', (t) => {
      const entry = { ...t, id: ++id };
      // The same words twice at once (two parts of the page whose one call failed) is one toast.
      setToasts((all) =>
        all.some((x) => x.kind === t.kind && x.title === t.title && x.text === t.text)
          ? all
          : [...all, entry],
      );
      setTimeout(() => setToasts((all) => all.filter((x) => x.id !== entry.id)), t.duration);
    });
  }, []);
  return (
    <div
      aria-live="polite"
      css={css`
        position: fixed;
        right: 1rem;
        bottom: 1rem;
        display: grid;
        gap: 0.5rem;
        z-index: 950;
        max-width: min(360px, calc(100vw - 2rem));
      `}
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role="status"
          data-toast={t.kind}
          data-duration={t.duration}
          css={(th: Theme) => css`
            background: ${th.palette.surface};
            color: ${th.palette.text};
            border-left: 4px solid
              ${t.kind === 'error' ? th.palette.danger : t.kind === 'warning' ? th.palette.accent : th.palette.success};
            padding: 0.7rem 0.9rem;
            border-radius: ${th.radius};
            box-shadow: ${th.shadow};
          `}
        >
          {t.title ? (
            <strong
              css={css`
                display: block;
              `}
            >
              {t.title}
            </strong>
          ) : null}
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
}
