import { describe, expect, it } from 'vitest';
import { checkSlip } from './check';
import { EMPTY_SLIP, type Slip, type SlipLeg } from './slip';

const leg = (selection_id: number, event_id: number, odds: number): SlipLeg => ({
  selection_id,
  event_id,
  bet_type: 'HDP',
  odds,
  starts_at: '2030-01-01T00:00:00.000Z',
  selection: { bet_type: 'HDP', home_away: 1, criteria1: '-0.5', home_team_name: 'A', away_team_name: 'B' },
});
const still = { moved: 0, closed: 0 };

describe('checkSlip (Place bet, by button or Enter)', () => {
  it('keeps a stake problem as its key and the limits in minor units, not as words (a language switch re-reads it)', () => {
    const slip: Slip = { ...EMPTY_SLIP, legs: [leg(7, 1, 1.9)], stakes: { 7: '2000000' } };
    expect(checkSlip(slip, still, null, undefined)).toEqual({
      errors: { 7: { key: 'stakeTooHigh', amounts: { min: 100, max: 100_000_000 } } },
    });
    expect(checkSlip(slip, still, null, { min: 1000, max: 5_000_000 })).toEqual({
      errors: { 7: { key: 'stakeTooHigh', amounts: { min: 1000, max: 5_000_000 } } },
    });
  });

  it('refuses moved or closed prices and a bad parlay before any stake', () => {
    const slip: Slip = {
      ...EMPTY_SLIP,
      legs: [leg(1, 1, 1.9), leg(2, 1, 2)],
      mode: 'parlay',
      parlayStake: '10',
    };
    expect(checkSlip(slip, { moved: 0, closed: 1 }, null, undefined)).toEqual({
      errors: { form: { key: 'marketClosed' } },
    });
    expect(checkSlip(slip, { moved: 1, closed: 0 }, null, undefined)).toEqual({
      errors: { form: { key: 'confirmFirst' } },
    });
    expect(checkSlip(slip, still, null, undefined)).toEqual({ errors: { form: { key: 'parlaySameEvent' } } });
  });

  it('plans one bet per single, the balance shared between them', () => {
    const slip: Slip = {
      ...EMPTY_SLIP,
      legs: [leg(1, 1, 1.9), leg(2, 2, 2)],
      stakes: { 1: '300', 2: '300' },
    };
    const short = checkSlip(slip, still, 50_000, undefined);
    expect(short).toEqual({
      errors: { 2: { key: 'stakeOverBalance', amounts: { min: 100, max: 100_000_000 } } },
    });
    const ok = checkSlip(slip, still, 60_000, undefined);
    expect('bets' in ok && ok.bets.map((b) => [b.key, b.bet_type, b.stake, b.legs])).toEqual([
      ['1', 'HDP', 30_000, [1]],
      ['2', 'HDP', 30_000, [2]],
    ]);
  });

  it('plans one parlay of every leg at the odds the player accepted', () => {
    const slip: Slip = {
      ...EMPTY_SLIP,
      legs: [leg(1, 1, 1.9), leg(2, 2, 2)],
      mode: 'parlay',
      parlayStake: '10',
    };
    expect(checkSlip(slip, still, null, undefined)).toEqual({
      bets: [
        {
          key: 'parlay',
          bet_type: 'PARLAY',
          stake: 1000,
          selections: [
            { selection_id: 1, odds: 1.9 },
            { selection_id: 2, odds: 2 },
          ],
          legs: [1, 2],
        },
      ],
    });
    expect(checkSlip({ ...slip, parlayStake: '' }, still, null, undefined)).toEqual({
      errors: { parlay: { key: 'stakeRequired', amounts: { min: 100, max: 100_000_000 } } },
    });
  });
});
