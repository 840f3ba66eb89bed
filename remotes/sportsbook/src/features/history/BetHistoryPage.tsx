import { css, type Theme } from '@emotion/react';
import { useEffect, useId } from 'react';
import { useSearchParams } from '@site/shared/router';
import type { Bet } from '@site/shared';
import {
  Badge,
  Button,
  Card,
  DateRangePicker,
  EmptyState,
  inputStyle,
  LinkButton,
  Page,
  Pagination,
  Skeleton,
  useFormat,
} from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { OddsFormatPicker } from '../odds/OddsFormatPicker';
import { formatOdds } from '../odds/odds';
import { useOddsFormat } from '../odds/choice';
import { marketName, selectionText, teams } from '../selection/text';
import { useBetHistory } from './api/get-history';
import {
  historySearch,
  PAGE_SIZE,
  pageInRange,
  parseHistoryQuery,
  reversedRange,
  STATUSES,
  type HistoryQuery,
} from './query';
import '../../i18n/messages';

const TONE = { open: 'primary', won: 'success', lost: 'danger', void: 'neutral' } as const;

function BetItem({ bet }: { bet: Bet }) {
  const { t, language } = useT();
  const f = useFormat();
  const [format] = useOddsFormat();
  const parlay = bet.bet_type === 'PARLAY';
  const figure = (label: string, value: string, testId?: string) => (
    <div>
      <dt
        css={(th: Theme) => css`
          font-size: 0.8rem;
          color: ${th.palette.textMuted};
        `}
      >
        {label}
      </dt>
      <dd
        data-testid={testId}
        css={css`
          margin: 0;
          font-weight: 600;
        `}
      >
        {value}
      </dd>
    </div>
  );
  return (
    <li
      data-testid="bet"
      data-bet-id={bet.bet_id}
      data-status={bet.status}
      css={(th: Theme) => css`
        display: grid;
        gap: 0.6rem;
        padding: 0.8rem 0;
        border-bottom: 1px solid ${th.palette.border};
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: space-between;
          align-items: center;
          gap: 0.4rem 1rem;
        `}
      >
        <h2
          css={css`
            margin: 0;
            font-size: 1rem;
          `}
        >
          {parlay ? t('parlayLegs', { count: bet.selections.length }) : marketName(bet.bet_type, t)} ·{' '}
          {t('betNo', { id: bet.bet_id })}
        </h2>
        <Badge tone={TONE[bet.status]}>{t(`st_${bet.status}`)}</Badge>
      </div>
      <ul
        data-testid="legs"
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 0.4rem;
        `}
      >
        {bet.selections.map((s, i) => {
          const { home, away } = teams(s, language);
          const legOdds = typeof s.odds === 'number' ? s.odds : null;
          return (
            <li
              key={i}
              data-testid="leg"
              data-bet-type={s.bet_type}
              css={css`
                overflow-wrap: anywhere;
              `}
            >
              <strong>{selectionText(s, t, language)}</strong>
              {parlay && legOdds ? <> @ {formatOdds(legOdds, format)}</> : null}
              <div
                css={(th: Theme) => css`
                  font-size: 0.85rem;
                  color: ${th.palette.textMuted};
                `}
              >
                {marketName(s.bet_type, t)} · {t('match', { home, away })}
              </div>
            </li>
          );
        })}
      </ul>
      <dl
        css={css`
          margin: 0;
          display: grid;
          grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
          gap: 0.5rem 1rem;
        `}
      >
        {figure(t('stake'), f.money(bet.stake), 'bet-stake')}
        {figure(t('odds'), formatOdds(bet.odds, format), 'bet-odds')}
        {bet.status === 'open'
          ? figure(t('potential'), f.money(bet.potential_payout), 'bet-payout')
          : figure(t('payout'), f.money(bet.payout), 'bet-payout')}
      </dl>
      <div
        css={(th: Theme) => css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.2rem 1rem;
          font-size: 0.85rem;
          color: ${th.palette.textMuted};
        `}
      >
        <span>{t('placedAt', { when: f.date(bet.placed_at, 'YYYY-MM-DD HH:mm') })}</span>
        {bet.settled_at ? (
          <span>{t('settledAt', { when: f.date(bet.settled_at, 'YYYY-MM-DD HH:mm') })}</span>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /bet-history: the player's bets, paged (SPEC §5), with the status filter and date range in the URL query;
 * every selection read in the player's language (parlay legs listed), odds in the chosen format, stake, payout or
 * potential payout, placed and settled times.
 */
export default function BetHistoryPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const q = parseHistoryQuery(params);
  const history = useBetHistory(q);
  const statusId = useId();
  const go = (next: HistoryQuery) => setParams(new URLSearchParams(historySearch(next)));
  // a start after the end: the picker says so, what was typed stays, nothing is asked for or listed
  const reversed = reversedRange(q);
  // a page past the last (a bookmark, or an open page after bets settled) shows the last page
  const total = history.data?.total;
  const moveTo = total === undefined ? null : pageInRange(q.page, total);
  useEffect(() => {
    if (moveTo !== null)
      setParams(new URLSearchParams(historySearch({ ...q, page: moveTo })), { replace: true });
  });

  return (
    <Page
      title={t('historyTitle')}
      width="wide"
      actions={<OddsFormatPicker />}
      data-testid="bet-history-page"
    >
      <Card>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 1rem;
            align-items: end;
          `}
        >
          <div
            css={css`
              display: grid;
              gap: 0.3rem;
              flex: 0 1 12rem;
            `}
          >
            <label htmlFor={statusId}>{t('statusFilter')}</label>
            <select
              id={statusId}
              value={q.status ?? ''}
              onChange={(e) =>
                go({
                  ...q,
                  status: (STATUSES as readonly string[]).includes(e.target.value)
                    ? (e.target.value as HistoryQuery['status'])
                    : null,
                  page: 1,
                })
              }
              css={(th: Theme) => inputStyle(th)}
            >
              <option value="">{t('st_all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`st_${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div
            css={css`
              flex: 1 1 18rem;
            `}
          >
            <DateRangePicker
              legend={t('dates')}
              value={{ from: q.from, to: q.to }}
              onChange={(r) => go({ ...q, from: r.from, to: r.to, page: 1 })}
            />
          </div>
        </div>
      </Card>
      {reversed ? null : (
        <Card>
          {(history.isPending && !reversed) || moveTo !== null ? <Skeleton lines={5} height="3rem" /> : null}
          {history.isError ? (
            <EmptyState
              text={t('historyFailed')}
              action={
                <Button variant="ghost" onClick={() => void history.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : null}
          {history.data && history.data.total === 0 ? (
            <EmptyState text={t('noBets')} action={<LinkButton to="/sports">{t('goSports')}</LinkButton>} />
          ) : null}
          {history.data?.items.length ? (
            <>
              <ul
                data-testid="bets"
                css={css`
                  list-style: none;
                  margin: 0;
                  padding: 0;
                `}
              >
                {history.data.items.map((b) => (
                  <BetItem key={b.bet_id} bet={b} />
                ))}
              </ul>
              <Pagination
                config={{
                  totalItems: history.data.total,
                  itemsPerPage: PAGE_SIZE,
                  page: q.page,
                  type: 'button',
                }}
                onChange={(page) => go({ ...q, page })}
              />
            </>
          ) : null}
        </Card>
      )}
    </Page>
  );
}
