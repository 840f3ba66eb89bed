import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { Link } from '@site/shared/router';
import { Button, bus, SiteLink, useUserStore } from '@site/shared';
import { visuallyHidden } from '@site/shared/ui';
import { useSignInPrompt } from './useSignInPrompt';
import { useLogout } from '../session/useLogout';

/**
 * A player's account area. In a phone's header (below the tablet breakpoint, inside a template's `<header>`) the
 * account link is a round badge of the account id's first character — the id stays its accessible name — and
 * the logout button is left to the template's menu, which draws this same area outside the header: a 16-character
 * id and a logout button beside the menu button, the logo and the inbox left the site's name two letters
 * (docs/shell.md "The account area on phones").
 */
const signedIn = (t: Theme) => css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  @media (max-width: ${t.breakpoints.tablet - 1}px) {
    header & [data-account-part='logout'] {
      display: none;
    }
    header & [data-testid='account-id'] {
      display: inline-grid;
      place-items: center;
      flex: none;
      width: 44px;
      height: 44px;
      border-radius: 50%;
      background: ${t.palette.primary};
      color: ${t.palette.primaryText};
      font-weight: 700;
      text-decoration: none;
    }
    header & [data-testid='account-id']::before {
      /* the id stays the link's whole accessible name: the badge's letter has an empty alternative */
      content: attr(data-initial) / '';
    }
    header & [data-testid='account-id'] > span {
      ${visuallyHidden}
    }
  }
`;

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
      <div css={signedIn}>
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
        <Link to="/account" data-testid="account-id" data-initial={accountId.charAt(0).toUpperCase()}>
          <span>{accountId}</span>
        </Link>
        <Button variant="ghost" data-account-part="logout" onClick={() => logout('user')}>
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
