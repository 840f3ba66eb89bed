import { describe, expect, it } from 'vitest';
import {
  handicapOutcome,
  settledStatus,
  settlementPayout,
  splitLine,
  totalOutcome,
} from '../src/api/domain/settlement';

describe('quarter lines settle as half win / half loss', () => {
  it('splits quarter lines into their two halves', () => {
    expect(splitLine(-0.25)).toEqual([-0.5, 0]);
    expect(splitLine(0.75)).toEqual([0.5, 1]);
    expect(splitLine(2.25)).toEqual([2, 2.5]);
    expect(splitLine(-0.5)).toEqual([-0.5]);
    expect(splitLine(0)).toEqual([0]);
  });

  it('Asian handicap home -0/0.5 (-0.25): a draw is half lost, a win won', () => {
    expect(handicapOutcome(-0.25, 1, 1, 1)).toBe('half_lost');
    expect(handicapOutcome(-0.25, 2, 1, 1)).toBe('half_won');
    expect(handicapOutcome(-0.25, 1, 2, 1)).toBe('won');
    expect(handicapOutcome(-0.25, 2, 2, 1)).toBe('lost');
  });

  it('Asian handicap home -0.5/1 (-0.75): a one-goal win is half won', () => {
    expect(handicapOutcome(-0.75, 1, 1, 0)).toBe('half_won');
    expect(handicapOutcome(-0.75, 2, 1, 0)).toBe('half_lost');
    expect(handicapOutcome(-0.75, 1, 2, 0)).toBe('won');
  });

  it('whole and half lines: push on a whole line, never on a half line', () => {
    expect(handicapOutcome(-1, 1, 1, 0)).toBe('void');
    expect(handicapOutcome(0, 2, 0, 0)).toBe('void');
    expect(handicapOutcome(-0.5, 1, 1, 0)).toBe('won');
    expect(handicapOutcome(+0.5, 1, 0, 0)).toBe('won');
  });

  it('over/under 2/2.5 (2.25) and 2.5/3 (2.75)', () => {
    expect(totalOutcome(2.25, 1, 1, 1)).toBe('half_lost');
    expect(totalOutcome(2.25, 2, 1, 1)).toBe('half_won');
    expect(totalOutcome(2.75, 1, 2, 1)).toBe('half_won');
    expect(totalOutcome(2.75, 2, 2, 1)).toBe('half_lost');
    expect(totalOutcome(2.5, 1, 2, 1)).toBe('won');
    expect(totalOutcome(3, 2, 2, 1)).toBe('void');
  });

  it('pays half the stake at the odds plus half back, or half back', () => {
    // stake 1000 at 1.95: potential 1950
    expect(settlementPayout(1000, 1950, 'won')).toBe(1950);
    expect(settlementPayout(1000, 1950, 'half_won')).toBe(1475);
    expect(settlementPayout(1000, 1950, 'void')).toBe(1000);
    expect(settlementPayout(1001, 1951, 'half_lost')).toBe(500);
    expect(settlementPayout(1000, 1950, 'lost')).toBe(0);
    expect(settledStatus('half_won')).toBe('won');
    expect(settledStatus('half_lost')).toBe('lost');
    expect(settledStatus('void')).toBe('void');
  });
});
