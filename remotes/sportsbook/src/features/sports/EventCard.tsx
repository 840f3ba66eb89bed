import { css, type Theme } from '@emotion/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { SportEvent } from '@site/shared';
import { Badge, Button, focusRing, useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { formatOdds } from '../odds/odds';
import { useOddsFormat } from '../odds/choice';
import { marketName, selectionText, teams } from '../selection/text';
import type { SlipLeg } from '../slip/slip';
import { GoToSlip } from '../slip/GoToSlip';
import { eventNames, liveClock, mainMarkets, selectionOf, type Market } from './view';

/** One price: the pick and its odds in the player's format; pressed while on the slip; flashes when it moves. */
function PriceButton({
  event,
  market,
  index,
  picked,
  onPick,
}: {
  event: SportEvent;
  market: Market;
  index: number;
  picked: boolean;
  onPick: (leg: SlipLeg) => void;
}) {
  const { t, language } = useT();
  const [format] = useOddsFormat();
  const s = market.selections[index]!;
  const selection = selectionOf(event, market, s.home_away);
  const pick = selectionText(selection, t, language);
  const suspended = market.status === 'suspended';
  const prev = useRef(s.odds);
  const [moved, setMoved] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (prev.current === s.odds) return;
    setMoved(s.odds > prev.current ? 'up' : 'down');
    prev.current = s.odds;
    const id = setTimeout(() => setMoved(null), 3000);
    return () => clearTimeout(id);
  }, [s.odds]);
  const odds = formatOdds(s.odds, format);
  return (
    <button
      type="button"
      aria-pressed={picked}
      disabled={suspended}
      data-selection-id={s.selection_id}
      data-moved={moved ?? undefined}
      aria-label={`${marketName(market.bet_type, t)}: ${pick} @ ${odds}`}
      onClick={() =>
        onPick({
          selection_id: s.selection_id,
          event_id: event.event_id,
          bet_type: market.bet_type,
          selection,
          odds: s.odds,
          starts_at: event.starts_at,
        })
      }
      css={(th: Theme) => css`
        ${focusRing(th)};
        flex: 1 1 7.5rem;
        min-width: 0;
        min-height: 44px;
        display: flex;
        justify-content: space-between;
        align-items: center;
        gap: 0.5rem;
        padding: 0.4rem 0.6rem;
        font: inherit;
        text-align: left;
        cursor: pointer;
        border-radius: ${th.radius};
        border: 1px solid ${picked ? th.palette.primary : th.palette.border};
        background: ${picked ? th.palette.primary : th.palette.surfaceAlt};
        color: ${picked ? th.palette.primaryText : th.palette.text};
        transition: background 250ms ease-in-out;
        &[data-moved] {
          outline: 2px solid ${th.palette.accent};
        }
        &:disabled {
          cursor: not-allowed;
          opacity: 0.55;
        }
      `}
    >
      <span
        css={css`
          overflow-wrap: anywhere;
          font-size: 0.9rem;
        `}
      >
        {pick}
      </span>
      <strong data-testid="price">
        {odds}
        {moved ? <span aria-hidden="true">{moved === 'up' ? ' ▲' : ' ▼'}</span> : null}
      </strong>
    </button>
  );
}

function MarketRow(props: {
  event: SportEvent;
  market: Market;
  picked: Set<number>;
  onPick: (leg: SlipLeg) => void;
}) {
  const { t } = useT();
  const { market } = props;
  const name = marketName(market.bet_type, t);
  const suspended = market.status === 'suspended';
  return (
    <div
      role="group"
      aria-label={name}
      data-market={market.bet_type}
      data-status={market.status ?? 'open'}
      css={css`
        display: grid;
        gap: 0.3rem;
      `}
    >
      <div
        css={(th: Theme) => css`
          display: flex;
          gap: 0.5rem;
          align-items: center;
          font-size: 0.85rem;
          color: ${th.palette.textMuted};
        `}
      >
        <span>{name}</span>
        {suspended ? <Badge>{t('suspended')}</Badge> : null}
      </div>
      <div
        css={css`
          position: relative;
          display: flex;
          flex-wrap: wrap;
          gap: 0.4rem;
        `}
      >
        {market.selections.map((s, i) => (
          <Fragment key={s.selection_id}>
            <PriceButton
              event={props.event}
              market={market}
              index={i}
              picked={props.picked.has(s.selection_id)}
              onPick={props.onPick}
            />
            {props.picked.has(s.selection_id) ? <GoToSlip selectionId={s.selection_id} /> : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}

/**
 * An event: league, kick-off (live: a badge, the minute and the score), teams in the player's language, the main
 * markets and an expand for all.
 */
export function EventCard({
  event,
  picked,
  onPick,
}: {
  event: SportEvent;
  picked: Set<number>;
  onPick: (leg: SlipLeg) => void;
}) {
  const { t, language } = useT();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const live = event.phase === 'live';
  const clock = live ? liveClock(event) : null;
  const main = mainMarkets(event);
  const shown = open ? event.markets : main;
  const { home, away } = teams(
    {
      bet_type: '',
      home_away: 1,
      criteria1: '',
      home_team_name: event.home_team,
      away_team_name: event.away_team,
      ...eventNames(event),
    },
    language,
  );
  return (
    <article
      data-testid="event"
      data-event-id={event.event_id}
      data-phase={event.phase ?? 'not_started'}
      aria-label={t('match', { home, away })}
      css={(th: Theme) => css`
        display: grid;
        gap: 0.6rem;
        padding: 0.8rem;
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        background: ${th.palette.surface};
        min-width: 0;
      `}
    >
      <div
        css={(th: Theme) => css`
          display: flex;
          flex-wrap: wrap;
          justify-content: space-between;
          gap: 0.3rem 1rem;
          font-size: 0.85rem;
          color: ${th.palette.textMuted};
        `}
      >
        <span>{event.league}</span>
        {live ? (
          <span
            data-testid="live"
            css={css`
              display: inline-flex;
              gap: 0.4rem;
              align-items: center;
            `}
          >
            <Badge tone="danger">{t('liveBadge')}</Badge>
            {clock ? (
              <span data-testid="live-minute" data-clock={clock.key}>
                {t(clock.key, clock)}
              </span>
            ) : null}
          </span>
        ) : (
          <time dateTime={event.starts_at}>{f.date(event.starts_at, 'YYYY-MM-DD HH:mm')}</time>
        )}
      </div>
      <h3
        css={css`
          margin: 0;
          font-size: 1.05rem;
          overflow-wrap: anywhere;
        `}
      >
        {t('match', { home, away })}
        {live ? (
          <span
            data-testid="live-score"
            aria-live="polite"
            css={css`
              margin-inline-start: 0.6rem;
              font-variant-numeric: tabular-nums;
            `}
          >
            {event.home_score ?? 0} – {event.away_score ?? 0}
          </span>
        ) : null}
      </h3>
      {shown.map((m) => (
        <MarketRow key={m.market_id} event={event} market={m} picked={picked} onPick={onPick} />
      ))}
      {event.markets.length > main.length ? (
        <div>
          <Button variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? t('fewerMarkets') : t('allMarkets', { count: event.markets.length })}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
