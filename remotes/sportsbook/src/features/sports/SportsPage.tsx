import { css, type Theme } from '@emotion/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from '@site/shared/router';
import { Button, EmptyState, Page, Skeleton, Tabs, focusRing } from '@site/shared/ui';
import { serverNow } from '@site/shared';
import { useT } from '../../i18n/messages';
import { OddsFormatPicker } from '../odds/OddsFormatPicker';
import { BetSlip } from '../slip/BetSlip';
import { SlipBar } from '../slip/SlipBar';
import { toggleLeg } from '../slip/slip';
import { useSlip } from '../slip/useSlip';
import { useEvents } from './api/get-events';
import { useFeedStream } from './api/stream';
import { EventCard } from './EventCard';
import {
  currentPrices,
  filterEvents,
  isLive,
  isToday,
  leaguesOf,
  parseWhen,
  sportsOf,
  type When,
} from './view';
import '../../i18n/messages';

/** A row of toggle buttons (sports, leagues): one pressed at a time. */
function Chips({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: { id: string | null; text: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  return (
    <nav aria-label={label}>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: flex;
          flex-wrap: wrap;
          gap: 0.4rem;
        `}
      >
        {items.map((i) => (
          <li key={i.id ?? 'all'}>
            <button
              type="button"
              aria-pressed={value === i.id}
              onClick={() => onChange(i.id)}
              css={(th: Theme) => css`
                ${focusRing(th)};
                min-height: 44px;
                padding: 0.3rem 0.9rem;
                font: inherit;
                cursor: pointer;
                border-radius: 999px;
                border: 1px solid ${value === i.id ? th.palette.primary : th.palette.border};
                background: ${value === i.id ? th.palette.primary : th.palette.surface};
                color: ${value === i.id ? th.palette.primaryText : th.palette.text};
              `}
            >
              {i.text}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /sports: sports and leagues, live / today / upcoming (`?when=` in the URL), each match with its main markets (1X2 or ML, HDP, OU) and an
 * expand for all; suspended markets greyed; prices in the player's odds format; the bet slip beside (below on
 * phones and tablets, where a sticky slip bar counts the picks and takes the player to the slip). The feed's pushes (`/api/sportsbook/stream`) move prices, grey suspended markets and tick live scores
 * in the query cache; the list also refetches every 15 s. A moved price flashes.
 */
export default function SportsPage() {
  const { t } = useT();
  const events = useEvents();
  useFeedStream();
  const [params, setParams] = useSearchParams();
  const [slip, update] = useSlip();
  const [league, setLeague] = useState<string | null>(null);
  /** One query parameter of the page set (or, with null, removed), the others kept. */
  const setParam = (name: 'when' | 'sport', value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const chosenWhen = parseWhen(params);
  const setWhen = (w: When) => setParam('when', w);
  const all = useMemo(() => events.data ?? [], [events.data]);
  // the sport is in the URL (`?sport=football`), so a template's sport links open the book on that sport; one the
  // book has no events of (an old link, a typed URL) shows every sport
  const asked = params.get('sport');
  const sport = asked && sportsOf(all).includes(asked) ? asked : null;
  const setSport = (s: string | null) => setParam('sport', s);
  // today by the server's clock, as the events' start times are
  const now = new Date(serverNow());
  const hasToday = all.some((e) => isLive(e) || isToday(e.starts_at, now));
  const when: When = chosenWhen ?? (hasToday ? 'today' : 'upcoming');
  const shown = filterEvents(all, { sport, league, when }, now);
  const prices = useMemo(() => (events.data ? currentPrices(events.data) : null), [events.data]);
  const picked = new Set(slip.legs.map((l) => l.selection_id));
  const sportLabel = (s: string) => t(`s_${s}` as never, { defaultValue: s });

  return (
    <Page title={t('sportsTitle')} width="wide" actions={<OddsFormatPicker />} data-testid="sports-page">
      {events.data ? (
        <div
          css={css`
            display: grid;
            gap: 0.6rem;
          `}
        >
          <Chips
            label={t('sportsNav')}
            value={sport}
            onChange={(s) => {
              setSport(s);
              setLeague(null);
            }}
            items={[
              { id: null, text: t('allSports') },
              ...sportsOf(all).map((s) => ({ id: s, text: sportLabel(s) })),
            ]}
          />
          <Chips
            label={t('leaguesNav')}
            value={league}
            onChange={setLeague}
            items={[
              { id: null, text: t('allLeagues') },
              ...leaguesOf(all, sport).map((l) => ({ id: l, text: l })),
            ]}
          />
        </div>
      ) : null}
      <div
        css={(th: Theme) => css`
          display: grid;
          gap: 1rem;
          grid-template-columns: minmax(0, 1fr);
          @media (min-width: ${th.breakpoints.desktop}px) {
            grid-template-columns: minmax(0, 1fr) 22rem;
            align-items: start;
          }
        `}
      >
        <div
          css={css`
            min-width: 0;
          `}
        >
          <Tabs
            label={t('when')}
            selected={when}
            onSelect={(id) => setWhen(id as When)}
            tabs={[
              { id: 'live', label: t('live') },
              { id: 'today', label: t('today') },
              { id: 'upcoming', label: t('upcoming') },
            ]}
          >
            {events.isPending ? <Skeleton lines={6} height="4rem" /> : null}
            {events.isError ? (
              <EmptyState
                text={t('eventsFailed')}
                action={
                  <Button variant="ghost" onClick={() => void events.refetch()}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : null}
            {events.data && shown.length === 0 ? (
              <EmptyState
                text={when === 'live' ? t('noLive') : t('noEvents')}
                action={
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setSport(null);
                      setLeague(null);
                      setWhen('upcoming');
                    }}
                  >
                    {t('seeAll')}
                  </Button>
                }
              />
            ) : null}
            {shown.length ? (
              <div
                data-testid="events"
                css={css`
                  display: grid;
                  gap: 0.8rem;
                `}
              >
                {shown.map((e) => (
                  <EventCard
                    key={e.event_id}
                    event={e}
                    picked={picked}
                    onPick={(leg) => update((s) => toggleLeg(s, leg))}
                  />
                ))}
              </div>
            ) : null}
          </Tabs>
        </div>
        <BetSlip slip={slip} update={update} prices={prices} refetchPrices={() => void events.refetch()} />
      </div>
      <SlipBar count={slip.legs.length} />
    </Page>
  );
}
