import { describe, expect, it } from 'vitest';
import {
  acceptPrices,
  EMPTY_SLIP,
  formatCombined,
  formatCombinedDecimal,
  loadSlip,
  oddsTooHigh,
  parlayOdds,
  parlayProblem,
  potentialPayout,
  priceChanges,
  saveSlip,
  shownPayout,
  stakeMinor,
  stakeProblem,
  toggleLeg,
  type SlipLeg,
} from './slip';

const leg = (selection_id: number, event_id: number, odds: number): SlipLeg => ({
  selection_id,
  event_id,
  bet_type: 'HDP',
  odds,
  starts_at: '2030-01-01T00:00:00.000Z',
  selection: { bet_type: 'HDP', home_away: 1, criteria1: '-0.5', home_team_name: 'A', away_team_name: 'B' },
});

describe('bet slip', () => {
  it('a price button toggles its pick', () => {
    const one = toggleLeg(EMPTY_SLIP, leg(1, 1, 1.9));
    expect(one.legs).toHaveLength(1);
    expect(toggleLeg(one, leg(1, 1, 1.9)).legs).toHaveLength(0);
  });

  it('a parlay takes 2–10 legs of different events', () => {
    expect(parlayProblem([leg(1, 1, 2)])).toBe('parlayTooFew');
    expect(parlayProblem([])).toBe('parlayTooFew');
    expect(parlayProblem([leg(1, 1, 2), leg(2, 1, 2)])).toBe('parlaySameEvent');
    expect(parlayProblem([leg(1, 1, 2), leg(2, 2, 2)])).toBeNull();
    const eleven = Array.from({ length: 11 }, (_, i) => leg(i + 1, i + 1, 1.5));
    expect(parlayProblem(eleven)).toBe('parlayTooMany');
    expect(parlayProblem(eleven.slice(0, 10))).toBeNull();
  });

  it('combined odds and payout round down as the server does', () => {
    expect(parlayOdds([leg(1, 1, 1.95), leg(2, 2, 1.87), leg(3, 3, 2.05)])).toBe(7.474);
    expect(potentialPayout(10_000, 1.95)).toBe(19_500);
    expect(potentialPayout(333, 1.87)).toBe(622);
  });

  it('stakes: required, within the limits and the balance', () => {
    expect(stakeMinor('12.5')).toBe(1250);
    expect(stakeMinor('1.234')).toBeNull();
    expect(stakeMinor('abc')).toBeNull();
    expect(stakeProblem(null, 1000)).toBe('stakeRequired');
    expect(stakeProblem(50, 1000)).toBe('stakeTooLow');
    expect(stakeProblem(100_000_001, null)).toBe('stakeTooHigh');
    expect(stakeProblem(2000, 1000)).toBe('stakeOverBalance');
    expect(stakeProblem(1000, 1000)).toBeNull();
    // a site's own limits (bet_limits)
    const site = { min: 1000, max: 5_000_000 };
    expect(stakeProblem(999, null, site)).toBe('stakeTooLow');
    expect(stakeProblem(5_000_001, null, site)).toBe('stakeTooHigh');
    expect(stakeProblem(1000, null, site)).toBeNull();
    expect(stakeProblem(5_000_000, null, site)).toBeNull();
  });

  it('the payout shows a figure only for a valid stake (no absurd payout beside an absurd stake)', () => {
    expect(shownPayout('100', 1.95, 1_000_000)).toBe(19_500);
    expect(shownPayout('999999999999999999999999999999', 6.45, 1_000_000)).toBeNull();
    expect(shownPayout('', 1.95, 1_000_000)).toBeNull();
    expect(shownPayout('abc', 1.95, 1_000_000)).toBeNull();
    expect(shownPayout('0', 1.95, 1_000_000)).toBeNull();
    expect(shownPayout('0.5', 1.95, null)).toBeNull(); // below the API's 1.00
    expect(shownPayout('1000000.01', 1.95, null)).toBeNull(); // above the API's 1,000,000.00
    expect(shownPayout('1000000', 1.95, null)).toBe(195_000_000);
    expect(shownPayout('600', 1.95, 50_000)).toBeNull(); // above the balance
    expect(shownPayout('500', 1.95, 50_000)).toBe(97_500);
    // a site's own limits
    const site = { min: 1000, max: 5_000_000 };
    expect(shownPayout('5', 2, null, site)).toBeNull();
    expect(shownPayout('50001', 2, null, site)).toBeNull();
    expect(shownPayout('10', 2, null, site)).toBe(2000);
  });

  it('moved and closed prices are found, and taken on re-confirm', () => {
    const slip = { ...EMPTY_SLIP, legs: [leg(1, 1, 1.9), leg(2, 2, 2.1), leg(3, 3, 1.5)] };
    const current = new Map([
      [1, { odds: 1.9, open: true }],
      [2, { odds: 2.2, open: true }],
      [3, { odds: 1.5, open: false }],
    ]);
    expect(priceChanges(slip.legs, current)).toEqual([
      { selection_id: 2, kind: 'moved', from: 2.1, to: 2.2 },
      { selection_id: 3, kind: 'suspended', from: 1.5, to: null },
    ]);
    expect(acceptPrices(slip, current).legs.map((l) => l.odds)).toEqual([1.9, 2.2, 1.5]);
  });

  it('a suspended market (listed, not open) is not a closed one (not listed), and comes back when it reopens', () => {
    const legs = [leg(1, 1, 1.9), leg(2, 2, 2.1)];
    const goal = new Map([[1, { odds: 1.9, open: false }]]);
    expect(priceChanges(legs, goal)).toEqual([
      { selection_id: 1, kind: 'suspended', from: 1.9, to: null },
      { selection_id: 2, kind: 'closed', from: 2.1, to: null },
    ]);
    const reopened = new Map([
      [1, { odds: 1.9, open: true }],
      [2, { odds: 2.1, open: true }],
    ]);
    expect(priceChanges(legs, reopened)).toEqual([]);
  });

  it("a parlay past the server's cap of 1,000 is refused and shows no payout; exactly 1,000 is taken", () => {
    const ten = Array.from({ length: 10 }, (_, i) => leg(i + 1, i + 1, 2.3));
    expect(parlayOdds(ten)).toBeGreaterThan(1000);
    expect(parlayProblem(ten)).toBe('parlayOddsTooHigh');
    expect(oddsTooHigh(1000)).toBe(false);
    expect(oddsTooHigh(1000.001)).toBe(true);
    expect(parlayProblem([leg(1, 1, 10), leg(2, 2, 100)])).toBeNull();
    expect(shownPayout('10', parlayOdds(ten), null)).toBeNull();
    expect(shownPayout('10', null, null)).toBeNull();
    expect(shownPayout('10', 1000, null)).toBe(1_000_000);
  });

  it('combined odds read as the server prices them: thousandths kept (20.496, not 20.50), thousands separated', () => {
    const odds = parlayOdds([leg(1, 1, 1.95), leg(2, 2, 1.87), leg(3, 3, 2.05), leg(4, 4, 2.74)]);
    expect(odds).toBe(20.478);
    expect(formatCombinedDecimal(20.496)).toBe('20.496');
    expect(formatCombinedDecimal(7.47)).toBe('7.47');
    expect(formatCombinedDecimal(2)).toBe('2.00');
    expect(formatCombinedDecimal(1000)).toBe('1,000.00');
    expect(formatCombinedDecimal(4067682.85)).toBe('4,067,682.85');
    // the payout is figured at the same thousandths the player reads (floor, as the server pays)
    expect(shownPayout('100', 20.496, null)).toBe(204_960);
    expect(formatCombined(1000, 'decimal')).toBe('1,000.00');
    expect(formatCombined(1000, 'hk')).toBe('999.00');
    expect(formatCombined(1001, 'american')).toBe('+100,000');
    expect(formatCombined(1.5, 'malay')).toBe('0.50');
  });

  it('survives a reload through storage; junk is dropped', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const slip = { ...EMPTY_SLIP, legs: [leg(1, 1, 1.9)], mode: 'parlay' as const, parlayStake: '50' };
    saveSlip(storage, slip);
    expect(loadSlip(storage)).toEqual(slip);
    store.set('sportsbook.slip', '{"legs":[{"selection_id":"x"}]}');
    expect(loadSlip(storage).legs).toEqual([]);
    store.set('sportsbook.slip', 'not json');
    expect(loadSlip(storage)).toEqual(EMPTY_SLIP);
    expect(loadSlip(null)).toEqual(EMPTY_SLIP);
  });
});
