import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import type { InboxItem } from '@site/shared';
import { SafeHtml } from '@site/shared/html';
import { Badge, Button, focusRing, useFormat } from '@site/shared/ui';

export interface InboxMessageProps {
  item: InboxItem;
  open: boolean;
  onToggle: () => void;
  onClaim: () => void;
  claiming: boolean;
}

/**
 * One message: a button with its title, date and state (new, bonus, claimed) that opens the body below it. The
 * body is operator HTML, shown only through SafeHtml (the site's sanitizer).
 */
export function InboxMessage({ item, open, onToggle, onClaim, claiming }: InboxMessageProps) {
  const { t } = useTranslation(['account', 'ui']);
  const f = useFormat();
  const bodyId = `inbox-body-${item.inbox_id}`;
  return (
    <li
      data-testid="inbox-item"
      data-inbox-id={item.inbox_id}
      data-read={item.read}
      css={(th: Theme) => css`
        border: 1px solid ${th.palette.border};
        border-left: 4px solid ${item.read ? th.palette.border : th.palette.primary};
        border-radius: ${th.radius};
        background: ${th.palette.surface};
      `}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        css={(th: Theme) => css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) auto;
          gap: 0.25rem 0.75rem;
          width: 100%;
          min-height: 44px;
          padding: 0.7rem 0.9rem;
          background: none;
          border: 0;
          color: inherit;
          font: inherit;
          text-align: left;
          cursor: pointer;
          ${focusRing(th)}
        `}
      >
        <span
          css={css`
            font-weight: ${item.read ? 400 : 700};
            overflow-wrap: anywhere;
          `}
        >
          {item.title}
        </span>
        <span
          css={css`
            display: flex;
            gap: 0.35rem;
            flex-wrap: wrap;
            justify-content: flex-end;
          `}
        >
          {item.read ? null : <Badge tone="primary">{t('inboxNew')}</Badge>}
          {item.amount > 0 ? (
            <Badge tone={item.claimed ? 'neutral' : 'success'}>
              {item.claimed ? t('inboxClaimed') : t('inboxBonus', { amount: f.money(item.amount) })}
            </Badge>
          ) : null}
        </span>
        <time
          dateTime={item.created_at}
          css={(th: Theme) => css`
            font-size: 0.85rem;
            color: ${th.palette.textMuted};
          `}
        >
          {f.date(item.created_at, 'YYYY-MM-DD HH:mm')}
        </time>
      </button>
      {open ? (
        <div
          id={bodyId}
          css={css`
            padding: 0 0.9rem 0.9rem;
            display: grid;
            gap: 0.75rem;
            overflow-wrap: anywhere;
          `}
        >
          <SafeHtml html={item.body} data-testid="inbox-body" />
          {item.claimable ? (
            <div>
              <Button onClick={onClaim} disabled={claiming} data-testid="inbox-claim">
                {claiming ? t('claiming') : t('inboxClaim', { amount: f.money(item.amount) })}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
