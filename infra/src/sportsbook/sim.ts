/**
 * The match simulation of the feed (issue 14 §3), pure: one simulated minute at a time per sport, and live
 * prices by simulating the rest of a match many times and settling every selection on each run with the same
 * outcome functions the settlement uses (so a price is what the settlement will pay, less the margin).
 * Unit-tested in sim.test.ts. `rand` is any [0, 1) source: crypto in the running feed, seeded in tests.
 */
import type { Outcome } from '../api/domain/settlement';
import { selectionOutcome, type MatchResult, type SettledSelection } from './outcomes';

export type Sport = 'football' | 'basketball' | 'tennis' | 'esports';
export type Rand = () => number;

export interface LiveState extends MatchResult {
  minute: number;
  finished: boolean;
}

export interface SportModel {
  /** simulated minutes per feed tick */
  minutesPerTick: number;
  /** the half-time minute (null: no halves, no first-half markets) */
  half: number | null;
  /** a score suspends the event's markets for a few ticks (a goal); points in basketball do not */
  suspendOnScore: boolean;
}

export const MODELS: Record<Sport, SportModel> = {
  football: { minutesPerTick: 2, half: 45, suspendOnScore: true },
  basketball: { minutesPerTick: 2, half: 24, suspendOnScore: false },
  tennis: { minutesPerTick: 8, half: null, suspendOnScore: false },
  esports: { minutesPerTick: 6, half: null, suspendOnScore: false },
};

export function kickOff(): LiveState {
  return {
    minute: 0,
    home: 0,
    away: 0,
    ht_home: null,
    ht_away: null,
    first_scorer: null,
    last_scorer: null,
    ht_last_scorer: null,
    finished: false,
  };
}

function score(s: LiveState, side: 1 | 2, points: number, half: number | null) {
  if (side === 1) s.home += points;
  else s.away += points;
  s.first_scorer ??= side;
  s.last_scorer = side;
  if (half !== null && s.minute < half) s.ht_last_scorer = side;
}

/**
 * One simulated minute (mutates `s`): football goals at about 2.5 a match, basketball about 210 points, tennis
 * sets and esports maps (best of three) about every 40 minutes. `edge` (-0.5…0.5) favours the home side. Returns
 * the sides that scored this minute.
 */
export function stepMinute(s: LiveState, sport: Sport, edge: number, rand: Rand): (1 | 2)[] {
  if (s.finished) return [];
  const scored: (1 | 2)[] = [];
  const half = MODELS[sport].half;
  if (sport === 'football') {
    if (rand() < (1.45 * (1 + edge)) / 90) scored.push(1);
    if (rand() < (1.15 * (1 - edge)) / 90) scored.push(2);
    for (const side of scored) score(s, side, 1, half);
  } else if (sport === 'basketball') {
    for (const side of [1, 2] as const) {
      const p = 0.48 * (1 + (side === 1 ? edge : -edge) / 4);
      let points = 0;
      for (let i = 0; i < 2; i++) if (rand() < p) points += rand() < 0.3 ? 3 : 2;
      if (points) {
        score(s, side, points, half);
        scored.push(side);
      }
    }
  } else if (rand() < 1 / 40) {
    // tennis and esports: a set / map ends; the stronger side takes it more often
    const side = rand() < Math.min(0.85, Math.max(0.15, 0.5 + edge)) ? 1 : 2;
    score(s, side, 1, half);
    scored.push(side);
  }
  s.minute += 1;
  if (half !== null && s.minute === half) {
    s.ht_home = s.home;
    s.ht_away = s.away;
  }
  if (sport === 'football' && s.minute >= 90) s.finished = true;
  if (sport === 'basketball' && s.minute >= 48) s.finished = true;
  if ((sport === 'tennis' || sport === 'esports') && (s.home >= 2 || s.away >= 2 || s.minute >= 400))
    s.finished = true;
  return scored;
}

/** Plays the rest of a match from `s` (a copy) to its end. */
export function playOut(s: LiveState, sport: Sport, edge: number, rand: Rand): LiveState {
  const c = { ...s };
  while (!c.finished) stepMinute(c, sport, edge, rand);
  return c;
}

/** The bookmaker's share: a fair price is multiplied by this. */
export const MARGIN = 0.95;
export const MAX_LIVE_ODDS = 100;

/**
 * Decimal odds from the shares of outcomes over the simulated runs, so that the expected return at fair odds is
 * the stake: won pays o, half won (o + 1) / 2, void 1, half lost 1/2. Null: the selection never wins.
 */
export function oddsFromShares(sh: Record<Outcome, number>): number | null {
  const winning = sh.won + sh.half_won / 2;
  if (winning <= 0) return null;
  const fair = (1 - sh.half_won / 2 - sh.void - sh.half_lost / 2) / winning;
  return Math.min(MAX_LIVE_ODDS, Math.max(1.01, Math.round(fair * MARGIN * 100) / 100));
}

export interface PricedMarket<M> {
  market: M;
  /** decided: a selection wins on (almost) every run, so the market closes */
  decided: boolean;
  /** the new odds per selection (in the order given); null: never wins (the odds stay capped) */
  odds: number[];
}

/** Live prices of an event's markets from `runs` simulations of the rest of the match. */
export function priceLive<M extends { selections: SettledSelection[] }>(
  s: LiveState,
  sport: Sport,
  edge: number,
  markets: M[],
  rand: Rand,
  runs = 600,
): PricedMarket<M>[] {
  const ends = Array.from({ length: runs }, () => playOut(s, sport, edge, rand));
  return markets.map((market) => {
    let decided = false;
    const odds = market.selections.map((sel) => {
      const sh: Record<Outcome, number> = { won: 0, half_won: 0, void: 0, half_lost: 0, lost: 0 };
      for (const end of ends) sh[selectionOutcome(sel, end)] += 1 / runs;
      if (sh.won >= 0.995) decided = true;
      return oddsFromShares(sh) ?? MAX_LIVE_ODDS;
    });
    return { market, decided, odds };
  });
}

/** A seeded [0, 1) source (mulberry32) for tests and replays. */
export function seededRand(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
