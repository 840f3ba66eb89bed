import { describe, expect, it } from 'vitest';
import { checkSlip, withoutResolved, type SlipErrors } from './check';
import { EMPTY_SLIP, type Slip, type SlipLeg } from './slip';

const leg = (selection_id: number, event_id: number, odds: number): SlipLeg => ({
  selection_id,
  event_id,
  bet_type: 'HDP',
  odds,
  starts_at: '2030-01-01T00:00:00.000Z',
  selection: { bet_type: 'HDP', home_away: 1, criteria1: '-0.5', home_team_name: 'A', away_team_name: 'B' },
});
const still = { moved: 0, closed: 0, suspended: 0 };

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
    expect(checkSlip(slip, { moved: 0, closed: 1, suspended: 0 }, null, undefined)).toEqual({
      errors: { form: { key: 'marketClosed' } },
    });
    expect(checkSlip(slip, { moved: 1, closed: 0, suspended: 0 }, null, undefined)).toEqual({
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

  it("refuses a suspended pick (wait) and a parlay past the server's odds cap before sending anything", () => {
    const slip: Slip = { ...EMPTY_SLIP, legs: [leg(1, 1, 1.9)], stakes: { 1: '10' } };
    expect(checkSlip(slip, { moved: 0, closed: 0, suspended: 1 }, null, undefined)).toEqual({
      errors: { form: { key: 'marketSuspended' } },
    });
    const ten: Slip = {
      ...EMPTY_SLIP,
      legs: Array.from({ length: 10 }, (_, i) => leg(i + 1, i + 1, 2.05)),
      mode: 'parlay',
      parlayStake: '10',
    };
    expect(checkSlip(ten, still, null, undefined)).toEqual({
      errors: { form: { key: 'parlayOddsTooHigh' } },
    });
  });
});

describe('withoutResolved (a message goes when its cause does)', () => {
  const c = (moved: number, suspended = 0, closed = 0) => ({ moved, suspended, closed });
  const confirm: SlipErrors = { form: { key: 'confirmFirst' } };
  it('drops "accept the new odds" once the moved prices are accepted, and nothing else', () => {
    expect(withoutResolved(confirm, c(1), c(0))).toBeNull();
    expect(withoutResolved(confirm, c(2), c(1))).toBe(confirm);
    const stake: SlipErrors = { ...confirm, 7: { key: 'stakeRequired' } };
    expect(withoutResolved(stake, c(1), c(0))).toEqual({ 7: { key: 'stakeRequired' } });
    expect(withoutResolved(null, c(1), c(0))).toBeNull();
  });
  it('keeps a server refusal until the refetched prices came and then went (never cleared by stale counts)', () => {
    const refused: SlipErrors = { form: { answer: { statusMessage: 'oddsChanged' } } };
    expect(withoutResolved(refused, c(0), c(0))).toBe(refused);
    expect(withoutResolved(refused, c(0), c(1))).toBe(refused);
    expect(withoutResolved(refused, c(1), c(0))).toBeNull();
  });
  it('drops "suspended" when the market reopens and "closed" when the closed pick is removed', () => {
    const wait: SlipErrors = { form: { key: 'marketSuspended' } };
    expect(withoutResolved(wait, c(0, 1), c(1, 0))).toBeNull();
    const closed: SlipErrors = { form: { key: 'marketClosed' } };
    expect(withoutResolved(closed, c(0, 0, 1), c(0, 0, 1))).toBe(closed);
    expect(withoutResolved(closed, c(0, 0, 1), c(0, 0, 0))).toBeNull();
  });
});
