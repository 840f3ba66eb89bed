import { css, type Theme } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { bus, RemoteModule, wordShellText, type ModalSpec, type Translate } from '@site/shared';
import { useFocusTrap } from '@site/shared/ui';

/**
 * The modal stack (SPEC §2): opening a modal closes the current one first. Esc and the backdrop close it;
 * focus is trapped inside and returned to where it was. Remotes open modals with `bus.emit('modal:open')`, with
 * a body of their own or `{ remote, module }` naming an exposed component to render in it.
 */
export function ModalStack() {
  const [current, setCurrent] = useState<(ModalSpec & { seq: number }) | null>(null);
  useEffect(() => {
    let seq = 0;
    const offOpen = bus.on('modal:open', (spec) => {
      // close the current one first, then open the new one
      setCurrent(null);
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
  const close = useCallback(() => setCurrent(null), []);
  if (!current) return null;
  return <Modal key={current.seq} spec={current} onClose={close} />;
}

function Modal({ spec, onClose }: { spec: ModalSpec; onClose: () => void }) {
  const { t } = useTranslation('ui');
  const box = useRef<HTMLDivElement>(null);
  // Focus inside, Tab wraps, Esc closes, and focus goes back to the opener (for a modal that replaced another, the
  // first one's opener: focus fell to the page when the first one went).
  useFocusTrap(true, box, { onEscape: onClose });
  const title = wordShellText(spec.title, t as Translate) ?? '';
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
