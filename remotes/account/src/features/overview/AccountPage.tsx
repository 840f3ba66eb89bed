import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, bus, money, useLayoutStore, useUserStore } from '@site/shared';
import { useAccountData } from './useAccountData';
import { ProgressBar } from './ProgressBar';
import '../../i18n/messages';

const card = (th: Theme) => css`
  background: ${th.palette.surface};
  border: 1px solid ${th.palette.border};
  border-radius: ${th.radius};
  padding: 1.2rem;
`;

/** /account (session only): account id, full name, email, balance and VIP progress from get_balance and vip. */
export default function AccountPage() {
  const { t } = useTranslation(['account', 'ui']);
  const accountId = useUserStore((s) => s.user?.account_id ?? '');
  const fullname = useUserStore((s) => s.fullname);
  const email = useUserStore((s) => s.email);
  const balance = useUserStore((s) => s.game.balance);
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const { vip, loading } = useAccountData();
  const row = (label: string, value: string, testId: string) => (
    <div
      css={css`
        display: contents;
      `}
    >
      <dt
        css={(th: Theme) => css`
          color: ${th.palette.textMuted};
        `}
      >
        {label}
      </dt>
      <dd
        data-testid={testId}
        css={css`
          margin: 0;
        `}
      >
        {value}
      </dd>
    </div>
  );
  const showVipRules = () =>
    bus.emit('modal:open', {
      name: 'vip-info',
      title: t('vipHow'),
      body: <p data-testid="vip-info-text">{t('vipHowText')}</p>,
    });
  return (
    <section
      data-testid="account-page"
      css={css`
        max-width: 760px;
        margin: 1.5rem auto;
        display: grid;
        gap: 1rem;
      `}
    >
      <h1
        css={css`
          margin: 0;
          font-size: 1.5rem;
        `}
      >
        {t('overviewTitle')}
      </h1>
      <dl
        css={(th: Theme) => css`
          ${card(th)};
          display: grid;
          grid-template-columns: max-content 1fr;
          gap: 0.5rem 1.2rem;
          margin: 0;
        `}
      >
        {row(t('ui:accountId'), accountId, 'account-overview-id')}
        {row(t('fullName'), fullname, 'account-overview-name')}
        {row(t('email'), email, 'account-overview-email')}
        {row(t('ui:balance'), balance === null ? '…' : money(balance, currency), 'account-overview-balance')}
      </dl>
      <div css={card}>
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            align-items: center;
            gap: 1rem;
            flex-wrap: wrap;
          `}
        >
          <h2
            css={css`
              margin: 0;
              font-size: 1.15rem;
            `}
          >
            {t('vipLevel')}: <span data-testid="vip-level">{loading ? '…' : (vip?.currentLevel ?? '—')}</span>
          </h2>
          <Button variant="ghost" onClick={showVipRules}>
            {t('vipHow')}
          </Button>
        </div>
        {vip ? (
          <>
            <p>{t('vipNext', { level: vip.nextLevel })}</p>
            <ProgressBar
              label={t('vipDeposit', { amount: money(vip.totalDeposit, currency) })}
              percent={vip.depoProgress}
              testId="vip-deposit"
            />
            <ProgressBar
              label={t('vipTurnover', { amount: money(vip.totalTurnover, currency) })}
              percent={vip.toProgress}
              testId="vip-turnover"
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
