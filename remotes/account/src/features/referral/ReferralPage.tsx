import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { bus } from '@site/shared';
import { Badge, Button, Card, DataTable, EmptyState, Page, Skeleton, useFormat } from '@site/shared/ui';
import { useReferral } from './api/get-referral';
import { QrCode } from '@site/shared/qr';
import '../../i18n/messages';

/**
 * /referral (session only): the player's code and link (account/referral) with copy buttons and a QR code of
 * the link, the invited and deposited counts and the friends list (account ids masked by the API).
 */
export default function ReferralPage() {
  const { t } = useTranslation(['account', 'ui']);
  const f = useFormat();
  const referral = useReferral();
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const copy = async (what: 'code' | 'link', text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
      bus.emit('toast:show', {
        kind: 'success',
        text: (tr) => tr('account:copied'),
        duration: 3000,
        position: 'bottom-right',
      });
    } catch {
      bus.emit('toast:show', {
        kind: 'error',
        text: (tr) => tr('account:copyFailed'),
        duration: 3000,
        position: 'bottom-right',
      });
    }
  };
  const r = referral.data;
  return (
    <Page title={t('referralTitle')} data-testid="referral-page">
      <Card
        title={t('referralShare')}
        actions={
          referral.isError ? (
            <Button variant="ghost" onClick={() => void referral.refetch()}>
              {t('ui:retry')}
            </Button>
          ) : null
        }
      >
        {referral.isPending ? <Skeleton lines={4} /> : null}
        {referral.isError ? <p>{t('loadFailed')}</p> : null}
        {r ? (
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 1.25rem;
              align-items: flex-start;
            `}
          >
            <dl
              css={css`
                flex: 1 1 16rem;
                min-width: 0;
                margin: 0;
                display: grid;
                gap: 0.4rem;
              `}
            >
              <dt css={muted}>{t('yourReferralCode')}</dt>
              <dd css={value}>
                <code data-testid="referral-code">{r.referral_code}</code>
                <Button variant="ghost" onClick={() => void copy('code', r.referral_code)}>
                  {copied === 'code' ? t('copiedShort') : t('copyCode')}
                </Button>
              </dd>
              <dt css={muted}>{t('referralLink')}</dt>
              <dd css={value}>
                <span
                  data-testid="referral-link"
                  css={css`
                    overflow-wrap: anywhere;
                    min-width: 0;
                  `}
                >
                  {r.referral_url}
                </span>
                <Button
                  variant="ghost"
                  onClick={() => void copy('link', r.referral_url)}
                  data-testid="copy-link"
                >
                  {copied === 'link' ? t('copiedShort') : t('copyLink')}
                </Button>
              </dd>
            </dl>
            <QrCode text={r.referral_url} label={t('referralQr')} testId="referral-qr" />
          </div>
        ) : null}
      </Card>
      {r ? (
        <Card title={t('referralFriends')}>
          <p
            css={css`
              margin: 0;
              display: flex;
              gap: 1.5rem;
              flex-wrap: wrap;
            `}
          >
            <span>
              {t('referralInvited')}: <strong data-testid="referral-invited">{r.invited}</strong>
            </span>
            <span>
              {t('referralDeposited')}: <strong data-testid="referral-deposited">{r.deposited}</strong>
            </span>
          </p>
          {r.friends.length === 0 ? (
            <EmptyState text={t('referralNoFriends')} />
          ) : (
            <DataTable
              caption={t('referralFriendsCaption')}
              testId="referral-friends"
              rows={r.friends}
              rowKey={(fr) => `${fr.account_id}-${fr.joined_at}`}
              columns={[
                { key: 'id', header: t('ui:accountId'), cell: (fr) => fr.account_id },
                { key: 'joined', header: t('referralJoined'), cell: (fr) => f.date(fr.joined_at) },
                {
                  key: 'deposited',
                  header: t('referralHasDeposited'),
                  cell: (fr) => (
                    <Badge tone={fr.deposited ? 'success' : 'neutral'}>
                      {fr.deposited ? t('yes') : t('no')}
                    </Badge>
                  ),
                },
              ]}
            />
          )}
        </Card>
      ) : null}
    </Page>
  );
}

const muted = (th: Theme) => css`
  color: ${th.palette.textMuted};
  font-size: 0.9rem;
`;
const value = css`
  margin: 0 0 0.5rem;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex-wrap: wrap;
`;
