/**
 * Before and after of one audit row, field by field: both JSON values flattened to paths (`wallet.balance`),
 * every path once, a changed field marked. A row with only `after` (a creation, a message) shows it alone.
 */
import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, type Column } from '@site/shared/ui';
import { useFormat } from '../ui';
import { diffRows, type DiffRow } from './diff';
import type { AuditItem } from './types';

export function DiffTable({ item }: { item: AuditItem }) {
  const { t } = useTranslation('audit');
  const rows = diffRows(item.before, item.after);
  if (!rows.length) return <p>{t('noChangeRecorded')}</p>;
  const cell = (v: string | null) => (
    <code
      css={css`
        white-space: pre-wrap;
        overflow-wrap: anywhere;
      `}
    >
      {v ?? '—'}
    </code>
  );
  const columns: Column<DiffRow>[] = [
    {
      key: 'field',
      header: t('field'),
      cell: (r) => (
        <span
          css={css`
            display: inline-flex;
            gap: 0.4rem;
            align-items: center;
            flex-wrap: wrap;
          `}
        >
          {r.field}
          {r.changed && r.before !== null && r.after !== null ? (
            <Badge tone="primary">{t('changed')}</Badge>
          ) : null}
        </span>
      ),
    },
    { key: 'before', header: t('before'), cell: (r) => cell(r.before) },
    { key: 'after', header: t('after'), cell: (r) => cell(r.after) },
  ];
  return (
    <DataTable
      caption={t('diffCaption')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.field}
      testId="audit-diff"
    />
  );
}

/** The row's facts and its before / after, in a modal dialog (Escape or Close returns to the list). */
export function AuditEntryDialog({ item, onClose }: { item: AuditItem | null; onClose: () => void }) {
  const { t } = useTranslation('audit');
  const f = useFormat();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d || !item || d.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    d.showModal();
    return () => {
      if (d.open) d.close();
      opener?.focus();
    };
  }, [item]);
  if (!item) return null;
  const facts: [string, string][] = [
    [t('when'), f.dateTime(item.at)],
    [t('actor'), item.actor],
    [t('kind'), t(`kindName.${item.actor_kind}`)],
    [t('role'), item.role ? t(`role.${item.role}`, { defaultValue: item.role }) : '—'],
    [t('from'), item.ip || '—'],
    [t('userAgent'), item.user_agent || '—'],
    [t('action'), item.action],
    [t('target'), item.target || '—'],
    [t('outcome'), item.outcome ?? '—'],
  ];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="audit-entry"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      css={(th: Theme) => css`
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        background: ${th.palette.surface};
        color: ${th.palette.text};
        padding: 1.2rem;
        width: min(48rem, calc(100vw - 2rem));
        max-height: calc(100vh - 2rem);
        box-shadow: ${th.shadow};
        &::backdrop {
          background: rgb(0 0 0 / 0.45);
        }
      `}
    >
      <div
        css={css`
          display: grid;
          gap: 0.9rem;
        `}
      >
        <h2
          id={titleId}
          css={css`
            margin: 0;
            font-size: 1.2rem;
            overflow-wrap: anywhere;
          `}
        >
          {t('entryTitle', { action: item.action })}
        </h2>
        <dl
          css={(th: Theme) => css`
            margin: 0;
            display: grid;
            grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
            gap: 0.5rem 1rem;
            dt {
              color: ${th.palette.textMuted};
              font-size: 0.85rem;
            }
            dd {
              margin: 0;
              overflow-wrap: anywhere;
            }
          `}
        >
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <DiffTable item={item} />
        {item.request && typeof item.request === 'object' && Object.keys(item.request).length ? (
          <details>
            <summary
              css={css`
                min-height: 44px;
                display: flex;
                align-items: center;
                cursor: pointer;
              `}
            >
              {t('request')}
            </summary>
            <pre
              css={css`
                white-space: pre-wrap;
                overflow-wrap: anywhere;
                margin: 0;
              `}
            >
              {JSON.stringify(item.request, null, 2)}
            </pre>
          </details>
        ) : null}
        <div
          css={css`
            display: flex;
            justify-content: flex-end;
          `}
        >
          <Button onClick={onClose} data-testid="audit-entry-close">
            {t('closeEntry')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
