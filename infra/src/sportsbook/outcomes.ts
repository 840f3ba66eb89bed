/**
 * The outcome of one bet selection from a match result (issue 14 §3: the feed settles finished events). Pure;
 * unit-tested (outcomes.test.ts). Conventions of the data (docs/sportsbook.md "Selection display"): `home_away`
 * 1 home, 2 away, 3 draw or the third pick; `criteria1` the line as the home side reads it, the score, the band,
 * the HT/FT pair or FG/LG. A type ending in `H` is decided on the first half. What cannot be decided from a
 * match result (an outright, an unknown type, a half-time market without a half-time score) is void.
 */
import { handicapOutcome, totalOutcome, type Outcome } from '../api/domain/settlement';

export interface MatchResult {
  home: number;
  away: number;
  /** half-time score; null when the sport has no halves (tennis, esports) */
  ht_home: number | null;
  ht_away: number | null;
  /** side of the first / last goal of the match and the last goal of the first half (null: no goal) */
  first_scorer: 1 | 2 | null;
  last_scorer: 1 | 2 | null;
  ht_last_scorer: 1 | 2 | null;
}

export interface SettledSelection {
  bet_type: string;
  criteria1: string;
  home_away: 1 | 2 | 3;
}

/** 1 home win, 2 away win, 3 draw. */
export function resultOf(home: number, away: number): 1 | 2 | 3 {
  return home > away ? 1 : home < away ? 2 : 3;
}

const won = (yes: boolean): Outcome => (yes ? 'won' : 'lost');

/** 1X2: the pick is the result. */
export function matchResultOutcome(homeAway: 1 | 2 | 3, home: number, away: number): Outcome {
  return won(resultOf(home, away) === homeAway);
}

/** Money line (no draw offered): a draw is void. */
export function moneyLineOutcome(homeAway: 1 | 2 | 3, home: number, away: number): Outcome {
  const r = resultOf(home, away);
  return r === 3 ? 'void' : won(r === homeAway);
}

/** Odd (1) / even (2) total. */
export function oddEvenOutcome(homeAway: 1 | 2 | 3, home: number, away: number): Outcome {
  return won((home + away) % 2 === 1 ? homeAway === 1 : homeAway === 2);
}

/** Double chance: 1 home or draw, 2 away or draw, 3 home or away. */
export function doubleChanceOutcome(homeAway: 1 | 2 | 3, home: number, away: number): Outcome {
  const r = resultOf(home, away);
  return won(homeAway === 1 ? r !== 2 : homeAway === 2 ? r !== 1 : r !== 3);
}

/** European handicap: the whole-goal `line` is added to the home score, then 1X2. */
export function europeanHandicapOutcome(
  line: number,
  homeAway: 1 | 2 | 3,
  home: number,
  away: number,
): Outcome {
  return matchResultOutcome(homeAway, home + line, away);
}

/** Draw no bet (1 home, 2 away), home no bet (2 away, 3 draw), away no bet (1 home, 3 draw): the named result is void. */
export function noBetOutcome(voidOn: 1 | 2 | 3, homeAway: 1 | 2 | 3, home: number, away: number): Outcome {
  const r = resultOf(home, away);
  return r === voidOn ? 'void' : won(r === homeAway);
}

/** To win to nil: the side wins and the other scores nothing. */
export function winToNilOutcome(homeAway: 1 | 2 | 3, home: number, away: number): Outcome {
  if (homeAway === 1) return won(home > 0 && away === 0);
  if (homeAway === 2) return won(away > 0 && home === 0);
  return 'void';
}

/** Clean sheet: 1 the home side concedes none, 2 the away side, 3 neither keeps one. */
export function cleanSheetOutcome(homeAway: 1 | 2 | 3, home: number, away: number): Outcome {
  if (homeAway === 1) return won(away === 0);
  if (homeAway === 2) return won(home === 0);
  return won(home > 0 && away > 0);
}

/** Correct score `criteria1` = "h-a". */
export function correctScoreOutcome(criteria1: string, home: number, away: number): Outcome {
  const m = /^(\d+)-(\d+)$/.exec(criteria1.trim());
  if (!m) return 'void';
  return won(Number(m[1]) === home && Number(m[2]) === away);
}

/** Total goals band `criteria1` = "a-b" (inclusive) or "a+". */
export function totalGoalsOutcome(criteria1: string, home: number, away: number): Outcome {
  const t = home + away;
  const range = /^(\d+)-(\d+)$/.exec(criteria1.trim());
  if (range) return won(t >= Number(range[1]) && t <= Number(range[2]));
  const plus = /^(\d+)\+$/.exec(criteria1.trim());
  if (plus) return won(t >= Number(plus[1]));
  return 'void';
}

