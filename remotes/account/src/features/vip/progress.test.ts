import { describe, expect, it } from 'vitest';
import { stillNeeded, vipStanding } from './progress';

const level = {
  starting_deposit: 500_000,
  cycle_deposit: 250_000,
  deposit_next: 2_000_000,
  starting_turnover: 2_000_000,
  cycle_turnover: 9_000_000,
  turnover_next: 10_000_000,
  vip_name: 'Silver',
  vip_name_next: 'Gold',
};

describe('VIP standing (SPEC §4)', () => {
  it('gives the percentages capped at 100 and the amounts still needed', () => {
    const s = vipStanding(level)!;
    expect(s.depoProgress).toBe(37.5);
    expect(s.toProgress).toBe(100);
    expect(s.depositNeeded).toBe(1_250_000);
    expect(s.turnoverNeeded).toBe(0);
    expect(s.currentLevel).toBe('Silver');
    expect(s.nextLevel).toBe('Gold');
  });
  it('is not computable at the top level: 0 % and no amount needed', () => {
    const s = vipStanding({ ...level, deposit_next: 0, turnover_next: 0, vip_name_next: '' })!;
    expect(s.depoProgress).toBe(0);
    expect(s.toProgress).toBe(0);
    expect(s.depositNeeded).toBeNull();
    expect(s.turnoverNeeded).toBeNull();
  });
  it('needs no amount below zero and nothing for a missing answer', () => {
    expect(stillNeeded(0, 3_000, 1_000)).toBe(0);
    expect(stillNeeded(0, 0, Number.NaN)).toBeNull();
    expect(vipStanding(undefined)).toBeNull();
  });
});
