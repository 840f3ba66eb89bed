import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { bus, useBalance, useUserStore, useVip, vipInfo } from '@site/shared';
import { Button, Card, Page, ProgressBar, Skeleton, useFormat } from '@site/shared/ui';
import '../../i18n/messages';
import { AccountLinks } from './AccountLinks';
import { DetailsList } from '../profile/DetailsList';

/**
 * /account (session only): account id, full name, email, balance and VIP progress. Balance and VIP come from
 * the cache (get_balance, vip), so a deposit anywhere on the page refreshes them here.
 */
export default function AccountPage() {
  const { t } = useTranslation(['account', 'ui']);
  const f = useFormat();
  const accountId = useUserStore((s) => s.user?.account_id ?? '');
  const fullname = useUserStore((s) => s.fullname);
  const email = useUserStore((s) => s.email);
  const balance = useBalance().data?.game_balance;
  const vipQuery = useVip();
  const vip = vipQuery.data ? vipInfo(vipQuery.data.nextLevel[0]) : null;
  const rows: [string, string, string][] = [
    [t('ui:accountId'), accountId, 'account-overview-id'],
    [t('fullName'), fullname, 'account-overview-name'],
    [t('email'), email, 'account-overview-email'],
    [t('ui:balance'), balance === undefined ? '…' : f.money(balance), 'account-overview-balance'],
  ];
  const showVipRules = () =>
    bus.emit('modal:open', {
      name: 'vip-info',
      title: (tr) => tr('account:vipHow'),
      body: <p data-testid="vip-info-text">{t('vipHowText')}</p>,
    });
  return (
    <Page title={t('overviewTitle')} data-testid="account-page">
      <Card>
        <DetailsList rows={rows} />
      </Card>
      <Card
        title={
          <>
            {t('vipLevel')}:{' '}
            <span data-testid="vip-level">{vipQuery.isPending ? '…' : (vip?.currentLevel ?? '—')}</span>
          </>
        }
        actions={
          <Button variant="ghost" onClick={showVipRules}>
            {t('vipHow')}
          </Button>
        }
      >
        {vipQuery.isPending ? <Skeleton lines={3} /> : null}
        {vipQuery.isError ? (
          <Button variant="ghost" onClick={() => void vipQuery.refetch()}>
            {t('ui:retry')}
          </Button>
        ) : null}
        {vip ? (
          <>
            <p
              css={css`
                margin: 0;
              `}
            >
              {t('vipNext', { level: vip.nextLevel })}
            </p>
            <ProgressBar
              label={t('vipDeposit', { amount: f.money(vip.totalDeposit) })}
              percent={vip.depoProgress}
              testId="vip-deposit"
            />
            <ProgressBar
              label={t('vipTurnover', { amount: f.money(vip.totalTurnover) })}
              percent={vip.toProgress}
              testId="vip-turnover"
            />
          </>
        ) : null}
      </Card>
      <AccountLinks />
    </Page>
  );
}
