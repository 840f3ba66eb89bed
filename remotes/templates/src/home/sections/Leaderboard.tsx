import { css, type Theme } from '@emotion/react';
import { money, useLayoutStore } from '@site/shared';
import { useTop10, useWonOn, type Top10 } from '../api/get-top10';
import { Section, type HeadingStyle } from '../../components/Section';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';

export type BoardLook = 'table' | 'podium' | 'compact' | 'scores';

type Row = Top10['withrawal'][number] & Partial<Pick<Top10['winner'][number], 'game_name' | 'market'>>;

function Table({ caption, rows, withGame }: { caption: string; rows: Row[]; withGame?: boolean }) {
  const t = useT();
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const wonOn = useWonOn();
  return (
    <table
      css={(th: Theme) => css`
        width: 100%;
        border-collapse: collapse;
        font-size: 0.9rem;
        font-variant-numeric: tabular-nums;
        caption {
          text-align: left;
          padding: 0 0 0.5rem;
          font-weight: 700;
          ${headingCss(th.template)};
        }
        th,
        td {
          padding: 0.45rem 0.5rem;
          text-align: left;
          border-bottom: 1px solid ${th.palette.border};
        }
        th {
          color: ${th.palette.textMuted};
          font-weight: 600;
        }
        td:last-of-type,
        th:last-of-type {
          text-align: right;
        }
        tbody tr:nth-of-type(-n + 3) td:first-of-type {
          color: ${th.palette.accent};
          font-weight: 800;
        }
      `}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rank')}</th>
          <th scope="col">{t('player')}</th>
          {withGame ? (
            <th scope="col" css={{ '@media (max-width: 424px)': { display: 'none' } }}>
              {t('game')}
            </th>
          ) : null}
          <th scope="col">{t('amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, 10).map((r, i) => (
          <tr key={`${r.account_id}-${i}`}>
            <td>{i + 1}</td>
            <td>{r.account_id}</td>
            {withGame ? <td css={{ '@media (max-width: 424px)': { display: 'none' } }}>{wonOn(r)}</td> : null}
            <td>{money(r.amount, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Podium({ data }: { data: Top10 }) {
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const top = data.winner.slice(0, 3);
  const order = [top[1], top[0], top[2]];
  return (
    <ol
      css={{
        listStyle: 'none',
        margin: '0 0 1rem',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        alignItems: 'end',
        gap: '0.5rem',
      }}
    >
      {order.map((w, i) =>
        w ? (
          <li
            key={w.account_id + i}
            css={(th: Theme) => css`
              text-align: center;
              padding: 0.8rem 0.3rem;
              min-height: ${i === 1 ? 150 : 115}px;
              display: flex;
              flex-direction: column;
              justify-content: flex-end;
              gap: 0.2rem;
              border-radius: ${th.radius} ${th.radius} 0 0;
              background: ${i === 1 ? th.palette.primary : th.palette.surfaceAlt};
              color: ${i === 1 ? th.palette.primaryText : th.palette.text};
              font-size: 0.85rem;
              overflow-wrap: anywhere;
            `}
          >
            <Icon name="trophy" size={i === 1 ? 30 : 22} />
            <strong>{w.account_id}</strong>
            <span>{money(w.amount, currency)}</span>
          </li>
        ) : (
          <li key={i} />
        ),
      )}
    </ol>
  );
}

/** Top-10 winners and withdrawals (SPEC §3); hidden when the stats call fails. */
export function Leaderboard({ look = 'table', heading }: { look?: BoardLook; heading?: HeadingStyle }) {
  const t = useT();
  const data = useTop10();
  if (!data || (!data.winner.length && !data.withrawal.length)) return null;
  const title = look === 'scores' ? t('highScores') : t('leaderboard');
  return (
    <Section title={title} look={heading} testId="leaderboard">
      {look === 'podium' ? <Podium data={data} /> : null}
      <div
        css={(th: Theme) => css`
          display: grid;
          gap: 1.2rem;
          align-items: start;
          grid-template-columns: 1fr;
          ${look === 'table' ? `@media (min-width: ${th.breakpoints.tablet}px) { grid-template-columns: 1fr 1fr; }` : ''}
          ${look === 'scores' ? `font-family: ${'"DejaVu Sans Mono", monospace'}; background: ${th.palette.surface}; padding: 0.8rem; border: 2px solid ${th.palette.primary};` : ''}
        `}
      >
        <Table
          caption={t('topWinners')}
          rows={look === 'podium' ? data.winner.slice(3) : data.winner}
          withGame={look !== 'compact'}
        />
        {look === 'table' ? <Table caption={t('topWithdrawals')} rows={data.withrawal} /> : null}
      </div>
    </Section>
  );
}
