import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { money, useBalance, useLayoutStore } from '@site/shared';

/**
 * The player's balance in the header, from the balance query (get_balance, SPEC §7). Any mutation that moves
 * money invalidates that query, so the header follows without an event of its own.
 */
export default function HeaderBalance() {
  const { t } = useTranslation('ui');
  const { data } = useBalance();
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
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
      {data ? money(data.game_balance, currency) : '…'}
    </span>
  );
}
