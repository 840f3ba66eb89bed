import { css, type Theme } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api, authRef, bus, handleApiError, money, useLayoutStore, useUserStore } from '@site/shared';

/** The player's balance in the header, from get_balance (SPEC §7). Refreshes on `wallet:balance` events. */
export default function HeaderBalance() {
  const { t } = useTranslation('ui');
  const balance = useUserStore((s) => s.game.balance);
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  useEffect(() => {
    const refresh = async () => {
      const ref = authRef();
      if (!ref) return;
      const a = await api.call('/api/auth/get_balance', ref);
      if (a.statusCode === 1 && a.value)
        useUserStore.getState().setBalance(a.value.game_balance, a.value.game_token);
      else handleApiError(a);
    };
    void refresh();
    return bus.on('wallet:balance', () => void refresh());
  }, []);
  return (
    <span
      data-testid="header-balance"
      css={(th: Theme) => css`
        padding: 0.3rem 0.7rem;
        border-radius: ${th.radius};
        background: ${th.palette.surfaceAlt};
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      `}
    >
      <span
        css={(th: Theme) => css`
          color: ${th.palette.textMuted};
          margin-right: 0.4rem;
        `}
      >
        {t('balance')}
      </span>
      {balance === null ? '…' : money(balance, currency)}
    </span>
  );
}
