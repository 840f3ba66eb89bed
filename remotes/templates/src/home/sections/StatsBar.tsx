import { css, type Theme } from '@emotion/react';
import { money, useLayoutStore } from '@site/shared';
import { useTop10 } from '../api/get-top10';
import { Icon } from '../../components/icons';
import { useT, type MessageKey } from '../../i18n/messages';

export type StatsLook = 'tiles' | 'inline';

/** Registered, active and depositing players and the last hour's withdrawals; hidden when the call fails. */
export function StatsBar({ look = 'tiles' }: { look?: StatsLook }) {
  const t = useT();
  const data = useTop10();
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  if (!data) return null;
  const items: [MessageKey, string, string][] = [
    ['registered', Number(data.registered_player || 0).toLocaleString('en-US'), 'user'],
    ['active', Number(data.active_player || 0).toLocaleString('en-US'), 'bolt'],
    ['deposited', Number(data.deposited_player || 0).toLocaleString('en-US'), 'star'],
    ['hourWithdrawal', money(Number(data.hour_withdrawal || 0), currency), 'chart'],
  ];
  return (
    <section aria-label={t('stats')} data-section="stats">
      <dl
        css={(th: Theme) => css`
          margin: 0;
          display: grid;
          gap: ${look === 'tiles' ? '0.8rem' : '0'};
          grid-template-columns: repeat(2, minmax(0, 1fr));
          @media (min-width: ${th.breakpoints.tablet}px) {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
          ${look === 'inline' ? `background: ${th.palette.surface}; border: 1px solid ${th.palette.border}; border-radius: ${th.radius};` : ''}
          & > div {
            padding: 0.9rem 1rem;
            display: flex;
            flex-direction: column;
            gap: 0.25rem;
            ${look === 'tiles' ? `background: ${th.palette.surface}; border-radius: ${th.radius}; box-shadow: ${th.shadow};` : ''}
          }
          svg {
            color: ${th.palette.accent};
          }
          dt {
            display: flex;
            align-items: center;
            gap: 0.45rem;
            font-size: 0.8rem;
            color: ${th.palette.textMuted};
          }
          dd {
            margin: 0;
            font-size: 1.25rem;
            font-weight: 800;
            font-variant-numeric: tabular-nums;
            overflow-wrap: anywhere;
          }
        `}
      >
        {items.map(([key, value, icon]) => (
          <div key={key}>
            <dt>
              <Icon name={icon} size={22} />
              {t(key)}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
