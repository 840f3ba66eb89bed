import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { bus, unreadCount, useInbox, type InboxItem } from '@site/shared';
import {
  Button,
  Card,
  EmptyState,
  LinkButton,
  Page,
  Pagination,
  Skeleton,
  useFormat,
  useOneAtATime,
} from '@site/shared/ui';
import { useClaimInbox } from './api/claim-inbox';
import { InboxMessage } from './InboxMessage';
import '../../i18n/messages';

const PER_PAGE = 10;

/**
 * /inbox (session only): the player's messages newest first (get_inbox), 10 a page (SPEC §5 pagination). Opening
 * an unread plain message marks it read (claim_inbox); a bonus message is claimed with its button, which credits
 * the balance once and refreshes the header balance at once. The unread badge in the header reads the same cache.
 */
export default function InboxPage() {
  const { t } = useTranslation(['account', 'ui']);
  const f = useFormat();
  const inbox = useInbox();
  const claim = useClaimInbox();
  const markRead = useClaimInbox({ quiet: true });
  // a double click sends one claim
  const once = useOneAtATime();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const items = inbox.data ?? [];
  const pages = Math.max(1, Math.ceil(items.length / PER_PAGE));
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * PER_PAGE, current * PER_PAGE);

  const toggle = (item: InboxItem) => {
    const opening = openId !== item.inbox_id;
    setOpenId(opening ? item.inbox_id : null);
    // A plain message is read once opened; a bonus message stays unread until it is claimed.
    if (opening && !item.read && !item.claimable) markRead.mutate(item.inbox_id);
  };
  const claimItem = (item: InboxItem) =>
    once((settled) =>
      claim.mutate(item.inbox_id, {
        onSettled: settled,
        onSuccess: (done) =>
          bus.emit('toast:show', {
            kind: 'success',
            text: (tr) => tr('account:inboxClaimDone', { amount: f.money(done.amount) }),
            duration: 3000,
            position: 'bottom-right',
          }),
      }),
    );

  const unread = unreadCount(inbox.data);
  return (
    <Page title={t('inboxTitle')} data-testid="inbox-page">
      <Card
        title={inbox.data ? t('inboxUnread', { count: unread }) : t('inboxMessages')}
        actions={
          inbox.isError ? (
            <Button variant="ghost" onClick={() => void inbox.refetch()}>
              {t('ui:retry')}
            </Button>
          ) : null
        }
      >
        {inbox.isPending ? <Skeleton lines={5} /> : null}
        {inbox.isError ? <p>{t('inboxFailed')}</p> : null}
        {inbox.data && items.length === 0 ? (
          <EmptyState
            text={t('inboxEmpty')}
            action={
              <LinkButton hideMissing to="/promotions" variant="ghost">
                {t('seePromotions')}
              </LinkButton>
            }
          />
        ) : null}
        {shown.length ? (
          <ul
            data-testid="inbox-list"
            css={css`
              list-style: none;
              padding: 0;
              margin: 0;
              display: grid;
              gap: 0.6rem;
            `}
          >
            {shown.map((item) => (
              <InboxMessage
                key={item.inbox_id}
                item={item}
                open={openId === item.inbox_id}
                onToggle={() => toggle(item)}
                onClaim={() => claimItem(item)}
                claiming={claim.isPending && claim.variables === item.inbox_id}
              />
            ))}
          </ul>
        ) : null}
        <Pagination
          config={{ totalItems: items.length, itemsPerPage: PER_PAGE, page: current }}
          onChange={(p) => {
            setPage(p);
            setOpenId(null);
          }}
        />
      </Card>
    </Page>
  );
}
