import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { Link } from '@site/shared/router';
import { Button, bus, SiteLink, useUserStore } from '@site/shared';
import { useSignInPrompt } from './useSignInPrompt';
import { useLogout } from '../session/useLogout';

/** Header account area: sign-in/up buttons for guests; the account and a logout button for players. */
export function AccountButtons() {
  const { t } = useTranslation('ui');
  const authed = useUserStore((s) => s.isAuthenticated);
  const accountId = useUserStore((s) => s.user?.account_id ?? '');
  const fullname = useUserStore((s) => s.fullname);
  const prompt = useSignInPrompt();
  const logout = useLogout();
  if (authed) {
    return (
      <div
        css={css`
          display: flex;
          gap: 0.5rem;
          align-items: center;
        `}
      >
        {/* The player's name (SPEC §3 fullname) beside the account id; hidden on narrow headers. */}
        {fullname ? (
          <span
            data-testid="account-name"
            css={css`
              max-width: 12rem;
              overflow: hidden;
              text-overflow: ellipsis;
              white-space: nowrap;
              @media (max-width: 1023px) {
                display: none;
              }
            `}
          >
            {fullname}
          </span>
        ) : null}
        <Link to="/account" data-testid="account-id">
          {accountId}
        </Link>
        <Button variant="ghost" onClick={() => logout('user')}>
          {t('logout')}
        </Button>
      </div>
    );
  }
  return (
    <div
      css={css`
        display: flex;
        gap: 0.5rem;
        align-items: center;
      `}
    >
      <Button variant="ghost" onClick={() => prompt({ delay: false })}>
        {t('login')}
      </Button>
      {/* Sign-up appears once a remote serves /register on this site. */}
      <SiteLink hideMissing to="/register" onClick={() => bus.emit('modal:close', {})}>
        {t('register')}
      </SiteLink>
    </div>
  );
}
