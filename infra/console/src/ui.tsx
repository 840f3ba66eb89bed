/**
 * The console's own building blocks beside the `@site/shared/ui` kit (sections may use them): the API refusal
 * in words, a failure box with Retry, a list drawn from its query (loading, failure, empty, table) and its filters'
 * card, a confirmation dialog (native modal <dialog>: focus kept inside, Escape closes, focus returns), a wide
 * table's scrolling frame, and date / money formatting in the console's language. The form fields are in fields.tsx.
 */
import { css, type Theme } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Stack } from '@site/shared/ui';
import { formatMoney } from '@site/shared';
import { ConsoleApiError } from './api';
import { fieldGrid } from './fields';
import { LOCALE, isLang } from './i18n';

// split out of this file (each under ~300 lines); imported from here as before
export { QueryList, type ListQuery } from './QueryList';
export { fitTable, TableScroll } from './table-fit';

/** The request field a refusal names (`reason: …` → `reason`), as the server's detail starts. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof ConsoleApiError)) return null;
  return /^([a-z][a-z0-9_]*):/.exec(error.detail)?.[1] ?? null;
}

/**
 * `(error) → text` in the staff member's language: `error.<code>` looked up in `namespaces` (a section's own
 * codes) and then the frame's; an unknown code reads "Something went wrong".
 */
export function useErrorText(namespaces: readonly string[] = []) {
  const { t } = useTranslation('frame');
  const key = namespaces.join(',');
  return useCallback(
    (error: unknown): string => {
      const code =
        error instanceof ConsoleApiError
          ? error.code
          : error instanceof Error
            ? 'unknownError'
            : 'unknownError';
      const ns = [...(key ? key.split(',') : []), 'frame'];
      return (
        t(`error.${code}`, { ns, defaultValue: '' }) ||
        t('error.unknownError', { ns: 'frame' }) ||
        String(error)
      );
    },
    [t, key],
  );
}

/** A failed load: what went wrong and Retry; the rest of the page keeps working. */
export function Failure({
  error,
  onRetry,
  title,
  namespaces,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
  namespaces?: readonly string[];
}) {
  const { t } = useTranslation('frame');
  const text = useErrorText(namespaces);
  return (
    <div
      role="alert"
      data-testid="failure"
      css={(th: Theme) => css`
        display: grid;
        justify-items: start;
        gap: 0.6rem;
        padding: 1rem;
        border: 1px solid ${th.palette.danger};
        border-radius: ${th.radius};
        background: ${th.palette.surface};
      `}
    >
      {title ? (
        <strong
          css={(th: Theme) => css`
            color: ${th.palette.danger};
          `}
        >
          {title}
        </strong>
      ) : null}
      <span>{text(error)}</span>
      <Button variant="ghost" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * A list's filters: a card with the fields in a grid (`after` below it, e.g. a date range), Apply, and — while
 * any filter is set — Clear.
 */
export function FilterCard({
  title,
  applyLabel,
  clearLabel,
  applyTestId,
  filtered,
  onApply,
  onClear,
  min,
  after,
  children,
}: {
  title: string;
  applyLabel: string;
  clearLabel: string;
  applyTestId?: string;
  filtered: boolean;
  onApply: () => void;
  onClear: () => void;
  /** a field's least width in the grid */
  min?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <Form
        onSubmit={onApply}
        actions={
          <Stack row gap={0.6}>
            <Button type="submit" data-testid={applyTestId}>
              {applyLabel}
            </Button>
            {filtered ? (
              <Button variant="ghost" onClick={onClear}>
                {clearLabel}
              </Button>
            ) : null}
          </Stack>
        }
      >
        <div css={fieldGrid(min)}>{children}</div>
        {after}
      </Form>
    </Card>
  );
}

/**
 * The click handler of a control that opens a dialog: it opens on a single click only. A double-clicked confirm
 * whose answer arrives between its two clicks closes its dialog, and the second click lands on the control beneath
 * — which opened the dialog again (CI: the bonus dialog reopened, empty, after a double-clicked bonus was paid).
 * The second click of a double click has `detail` 2; a click from the keyboard has 0. Every opener of a
 * `ConfirmDialog` uses it.
 */
export const opensDialog =
  (open: () => void) =>
  (e: MouseEvent): void => {
    if (e.detail < 2) open();
  };

/**
 * A modal confirmation (native <dialog> with showModal: the page behind is inert, Escape cancels, focus returns
 * to the control that opened it). `children` may hold fields (a required reason); `error` shows inside.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  danger = false,
  testId,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string | null;
  danger?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation('frame');
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      d.showModal();
      return () => {
        if (d.open) d.close();
        opener?.focus();
      };
    }
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      css={(th: Theme) => css`
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        background: ${th.palette.surface};
        color: ${th.palette.text};
        padding: 1.2rem;
        width: min(30rem, calc(100vw - 2rem));
        box-shadow: ${th.shadow};
        &::backdrop {
          background: rgb(0 0 0 / 0.45);
        }
      `}
    >
      <form
        method="dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) onConfirm();
        }}
        css={css`
          display: grid;
          gap: 0.8rem;
        `}
      >
        <h2
          id={titleId}
          css={css`
            margin: 0;
            font-size: 1.2rem;
          `}
        >
          {title}
        </h2>
        {children}
        {error ? (
          <p
            role="alert"
            css={(th: Theme) => css`
              margin: 0;
              color: ${th.palette.danger};
            `}
          >
            {error}
          </p>
        ) : null}
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            justify-content: flex-end;
            gap: 0.6rem;
          `}
        >
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            css={(th: Theme) =>
              danger
                ? css`
                    background: ${th.palette.danger};
                    border-color: ${th.palette.danger};
                    color: #fff;
                  `
                : undefined
            }
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** Dates and money in the console's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'EN';
  return {
    dateTime: (iso: string | null | undefined) =>
      iso
        ? new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(iso),
          )
        : '',
    money: (minor: number, currency = '') => formatMoney(minor, currency, lang),
  };
}
