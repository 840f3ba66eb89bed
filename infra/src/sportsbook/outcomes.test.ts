import { describe, expect, it } from 'vitest';
import {
  cleanSheetOutcome,
  correctScoreOutcome,
  doubleChanceOutcome,
  europeanHandicapOutcome,
  firstLastGoalOutcome,
  htftOutcome,
  matchResultOutcome,
  moneyLineOutcome,
  noBetOutcome,
  oddEvenOutcome,
  parlayOddsMilli,
  resultOf,
  selectionOutcome,
  totalGoalsOutcome,
  winToNilOutcome,
  type MatchResult,
} from './outcomes';
import { betSettlement } from './settle';

const result = (home: number, away: number, more: Partial<MatchResult> = {}): MatchResult => ({
  home,
  away,
  ht_home: null,
  ht_away: null,
  first_scorer: null,
  last_scorer: null,
  ht_last_scorer: null,
  ...more,
});

describe('outcome functions', () => {
  it('resultOf and 1X2', () => {
    expect([resultOf(2, 1), resultOf(0, 1), resultOf(1, 1)]).toEqual([1, 2, 3]);
    expect(matchResultOutcome(1, 2, 1)).toBe('won');
    expect(matchResultOutcome(3, 2, 1)).toBe('lost');
    expect(matchResultOutcome(3, 0, 0)).toBe('won');
    expect(matchResultOutcome(2, 0, 3)).toBe('won');
  });
  it('money line: a draw is void', () => {
    expect(moneyLineOutcome(1, 101, 99)).toBe('won');
    expect(moneyLineOutcome(2, 101, 99)).toBe('lost');
    expect(moneyLineOutcome(1, 100, 100)).toBe('void');
  });
  it('odd / even', () => {
    expect(oddEvenOutcome(1, 2, 1)).toBe('won');
    expect(oddEvenOutcome(2, 2, 1)).toBe('lost');
    expect(oddEvenOutcome(2, 0, 0)).toBe('won');
  });
  it('double chance', () => {
    expect(doubleChanceOutcome(1, 1, 1)).toBe('won');
    expect(doubleChanceOutcome(1, 0, 1)).toBe('lost');
    expect(doubleChanceOutcome(2, 1, 1)).toBe('won');
    expect(doubleChanceOutcome(2, 2, 1)).toBe('lost');
    expect(doubleChanceOutcome(3, 2, 1)).toBe('won');
    expect(doubleChanceOutcome(3, 1, 1)).toBe('lost');
  });
  it('European handicap applies the whole line to the home side', () => {
    expect(europeanHandicapOutcome(-1, 1, 2, 0)).toBe('won');
    expect(europeanHandicapOutcome(-1, 3, 2, 1)).toBe('won');
    expect(europeanHandicapOutcome(-1, 2, 1, 1)).toBe('won');
    expect(europeanHandicapOutcome(-1, 1, 1, 0)).toBe('lost');
  });
  it('draw / home / away no bet: the named result is void', () => {
    expect(noBetOutcome(3, 1, 1, 1)).toBe('void');
    expect(noBetOutcome(3, 1, 2, 1)).toBe('won');
    expect(noBetOutcome(3, 2, 2, 1)).toBe('lost');
    expect(noBetOutcome(1, 2, 2, 1)).toBe('void');
    expect(noBetOutcome(1, 3, 1, 1)).toBe('won');
    expect(noBetOutcome(1, 2, 1, 1)).toBe('lost');
    expect(noBetOutcome(2, 1, 0, 1)).toBe('void');
    expect(noBetOutcome(2, 1, 2, 1)).toBe('won');
  });
  it('to win to nil and clean sheet', () => {
    expect(winToNilOutcome(1, 2, 0)).toBe('won');
    expect(winToNilOutcome(1, 2, 1)).toBe('lost');
    expect(winToNilOutcome(2, 0, 1)).toBe('won');
    expect(winToNilOutcome(1, 0, 0)).toBe('lost');
    expect(winToNilOutcome(3, 0, 0)).toBe('void');
    expect(cleanSheetOutcome(1, 3, 0)).toBe('won');
    expect(cleanSheetOutcome(2, 3, 0)).toBe('lost');
    expect(cleanSheetOutcome(2, 0, 0)).toBe('won');
    expect(cleanSheetOutcome(3, 1, 1)).toBe('won');
    expect(cleanSheetOutcome(3, 1, 0)).toBe('lost');
  });
  it('correct score and total goals bands', () => {
    expect(correctScoreOutcome('2-1', 2, 1)).toBe('won');
    expect(correctScoreOutcome('2-1', 1, 2)).toBe('lost');
    expect(correctScoreOutcome('x', 1, 2)).toBe('void');
    expect(totalGoalsOutcome('0-1', 1, 0)).toBe('won');
    expect(totalGoalsOutcome('2-3', 1, 0)).toBe('lost');
    expect(totalGoalsOutcome('2-3', 2, 1)).toBe('won');
    expect(totalGoalsOutcome('4+', 2, 2)).toBe('won');
    expect(totalGoalsOutcome('4+', 2, 1)).toBe('lost');
    expect(totalGoalsOutcome('many', 2, 1)).toBe('void');
  });
  it('half time / full time and first / last goal', () => {
    expect(htftOutcome('1/1', [1, 0], [2, 0])).toBe('won');
    expect(htftOutcome('X/X', [0, 0], [1, 1])).toBe('won');
    expect(htftOutcome('X/2', [0, 0], [1, 1])).toBe('lost');
    expect(htftOutcome('2/1', [0, 1], [2, 1])).toBe('won');
    expect(htftOutcome('3/1', [0, 1], [2, 1])).toBe('void');
    expect(firstLastGoalOutcome('FG', 1, 1)).toBe('won');
    expect(firstLastGoalOutcome('LG', 1, 2)).toBe('lost');
    expect(firstLastGoalOutcome('FG', 3, null)).toBe('won');
    expect(firstLastGoalOutcome('FG', 1, null)).toBe('lost');
    expect(firstLastGoalOutcome('XX', 1, 1)).toBe('void');
  });
});

