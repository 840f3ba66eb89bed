import { describe, expect, it } from 'vitest';
import type { SportEvent } from '@site/shared';
import {
  applyPush,
  liveClock,
  currentPrices,
  filterEvents,
  leaguesOf,
  mainMarkets,
  parseWhen,
  selectionOf,
  sportsOf,
} from './view';

const market = (id: number, bet_type: string, status?: 'open' | 'suspended') => ({
  market_id: id,
  bet_type,
  criteria1: bet_type === 'HDP' ? '-0.25' : '',
  ...(status ? { status } : {}),
  selections: [
    { selection_id: id * 10 + 1, home_away: 1 as const, label: 'Home', odds: 1.9 },
    { selection_id: id * 10 + 2, home_away: 2 as const, label: 'Away', odds: 2.0 },
  ],
});
const now = new Date('2026-11-23T10:00:00');
const ev = (
  event_id: number,
  sport: string,
  league: string,
  starts: string,
  types: string[],
): SportEvent => ({
  event_id,
  sport,
  league,
  home_team: 'H',
  away_team: 'A',
  home_name_cn: '主',
  starts_at: new Date(starts).toISOString(),
  markets: types.map((t, i) => market(event_id * 100 + i, t, t === 'OUH' ? 'suspended' : undefined)),
});
const events = [
  ev(1, 'tennis', 'Open', '2026-11-23T20:00:00', ['ML']),
  ev(2, 'football', 'PFL', '2026-11-24T20:00:00', ['OE', 'OU', '1X2', 'HDP', 'OUH']),
  ev(3, 'football', 'ASEAN', '2026-11-25T20:00:00', ['1X2']),
];

describe('sports view', () => {
  it('main markets: the result market, then HDP and OU', () => {
    expect(mainMarkets(events[1]!).map((m) => m.bet_type)).toEqual(['1X2', 'HDP', 'OU']);
    expect(mainMarkets(events[0]!).map((m) => m.bet_type)).toEqual(['ML']);
  });
  it('filters by sport, league and day', () => {
    expect(
      filterEvents(events, { sport: null, league: null, when: 'today' }, now).map((e) => e.event_id),
    ).toEqual([1]);
    expect(filterEvents(events, { sport: 'football', league: null, when: 'upcoming' }, now)).toHaveLength(2);
    expect(filterEvents(events, { sport: 'football', league: 'ASEAN', when: 'upcoming' }, now)).toHaveLength(
      1,
    );
    expect(sportsOf(events)).toEqual(['tennis', 'football']);
    expect(leaguesOf(events, 'football')).toEqual(['PFL', 'ASEAN']);
  });
  it('a selection carries the event teams in every language', () => {
    const s = selectionOf(events[1]!, events[1]!.markets[3]!, 2);
    expect(s).toMatchObject({ bet_type: 'HDP', home_away: 2, criteria1: '-0.25', home_name_cn: '主' });
  });
  it('suspended markets are not open for the slip', () => {
    const prices = currentPrices(events);
    expect(prices.get(2041)).toEqual({ odds: 1.9, open: false });
    expect(prices.get(1001)).toEqual({ odds: 1.9, open: true });
  });
  it('live / today / upcoming, and the when of the URL', () => {
    const live = {
      ...events[2]!,
      event_id: 4,
      phase: 'live' as const,
      minute: 30,
      home_score: 1,
      away_score: 0,
    };
    const all = [...events, { ...live, starts_at: new Date('2026-11-23T09:00:00').toISOString() }];
    expect(
      filterEvents(all, { sport: null, league: null, when: 'live' }, now).map((e) => e.event_id),
    ).toEqual([4]);
    expect(
      filterEvents(all, { sport: null, league: null, when: 'today' }, now).map((e) => e.event_id),
    ).toEqual([1, 4]);
    expect(
      filterEvents(all, { sport: null, league: null, when: 'upcoming' }, now).map((e) => e.event_id),
    ).toEqual([1, 2, 3]);
    expect(parseWhen(new URLSearchParams('when=live'))).toBe('live');
    expect(parseWhen(new URLSearchParams('when=yesterday'))).toBeNull();
  });
  it('pushes update the cached events: prices, suspended and closed markets, scores, finished events', () => {
    const priced = applyPush(events, { type: 'price', data: { selection_id: 2001, odds: 2.5 } });
    expect(priced[1]!.markets[0]!.selections[0]!.odds).toBe(2.5);
    expect(priced[0]).toBe(events[0]);
    expect(applyPush(events, { type: 'price', data: { selection_id: 999, odds: 2 } })).toBe(events);
    const suspended = applyPush(events, {
      type: 'market',
      data: { market_id: 200, event_id: 2, status: 'suspended' },
    });
    expect(suspended[1]!.markets[0]!.status).toBe('suspended');
    expect(currentPrices(suspended).get(2001)).toEqual({ odds: 1.9, open: false });
    const closed = applyPush(events, {
      type: 'market',
      data: { market_id: 200, event_id: 2, status: 'closed' },
    });
    expect(closed[1]!.markets).toHaveLength(4);
    const scored = applyPush(events, {
      type: 'score',
      data: { event_id: 1, phase: 'live', minute: 12, home_score: 1, away_score: 0 },
    });
    expect(scored[0]).toMatchObject({ phase: 'live', minute: 12, home_score: 1 });
    const over = applyPush(events, {
      type: 'score',
      data: { event_id: 1, phase: 'finished', minute: 90, home_score: 1, away_score: 0 },
    });
    expect(over.map((e) => e.event_id)).toEqual([2, 3]);
    expect(applyPush(events, { type: 'event', data: { event_id: 3, kind: 'finished' } })).toHaveLength(2);
    expect(applyPush(events, { type: 'event', data: { event_id: 9, kind: 'new' } })).toBe(events);
  });
});

describe('what a live match shows beside its badge', () => {
  it('timed sports: the minute; tennis and esports: the set / map being played (best of three)', () => {
    expect(liveClock({ sport: 'football', minute: 67, home_score: 1, away_score: 0 })).toEqual({
      key: 'liveMinute',
      minute: 67,
    });
    expect(liveClock({ sport: 'basketball', minute: 30, home_score: 60, away_score: 58 })?.key).toBe(
      'liveMinute',
    );
    expect(liveClock({ sport: 'tennis', minute: 152, home_score: 1, away_score: 0 })).toEqual({
      key: 'liveSet',
      n: 2,
    });
    expect(liveClock({ sport: 'tennis', minute: 300, home_score: 1, away_score: 1 })).toEqual({
      key: 'liveSet',
      n: 3,
    });
    expect(liveClock({ sport: 'tennis', minute: 0, home_score: 0, away_score: 0 })).toEqual({
      key: 'liveSet',
      n: 1,
    });
    expect(liveClock({ sport: 'esports', minute: 40, home_score: 0, away_score: 1 })).toEqual({
      key: 'liveMap',
      n: 2,
    });
    expect(liveClock({ sport: 'esports', minute: 90, home_score: 2, away_score: 1 })).toEqual({
      key: 'liveMap',
      n: 3,
    });
    expect(liveClock({ sport: 'curling', minute: 5, home_score: 0, away_score: 0 })).toBeNull();
  });
});
