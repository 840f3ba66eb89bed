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

export type When = 'today' | 'upcoming';

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
      (f.when === 'upcoming' || isToday(e.starts_at, now)),
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