describe('selectionOutcome (every seeded type, first halves, void)', () => {
  const r = result(2, 1, { ht_home: 0, ht_away: 1, first_scorer: 2, last_scorer: 1, ht_last_scorer: 2 });
  const o = (bet_type: string, criteria1: string, home_away: 1 | 2 | 3, res = r) =>
    selectionOutcome({ bet_type, criteria1, home_away }, res);
  it('full-time types', () => {
    expect(o('1X2', '', 1)).toBe('won');
    expect(o('HDP', '-0.25', 1)).toBe('won');
    expect(o('HDP', '-1', 1)).toBe('void');
    expect(o('HDP', '-1.25', 2)).toBe('half_won');
    expect(o('OU', '2.75', 1)).toBe('half_won');
    expect(o('OU', '3', 2)).toBe('void');
    expect(o('BS', '2.5', 1)).toBe('won');
    expect(o('OE', '', 1)).toBe('won');
    expect(o('DC', '', 2)).toBe('lost');
    expect(o('ML', '', 1)).toBe('won');
    expect(o('1X2HDP', '-1', 3)).toBe('won');
    expect(o('DNB', '', 1)).toBe('won');
    expect(o('HNB', '', 2)).toBe('void');
    expect(o('ANB', '', 3)).toBe('lost');
    expect(o('TWTN', '', 1)).toBe('lost');
    expect(o('CL', '', 3)).toBe('won');
    expect(o('CS', '2-1', 1)).toBe('won');
    expect(o('TG', '2-3', 1)).toBe('won');
    expect(o('HTFT', '2/1', 1)).toBe('won');
    expect(o('FGLG', 'FG', 2)).toBe('won');
    expect(o('FGLG', 'LG', 1)).toBe('won');
  });
  it('first-half types read the half-time score', () => {
    expect(o('1X2H', '', 2)).toBe('won');
    expect(o('HDPH', '0', 2)).toBe('won');
    expect(o('OUH', '1.5', 2)).toBe('won');
    expect(o('OEH', '', 1)).toBe('won');
    expect(o('MLH', '', 2)).toBe('won');
    expect(o('DCH', '', 1)).toBe('lost');
    expect(o('CSH', '0-1', 1)).toBe('won');
    expect(o('TGH', '0-1', 1)).toBe('won');
    expect(o('1X2HDPH', '1', 3)).toBe('won');
    expect(o('FGLGH', 'FG', 2)).toBe('won');
    expect(o('FGLGH', 'LG', 2)).toBe('won');
    expect(o('FGLGH', 'FG', 3, result(1, 0, { ht_home: 0, ht_away: 0, first_scorer: 1 }))).toBe('won');
  });
  it('what cannot be decided is void', () => {
    expect(o('1X2H', '', 2, result(2, 1))).toBe('void'); // no half-time score (tennis, esports)
    expect(o('HTFTH', '1/1', 1)).toBe('void');
    expect(o('OR', '', 1)).toBe('void');
    expect(o('XYZ', '', 1)).toBe('void');
    expect(o('HDP', 'abc', 1)).toBe('void');
  });
});

describe('parlay settlement', () => {
  it('multiplies the legs in thousandths: won, half won, void, half lost, lost', () => {
    expect(
      parlayOddsMilli([
        { odds_milli: 1900, outcome: 'won' },
        { odds_milli: 2100, outcome: 'won' },
      ]),
    ).toBe(3990);
    expect(
      parlayOddsMilli([
        { odds_milli: 1900, outcome: 'won' },
        { odds_milli: 2000, outcome: 'void' },
      ]),
    ).toBe(1900);
    expect(
      parlayOddsMilli([
        { odds_milli: 1900, outcome: 'half_won' },
        { odds_milli: 2000, outcome: 'half_lost' },
      ]),
    ).toBe(725);
    expect(
      parlayOddsMilli([
        { odds_milli: 1900, outcome: 'won' },
        { odds_milli: 2000, outcome: null },
      ]),
    ).toBeNull();
  });
  it('a bet: waits for every leg; all won pays the potential; a lost leg loses; voids shorten the odds', () => {
    const legs = (...o: ('won' | 'void' | 'lost' | 'half_lost' | null)[]) =>
      o.map((outcome) => ({ odds_milli: 2000, outcome }));
    expect(betSettlement('PARLAY', 1000, legs('won', null))).toBeNull();
    expect(betSettlement('PARLAY', 1000, legs('won', 'won'))).toEqual({ result: 'won' });
    expect(betSettlement('PARLAY', 1000, legs('won', 'lost'))).toEqual({ result: 'lost' });
    expect(betSettlement('PARLAY', 1000, legs('void', 'void'))).toEqual({ result: 'void' });
    expect(betSettlement('PARLAY', 1000, legs('won', 'void'))).toEqual({ result: 'won', payout: 2000 });
    expect(betSettlement('PARLAY', 1000, legs('half_lost', 'void'))).toEqual({
      result: 'half_lost',
      payout: 500,
    });
    expect(betSettlement('OU', 1000, legs('void'))).toEqual({ result: 'void' });
    expect(betSettlement('OU', 1000, legs(null))).toBeNull();
  });
});
