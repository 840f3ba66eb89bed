import { describe, expect, it } from 'vitest';
import { kickOff, oddsFromShares, playOut, priceLive, seededRand, stepMinute } from './sim';
import { nudged } from './feed';

describe('match simulation', () => {
  it('football: about 2.6 goals, halves recorded, 90 minutes; a seeded run repeats', () => {
    const rand = seededRand(7);
    let goals = 0;
    for (let i = 0; i < 2000; i++) {
      const end = playOut(kickOff(), 'football', 0, rand);
      expect(end.minute).toBe(90);
      expect(end.ht_home).not.toBeNull();
      expect(end.ht_home!).toBeLessThanOrEqual(end.home);
      expect(end.home + end.away > 0 ? end.first_scorer : null).toBe(end.first_scorer);
      goals += end.home + end.away;
    }
    expect(goals / 2000).toBeGreaterThan(2.2);
    expect(goals / 2000).toBeLessThan(3);
    expect(playOut(kickOff(), 'football', 0.1, seededRand(3))).toEqual(
      playOut(kickOff(), 'football', 0.1, seededRand(3)),
    );
  });
  it('basketball about 210 points; tennis and esports end at two sets / maps', () => {
    const rand = seededRand(11);
    let points = 0;
    for (let i = 0; i < 300; i++) {
      const end = playOut(kickOff(), 'basketball', 0, rand);
      points += end.home + end.away;
    }
    expect(points / 300).toBeGreaterThan(190);
    expect(points / 300).toBeLessThan(235);
    for (const sport of ['tennis', 'esports'] as const) {
      const end = playOut(kickOff(), sport, 0, rand);
      expect(Math.max(end.home, end.away)).toBe(2);
      expect(end.ht_home).toBeNull();
    }
  });
  it('a step never plays a finished match', () => {
    const s = { ...kickOff(), finished: true };
    expect(stepMinute(s, 'football', 0, seededRand(1))).toEqual([]);
    expect(s.minute).toBe(0);
  });
  it('odds from the outcome shares: fair price times the margin, pushes accounted', () => {
    expect(oddsFromShares({ won: 0.5, half_won: 0, void: 0, half_lost: 0, lost: 0.5 })).toBe(1.9);
    expect(oddsFromShares({ won: 0.4, half_won: 0, void: 0.2, half_lost: 0, lost: 0.4 })).toBe(1.9);
    expect(oddsFromShares({ won: 0, half_won: 0, void: 0, half_lost: 0, lost: 1 })).toBeNull();
    expect(oddsFromShares({ won: 1, half_won: 0, void: 0, half_lost: 0, lost: 0 })).toBe(1.01);
  });
  it('live prices: the side ahead late is short; a decided market closes', () => {
    const late = { ...kickOff(), minute: 80, home: 2, away: 0, ht_home: 1, ht_away: 0 };
    const [x12, tg] = priceLive(
      late,
      'football',
      0,
      [
        {
          selections: [
            { bet_type: '1X2', criteria1: '', home_away: 1 as const },
            { bet_type: '1X2', criteria1: '', home_away: 2 as const },
          ],
        },
        { selections: [{ bet_type: 'TG', criteria1: '2-3', home_away: 1 as const }] },
        { selections: [{ bet_type: 'OU', criteria1: '1.5', home_away: 1 as const }] },
      ],
      seededRand(5),
    );
    expect(x12!.odds[0]).toBeLessThan(1.2);
    expect(x12!.odds[1]).toBeGreaterThan(20);
    expect(tg!.decided).toBe(false);
    const ou = priceLive(
      late,
      'football',
      0,
      [{ selections: [{ bet_type: 'OU', criteria1: '1.5', home_away: 1 as const }] }],
      seededRand(5),
    );
    expect(ou[0]!.decided).toBe(true);
  });
  it('a nudged price moves 2–6 % and stays within bounds', () => {
    const rand = seededRand(9);
    for (let i = 0; i < 200; i++) {
      const n = nudged(2, rand);
      expect(n).not.toBe(2);
      expect(Math.abs(n - 2) / 2).toBeLessThanOrEqual(0.065);
    }
    expect(nudged(1.01, () => 0.9)).toBeGreaterThanOrEqual(1.01);
  });
});
