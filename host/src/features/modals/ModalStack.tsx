import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { bus, RemoteModule, type ModalSpec } from '@site/shared';

/**
 * The modal stack (SPEC §2): opening a modal closes the current one first. Esc and the backdrop close it;
 * focus is trapped inside and returned to where it was. Remotes open modals with `bus.emit('modal:open')`, with
 * a body of their own or `{ remote, module }` naming an exposed component to render in it.
 */
export function ModalStack() {
  const [current, setCurrent] = useState<(ModalSpec & { seq: number }) | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    let seq = 0;
    const offOpen = bus.on('modal:open', (spec) => {
      // close the current one first, then open the new one
      setCurrent(null);
      if (!returnFocus.current) returnFocus.current = document.activeElement as HTMLElement | null;
      queueMicrotask(() => setCurrent({ ...spec, seq: ++seq }));
    });
    const offClose = bus.on('modal:close', ({ name }) =>
      setCurrent((c) => (!name || c?.name === name ? null : c)),
    );
    const offLogin = bus.on('auth:login', () => setCurrent((c) => (c?.closeOnSignIn ? null : c)));
    return () => {
      offOpen();
      offClose();
      offLogin();
    };
  }, []);
  useEffect(() => {
    if (!current && returnFocus.current) {
      returnFocus.current.focus?.();
      returnFocus.current = null;
    }
  }, [current]);
  if (!current) return null;
  return <Modal key={current.seq} spec={current} onClose={() => setCurrent(null)} />;
}

function Modal({ spec, onClose }: { spec: ModalSpec; onClose: () => void }) {
  const { t } = useTranslation('ui');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    const focusables = () =>
      Array.from(
        el?.querySelectorAll<HTMLElement>(
          'a[href],button,input,select,textarea,[tabindex]:not([tabindex="-1"])',
        ) ?? [],
      ).filter((x) => !x.hasAttribute('disabled'));
    (focusables()[0] ?? el)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab') {
        const f = focusables();
        if (f.length === 0) return e.preventDefault();
        const first = f[0] as HTMLElement;
        const last = f[f.length - 1] as HTMLElement;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const title = spec.title ?? '';
  let body: ReactNode = null;
  if ('body' in spec) body = spec.body;
  else if ('remote' in spec)
    // Typed where it was written (RemoteModalSpec); the stack adds onDone, which closes the modal.
    body = (
      <RemoteModule remote={spec.remote} module={spec.module} props={{ ...spec.props, onDone: onClose }} />
    );
  else body = <p data-testid="dialog-text">{spec.props.text}</p>;
  return (
    <div
      data-testid="modal-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      css={css`
        position: fixed;
        inset: 0;
        background: rgb(0 0 0 / 0.6);
        display: grid;
        place-items: center;
        z-index: 900;
        padding: 1rem;
      `}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-modal={spec.name}
        tabIndex={-1}
        css={(th: Theme) => css`
          background: ${th.palette.surface};
          color: ${th.palette.text};
          border-radius: ${th.radius};
          box-shadow: ${th.shadow};
          width: min(440px, 100%);
          max-height: 90vh;
          overflow: auto;
          padding: 1.2rem;
          border: 1px solid ${th.palette.border};
        `}
      >
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            align-items: center;
            gap: 1rem;
          `}
        >
          <h2
            css={css`
              margin: 0;
              font-size: 1.2rem;
            `}
          >
            {title}
          </h2>
          <button
            type="button"
            aria-label={t('close')}
            onClick={onClose}
            css={(th: Theme) => css`
              background: none;
              border: 0;
              color: ${th.palette.text};
              font-size: 1.4rem;
              cursor: pointer;
            `}
          >
            ×
          </button>
        </div>
        <div
          css={css`
            margin-top: 0.8rem;
          `}
        >
          {body}
        </div>
      </div>
    </div>
  );
}
