/**
 * Settlement of Asian handicap and over/under lines (issue 14), pure and unit-tested (test/settlement.test.ts).
 *
 * A quarter line (`-0.25`, `2.75`, read `-0/0.5`, `2.5/3`) is two half-stakes on the two neighbouring lines, so a
 * bet can be half won (half the stake wins at the odds, half comes back) or half lost (half the stake comes
 * back). Lines are as the market stores them: HDP `criteria1` is the home side's handicap, OU the total.
 */
export type Outcome = 'won' | 'half_won' | 'void' | 'half_lost' | 'lost';

/** The two lines a quarter line splits into, or the line alone. */
export function splitLine(line: number): number[] {
  const quarter = Math.abs(((Math.abs(line) * 4) % 2) - 1) < 1e-9;
  return quarter ? [line - 0.25, line + 0.25] : [line];
}

function combine(parts: number[]): Outcome {
  // each part: +1 win, 0 push, -1 loss
  const sum = parts.reduce((a, b) => a + b, 0) / parts.length;
  if (sum === 1) return 'won';
  if (sum === 0.5) return 'half_won';
  if (sum === 0) return 'void';
  if (sum === -0.5) return 'half_lost';
  return 'lost';
}

const sign = (n: number) => (Math.abs(n) < 1e-9 ? 0 : n > 0 ? 1 : -1);

/** Asian handicap: `line` is the home side's handicap; `homeAway` 1 backs home, 2 away. */
export function handicapOutcome(line: number, homeAway: 1 | 2, home: number, away: number): Outcome {
  return combine(
    splitLine(line).map((l) => {
      const margin = home + l - away;
      return homeAway === 1 ? sign(margin) : -sign(margin);
    }),
  );
}

/** Over/under: `homeAway` 1 is over, 2 under. */
export function totalOutcome(line: number, homeAway: 1 | 2, home: number, away: number): Outcome {
  return combine(
    splitLine(line).map((l) => {
      const d = home + away - l;
      return homeAway === 1 ? sign(d) : -sign(d);
    }),
  );
}

/**
 * What a settled bet pays back, in minor units (floored): won the potential payout (stake × odds), half won half
 * of it plus half the stake, void the stake, half lost half the stake, lost nothing.
 */
export function settlementPayout(stake: number, potential: number, outcome: Outcome): number {
  switch (outcome) {
    case 'won':
      return potential;
    case 'half_won':
      return Math.floor((potential + stake) / 2);
    case 'void':
      return stake;
    case 'half_lost':
      return Math.floor(stake / 2);
    case 'lost':
      return 0;
  }
}

/** The bet status a result is shown as (the history knows open, won, lost and void). */
export function settledStatus(outcome: Outcome): 'won' | 'lost' | 'void' {
  return outcome === 'half_won' ? 'won' : outcome === 'half_lost' ? 'lost' : outcome;
}
