import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { useVip, type VipLadder } from '@site/shared';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Page,
  ProgressBar,
  Skeleton,
  useFormat,
  type Column,
} from '@site/shared/ui';
import { useVipLevels } from './api/get-vip-levels';
import { vipStanding } from './progress';
import '../../i18n/messages';

type Level = VipLadder['levels'][number];

/**
 * /vip (session only): the player's level and the next, deposit and turnover progress (SPEC §4: capped at 100,
 * 0 when not computable) with the amounts still needed (auth/vip), and the site's whole ladder with thresholds
 * and benefits (account/vip_levels). Both are refreshed by any money movement through the cache.
 */
export default function VipPage() {
  const { t } = useTranslation(['account', 'ui']);
  const f = useFormat();
  const vipQuery = useVip();
  const ladder = useVipLevels();
  const s = vipQuery.data ? vipStanding(vipQuery.data.nextLevel[0]) : null;
  const retry = (q: { refetch: () => unknown }) => (
    <Button variant="ghost" onClick={() => void q.refetch()}>
      {t('ui:retry')}
    </Button>
  );
  const columns: Column<Level>[] = [
    {
      key: 'name',
      header: t('vipLevelName'),
      cell: (l) => (
        <span
          css={css`
            display: inline-flex;
            gap: 0.4rem;
            align-items: center;
            flex-wrap: wrap;
          `}
        >
          {l.vip_name}
          {ladder.data?.level === l.level ? <Badge tone="primary">{t('vipYou')}</Badge> : null}
        </span>
      ),
    },
    { key: 'deposit', header: t('vipDepositNeeded'), numeric: true, cell: (l) => f.money(l.deposit_needed) },
    {
      key: 'turnover',
      header: t('vipTurnoverNeeded'),
      numeric: true,
      cell: (l) => f.money(l.turnover_needed),
    },
    { key: 'rebate', header: t('vipRebate'), numeric: true, cell: (l) => `${l.benefits.rebate_percent}%` },
    {
      key: 'withdrawal',
      header: t('vipDailyWithdrawal'),
      numeric: true,
      cell: (l) => f.money(l.benefits.daily_withdrawal_limit),
    },
    {
      key: 'birthday',
      header: t('vipBirthday'),
      numeric: true,
      cell: (l) => f.money(l.benefits.birthday_bonus),
    },
    {
      key: 'manager',
      header: t('vipManager'),
      cell: (l) => (l.benefits.account_manager ? t('yes') : t('no')),
    },
  ];
  return (
    <Page title={t('vipTitle')} width="wide" data-testid="vip-page">
      <Card
        title={
          <>
            {t('vipLevel')}: <span data-testid="vip-current">{s?.currentLevel ?? '…'}</span>
          </>
        }
        actions={vipQuery.isError ? retry(vipQuery) : null}
      >
        {vipQuery.isPending ? <Skeleton lines={4} /> : null}
        {vipQuery.isError ? <p>{t('loadFailed')}</p> : null}
        {s ? (
          <>
            <p
              data-testid="vip-next"
              css={css`
                margin: 0;
              `}
            >
              {s.nextLevel ? t('vipNext', { level: s.nextLevel }) : t('vipTop')}
            </p>
            <ProgressBar
              label={t('vipDeposit', { amount: f.money(s.totalDeposit) })}
              percent={s.depoProgress}
              testId="vip-deposit"
            />
            {s.depositNeeded !== null ? (
              <p data-testid="vip-deposit-needed" css={note}>
                {s.depositNeeded > 0
                  ? t('vipStillDeposit', { amount: f.money(s.depositNeeded), level: s.nextLevel })
                  : t('vipDepositMet')}
              </p>
            ) : null}
            <ProgressBar
              label={t('vipTurnover', { amount: f.money(s.totalTurnover) })}
              percent={s.toProgress}
              testId="vip-turnover"
            />
            {s.turnoverNeeded !== null ? (
              <p data-testid="vip-turnover-needed" css={note}>
                {s.turnoverNeeded > 0
                  ? t('vipStillTurnover', { amount: f.money(s.turnoverNeeded), level: s.nextLevel })
                  : t('vipTurnoverMet')}
              </p>
            ) : null}
          </>
        ) : null}
      </Card>
      <Card title={t('vipLadder')} actions={ladder.isError ? retry(ladder) : null}>
        {ladder.isPending ? <Skeleton lines={5} /> : null}
        {ladder.isError ? <p>{t('loadFailed')}</p> : null}
        {ladder.data && ladder.data.levels.length === 0 ? <p>{t('vipNoLadder')}</p> : null}
        {ladder.data?.levels.length ? (
          <DataTable
            caption={t('vipLadderCaption')}
            columns={columns}
            rows={ladder.data.levels}
            rowKey={(l) => String(l.level)}
            testId="vip-ladder"
          />
        ) : null}
      </Card>
    </Page>
  );
}

const note = css`
  margin: -0.25rem 0 0;
  font-size: 0.9rem;
`;
