import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { useRouteServed } from '@site/shared';
import { Card, SiteLink } from '@site/shared/ui';

/** The player's pages, as the account menu lists them (only those this site serves are drawn). */
const LINKS = [
  ['/profile', 'profileTitle'],
  ['/security', 'securityTitle'],
  ['/inbox', 'inboxTitle'],
  ['/vip', 'vipTitle'],
  ['/mission', 'missionsTitle'],
  ['/minigame', 'minigameTitle'],
  ['/referral', 'referralTitle'],
] as const;

/** /account's menu of the player pages; nothing is drawn when none is served. */
export function AccountLinks() {
  const { t } = useTranslation('account');
  const served = useRouteServed();
  const live = LINKS.filter(([path]) => served(path));
  if (live.length === 0) return null;
  return (
    <Card title={t('accountPages')}>
      <nav aria-label={t('accountPages')}>
        <ul
          data-testid="account-links"
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: flex;
            flex-wrap: wrap;
            gap: 0.5rem 1.25rem;
          `}
        >
          {live.map(([path, key]) => (
            <li key={path}>
              <SiteLink
                to={path}
                css={css`
                  display: inline-flex;
                  align-items: center;
                  min-height: 44px;
                `}
              >
                {t(key)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
