import { css, keyframes, type Theme } from '@emotion/react';
import { money, useLayoutStore } from '@site/shared';
import { useTop10, useWonOn } from '../api/get-top10';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/messages';

export type TickerLook = 'bar' | 'neon' | 'slim';

const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

/** A moving line of recent wins and withdrawals from the top-10 stats; hidden when the call fails. */
export function WinnersTicker({ look = 'bar' }: { look?: TickerLook }) {
  const t = useT();
  const data = useTop10();
  const wonOn = useWonOn();
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  if (!data) return null;
  const items = [
    ...data.winner.map(
      (w) => `${w.account_id} ${t('wonOn', { amount: money(w.amount, currency), game: wonOn(w) })}`,
    ),
    ...data.withrawal.map((w) => `${w.account_id} ${t('withdrew', { amount: money(w.amount, currency) })}`),
  ];
  if (!items.length) return null;
  const line = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      css={{ display: 'flex', gap: '2.5rem', margin: 0, padding: '0 1.25rem', listStyle: 'none' }}
    >
      {items.map((text, i) => (
        <li
          key={i}
          css={{ whiteSpace: 'nowrap', display: 'inline-flex', gap: '0.4rem', alignItems: 'center' }}
        >
          <Icon name="trophy" size={16} />
          {text}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-label={t('recentWins')}
      data-section="ticker"
      css={(th: Theme) => css`
        display: flex;
        align-items: center;
        overflow: hidden;
        min-width: 0;
        font-size: ${look === 'slim' ? '0.8rem' : '0.9rem'};
        padding: ${look === 'slim' ? '0.3rem 0' : '0.6rem 0'};
        background: ${look === 'neon' ? th.palette.bg : th.palette.surfaceAlt};
        color: ${th.palette.text};
        border-radius: ${look === 'slim' ? 0 : th.radius};
        ${look === 'neon' ? `border: 1px solid ${th.palette.accent}; box-shadow: 0 0 12px ${th.palette.accent}, inset 0 0 10px ${th.palette.accent}55;` : ''}
        svg {
          color: ${th.palette.accent};
        }
      `}
    >
      <strong
        css={(th: Theme) => css`
          flex: none;
          padding: 0 0.8rem;
          color: ${th.palette.accent};
          text-transform: uppercase;
          font-size: 0.78rem;
          letter-spacing: 0.08em;
        `}
      >
        {t('recentWins')}
      </strong>
      <div css={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
        <div
          css={css`
            display: flex;
            width: max-content;
            animation: ${scroll} 45s linear infinite;
          `}
        >
          {line(false)}
          {line(true)}
        </div>
      </div>
    </section>
  );
}
