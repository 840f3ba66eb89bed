import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { SiteLink, useInboxUnread, useUserStore } from '@site/shared';
import { Icon } from '../icons';

/**
 * The header's inbox link with the unread count (signed-in players, where /inbox is served). It reads the
 * inbox cache entry the /inbox page writes, so opening or claiming a message changes the count at once.
 */
export function InboxBadge() {
  const { t } = useTranslation('templates');
  const authed = useUserStore((s) => s.isAuthenticated);
  const unread = useInboxUnread().data ?? 0;
  if (!authed) return null;
  return (
    <SiteLink
      hideMissing
      to="/inbox"
      data-testid="inbox-badge"
      aria-label={unread ? t('inboxUnread', { count: unread }) : t('inbox')}
      css={(th: Theme) => css`
        position: relative;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-width: 44px;
        min-height: 44px;
        color: inherit;
        &:focus-visible {
          outline: 2px solid ${th.palette.accent};
          outline-offset: 2px;
        }
      `}
    >
      <Icon name="mail" size={22} />
      {unread ? (
        <span
          data-testid="inbox-unread"
          aria-hidden="true"
          css={(th: Theme) => css`
            position: absolute;
            top: 4px;
            right: 2px;
            min-width: 18px;
            height: 18px;
            padding: 0 4px;
            border-radius: 999px;
            background: ${th.palette.danger};
            color: ${th.palette.bg};
            font-size: 0.7rem;
            font-weight: 700;
            line-height: 18px;
            text-align: center;
          `}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </SiteLink>
  );
}
