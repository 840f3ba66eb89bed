import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { Button, Card, EmptyState, LinkButton, Page, Skeleton, useFormat } from '@site/shared/ui';
import { useProfile } from './api/get-profile';
import { DetailsList } from './DetailsList';
import '../../i18n/messages';
import { deviceText } from '../../lib/device-name';

const LINKS = [
  ['/edit-profile', 'editProfile'],
  ['/change-password', 'changePassword'],
  ['/security', 'securityTitle'],
] as const;

/**
 * /profile (session only): account id, full name, e-mail, phone (masked by the API), VIP level, member since and
 * the last sign-in (account/profile), with links to edit the profile, change the password and security.
 */
export default function ProfilePage() {
  const { t } = useTranslation(['account', 'ui']);
  const f = useFormat();
  const q = useProfile();
  const p = q.data;
  const or = (v: string) => v || t('notSet');
  return (
    <Page title={t('profileTitle')} data-testid="profile-page">
      <Card title={t('profileDetails')}>
        {q.isPending ? <Skeleton lines={7} /> : null}
        {q.isError ? (
          <EmptyState
            text={t('profileFailed')}
            action={
              <Button variant="ghost" onClick={() => void q.refetch()}>
                {t('ui:retry')}
              </Button>
            }
          />
        ) : null}
        {p ? (
          <DetailsList
            rows={[
              [t('ui:accountId'), p.account_id, 'profile-account-id'],
              [t('fullName'), or(p.full_name), 'profile-name'],
              [t('email'), or(p.contact_email), 'profile-email'],
              [t('phone'), or(p.contact_phone), 'profile-phone'],
              [t('vipLevel'), p.vip_name || String(p.vip_level), 'profile-vip'],
              [t('memberSince'), f.date(p.member_since), 'profile-member-since'],
              [
                t('lastSignIn'),
                p.last_sign_in
                  ? t('lastSignInAt', {
                      date: f.date(p.last_sign_in.at, 'YYYY-MM-DD HH:mm'),
                      device: deviceText(t, p.last_sign_in.device),
                      ip: p.last_sign_in.ip,
                    })
                  : t('notRecorded'),
                'profile-last-sign-in',
              ],
            ]}
          />
        ) : null}
      </Card>
      <nav
        aria-label={t('profileTitle')}
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.5rem;
        `}
      >
        {LINKS.map(([path, key]) => (
          <LinkButton
            key={path}
            to={path}
            variant="ghost"
            data-testid={`profile-link${path.replace('/', '-')}`}
          >
            {t(key)}
          </LinkButton>
        ))}
      </nav>
    </Page>
  );
}