/** Half time / full time `criteria1` = "HT/FT" with 1, X or 2 on each side. */
export function htftOutcome(criteria1: string, ht: [number, number], ft: [number, number]): Outcome {
  const m = /^([12X])\/([12X])$/i.exec(criteria1.trim());
  if (!m) return 'void';
  const code = (h: number, a: number) => (h > a ? '1' : h < a ? '2' : 'X');
  return won(code(...ht) === m[1]!.toUpperCase() && code(...ft) === m[2]!.toUpperCase());
}

/** First goal (`FG`) / last goal (`LG`): 1 home, 2 away, 3 no goal. */
export function firstLastGoalOutcome(criteria1: string, homeAway: 1 | 2 | 3, scorer: 1 | 2 | null): Outcome {
  if (!/^(FG|LG)$/i.test(criteria1.trim())) return 'void';
  return won((scorer ?? 3) === homeAway);
}

/** Every bet type the feed settles; PARLAY is settled from its legs (parlayOdds). */
export function selectionOutcome(s: SettledSelection, r: MatchResult): Outcome {
  const half = /H$/.test(s.bet_type) && !['HDP'].includes(s.bet_type);
  const type = half ? s.bet_type.slice(0, -1) : s.bet_type;
  let home = r.home;
  let away = r.away;
  if (half) {
    if (r.ht_home === null || r.ht_away === null) return 'void';
    home = r.ht_home;
    away = r.ht_away;
  }
  const line = Number(s.criteria1);
  const ha = s.home_away;
  switch (type) {
    case '1X2':
      return matchResultOutcome(ha, home, away);
    case 'ML':
      return moneyLineOutcome(ha, home, away);
    case 'HDP':
      return ha === 3 || !Number.isFinite(line) ? 'void' : handicapOutcome(line, ha, home, away);
    case 'OU':
    case 'BS':
      return ha === 3 || !Number.isFinite(line) ? 'void' : totalOutcome(line, ha, home, away);
    case 'OE':
      return oddEvenOutcome(ha, home, away);
    case 'DC':
      return doubleChanceOutcome(ha, home, away);
    case '1X2HDP':
      return Number.isFinite(line) ? europeanHandicapOutcome(line, ha, home, away) : 'void';
    case 'DNB':
      return noBetOutcome(3, ha, home, away);
    case 'HNB':
      return noBetOutcome(1, ha, home, away);
    case 'ANB':
      return noBetOutcome(2, ha, home, away);
    case 'TWTN':
      return winToNilOutcome(ha, home, away);
    case 'CL':
      return cleanSheetOutcome(ha, home, away);
    case 'CS':
      return correctScoreOutcome(s.criteria1, home, away);
    case 'TG':
      return totalGoalsOutcome(s.criteria1, home, away);
    case 'HTFT':
      // HTFTH (a first half of a half-time/full-time pair) means nothing: void
      if (half || r.ht_home === null || r.ht_away === null) return 'void';
      return htftOutcome(s.criteria1, [r.ht_home, r.ht_away], [r.home, r.away]);
    case 'FGLG': {
      const fg = s.criteria1.trim().toUpperCase() === 'FG';
      if (!half) return firstLastGoalOutcome(s.criteria1, ha, fg ? r.first_scorer : r.last_scorer);
      // first half: its first goal is the match's first goal if the half had one; its last goal is recorded
      const halfGoals = home + away > 0;
      return firstLastGoalOutcome(
        s.criteria1,
        ha,
        !halfGoals ? null : fg ? r.first_scorer : r.ht_last_scorer,
      );
    }
    default:
      // OR (outright) and anything unknown cannot be decided from one match
      return 'void';
  }
}

/**
 * A parlay's odds in thousandths from its legs' outcomes (each leg's odds in thousandths, floored leg by leg as
 * priceBet multiplies them): won legs count their odds, half won (odds + 1) / 2, void 1, half lost 1/2, lost 0.
 * Returns null while a leg is not decided yet.
 */
export function parlayOddsMilli(legs: { odds_milli: number; outcome: Outcome | null }[]): number | null {
  if (legs.some((l) => l.outcome === null)) return null;
  let milli = 1000;
  for (const l of legs) {
    const f =
      l.outcome === 'won'
        ? l.odds_milli
        : l.outcome === 'half_won'
          ? Math.floor((l.odds_milli + 1000) / 2)
          : l.outcome === 'void'
            ? 1000
            : l.outcome === 'half_lost'
              ? 500
              : 0;
    milli = Math.floor((milli * f) / 1000);
  }
  return milli;
}
