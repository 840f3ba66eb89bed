import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { bus, wordShellText, type ToastSpec, type Translate } from '@site/shared';

/**
 * Toasts bottom-right (SPEC §8): 3 s for errors, 10 s for session expiry — the duration comes with the toast. A
 * toast already on screen is not shown a second time. A toast's words may be a wording (`ShellText`), worded at
 * every render, so a language switch while it shows re-words it.
 */
export function Toasts() {
  const { t } = useTranslation('ui');
  const [toasts, setToasts] = useState<(ToastSpec & { id: number })[]>([]);
  const now = useRef(t as Translate);
  now.current = t as Translate;
  useEffect(() => {
    let id = 0;
    return bus.on('toast:show', (toast) => {
      const entry = { ...toast, id: ++id };
      // The same words twice at once (two parts of the page whose one call failed) is one toast.
      const words = (x: ToastSpec) =>
        [x.kind, wordShellText(x.title, now.current), wordShellText(x.text, now.current)].join('\n');
      setToasts((all) => (all.some((x) => words(x) === words(toast)) ? all : [...all, entry]));
      setTimeout(() => setToasts((all) => all.filter((x) => x.id !== entry.id)), toast.duration);
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
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          data-toast={toast.kind}
          data-duration={toast.duration}
          css={(th: Theme) => css`
            background: ${th.palette.surface};
            color: ${th.palette.text};
            border-left: 4px solid
              ${toast.kind === 'error' ? th.palette.danger : toast.kind === 'warning' ? th.palette.accent : th.palette.success};
            padding: 0.7rem 0.9rem;
            border-radius: ${th.radius};
            box-shadow: ${th.shadow};
          `}
        >
          {toast.title ? (
            <strong
              css={css`
                display: block;
              `}
            >
              {wordShellText(toast.title, t as Translate)}
            </strong>
          ) : null}
          <span>{wordShellText(toast.text, t as Translate)}</span>
        </div>
      ))}
    </div>
  );
}
