/** From the events answer to what /sports draws. Pure; unit-tested (view.test.ts). */
import type { BetSelection, SportEvent } from '@site/shared';

export type Market = SportEvent['markets'][number];

/** An event's translated team names (`home_name_cn`…), as a selection carries them. */
export function eventNames(e: SportEvent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(e))
    if ((k.startsWith('home_name_') || k.startsWith('away_name_')) && typeof v === 'string') out[k] = v;
  return out;
}

/** The selection of a market price as the selection display and the slip read it. */
export function selectionOf(e: SportEvent, m: Market, homeAway: 1 | 2 | 3): BetSelection {
  return {
    bet_type: m.bet_type,
    home_away: homeAway,
    criteria1: m.criteria1,
    home_team_name: e.home_team,
    away_team_name: e.away_team,
    ...eventNames(e),
  };
}

/** The main markets shown without expanding: the match result (1X2, or ML where there is none), HDP, OU. */
export function mainMarkets(e: SportEvent): Market[] {
  const first = (t: string) => e.markets.find((m) => m.bet_type === t);
  return [first('1X2') ?? first('ML'), first('HDP'), first('OU')].filter((m): m is Market => !!m);
}

export const WHENS = ['live', 'today', 'upcoming'] as const;
/** Live: being played now (the feed's); today: starting (or started) today; upcoming: not started yet. */
export type When = (typeof WHENS)[number];

/** The `?when=` of the URL, or null (the page picks its default). */
export function parseWhen(params: URLSearchParams): When | null {
  const w = params.get('when');
  return (WHENS as readonly string[]).includes(w ?? '') ? (w as When) : null;
}

export const isLive = (e: SportEvent) => e.phase === 'live';

/**
 * What a live match shows beside its Live badge, from the feed's data (infra/src/sportsbook/sim.ts): timed
 * sports (football, basketball) the minute played (`67'`); tennis and esports are best of three sets / maps
 * whose score is the sets / maps won and whose `minute` is only the simulation's clock, so they show the set /
 * map being played (won + 1, at most 3). Another sport: nothing but the badge.
 */
export type LiveClock = { key: 'liveMinute'; minute: number } | { key: 'liveSet' | 'liveMap'; n: number };
export function liveClock(
  e: Pick<SportEvent, 'sport' | 'minute' | 'home_score' | 'away_score'>,
): LiveClock | null {
  if (e.sport === 'football' || e.sport === 'basketball') return { key: 'liveMinute', minute: e.minute ?? 0 };
  const n = Math.min(3, (e.home_score ?? 0) + (e.away_score ?? 0) + 1);
  if (e.sport === 'tennis') return { key: 'liveSet', n };
  if (e.sport === 'esports') return { key: 'liveMap', n };
  return null;
}

/** Same calendar day as `now` in the browser's time zone. */
export function isToday(iso: string, now: Date): boolean {
  const d = new Date(iso);
  return (
    d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth() && d.getDate() === now.getDate()
  );
}

export interface Filters {
  sport: string | null;
  league: string | null;
  when: When;
}

/** Events of the chosen sport, league and day, soonest first (the answer's order). */
export function filterEvents(events: SportEvent[], f: Filters, now: Date): SportEvent[] {
  return events.filter(
    (e) =>
      (!f.sport || e.sport === f.sport) &&
      (!f.league || e.league === f.league) &&
      (f.when === 'live' ? isLive(e) : f.when === 'upcoming' ? !isLive(e) : isToday(e.starts_at, now)),
  );
}

/** Sports in the answer, and the leagues of one sport (or all), in order of first appearance. */
export function sportsOf(events: SportEvent[]): string[] {
  return [...new Set(events.map((e) => e.sport))];
}
export function leaguesOf(events: SportEvent[], sport: string | null): string[] {
  return [...new Set(events.filter((e) => !sport || e.sport === sport).map((e) => e.league))];
}

/** selection_id → current price and whether it can be bet on (its market is open). */
export function currentPrices(events: SportEvent[]): Map<number, { odds: number; open: boolean }> {
  const map = new Map<number, { odds: number; open: boolean }>();
  for (const e of events)
    for (const m of e.markets)
      for (const s of m.selections) map.set(s.selection_id, { odds: s.odds, open: m.status !== 'suspended' });
  return map;
}

/** A change pushed by the feed (`/api/sportsbook/stream`, infra/src/sportsbook/hub.ts). */
export type FeedPush =
  | { type: 'price'; data: { selection_id: number; odds: number } }
  | { type: 'market'; data: { market_id: number; event_id: number; status: 'open' | 'suspended' | 'closed' } }
  | {
      type: 'score';
      data: { event_id: number; phase: string; minute: number; home_score: number; away_score: number };
    }
  | { type: 'event'; data: { event_id: number; kind: 'new' | 'finished' } }
  /** bets on these events were settled, and committed (api/settled.ts refreshes the balance and history) */
  | { type: 'settled'; data: { event_ids: number[] } };

/**
 * The events answer with a push applied (for the query cache): a new price, a market suspended / reopened
 * (closed: gone), a live score (finished: the event is gone), a finished event gone. Unchanged: the same array.
 * A new event is not applied here (the page refetches the list), nor a settlement (nothing of the list changes).
 */
export function applyPush(events: SportEvent[], m: FeedPush): SportEvent[] {
  switch (m.type) {
    case 'price': {
      let changed = false;
      const next = events.map((e) => {
        if (!e.markets.some((k) => k.selections.some((s) => s.selection_id === m.data.selection_id)))
          return e;
        changed = true;
        return {
          ...e,
          markets: e.markets.map((k) =>
            k.selections.some((s) => s.selection_id === m.data.selection_id)
              ? {
                  ...k,
                  selections: k.selections.map((s) =>
                    s.selection_id === m.data.selection_id ? { ...s, odds: m.data.odds } : s,
                  ),
                }
              : k,
          ),
        };
      });
      return changed ? next : events;
    }
    case 'market': {
      const e = events.find((x) => x.event_id === m.data.event_id);
      if (!e || !e.markets.some((k) => k.market_id === m.data.market_id)) return events;
      const { status } = m.data;
      const markets =
        status === 'closed'
          ? e.markets.filter((k) => k.market_id !== m.data.market_id)
          : e.markets.map((k) => (k.market_id === m.data.market_id ? { ...k, status } : k));
      return events.map((x) => (x === e ? { ...e, markets } : x));
    }
    case 'score': {
      const e = events.find((x) => x.event_id === m.data.event_id);
      if (!e) return events;
      if (m.data.phase === 'finished') return events.filter((x) => x !== e);
      const { phase, minute, home_score, away_score } = m.data;
      return events.map((x) =>
        x === e ? { ...e, phase: phase as 'not_started' | 'live', minute, home_score, away_score } : x,
      );
    }
    case 'event':
      return m.data.kind === 'finished' ? events.filter((x) => x.event_id !== m.data.event_id) : events;
    case 'settled':
      return events;
  }
}
