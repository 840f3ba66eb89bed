import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_TYPES } from '@site/shared';
import { testApi, type TestApi } from './helpers';
import { seedPick } from '../src/db/seed/bet-picks';

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());

/** What a pick of each type (first-half twins as their full-time type) may look like. */
const VALID: Record<string, (p: { home_away: number; criteria1: string }) => boolean> = {
  HDP: (p) => p.home_away !== 3 && /^-?\d+(\.\d+)?$/.test(p.criteria1),
  '1X2HDP': (p) => p.home_away !== 3 && /^-?\d+(\.\d+)?$/.test(p.criteria1),
  OU: (p) => p.home_away !== 3 && /^\d+(\.\d+)?$/.test(p.criteria1),
  BS: (p) => p.home_away !== 3 && /^\d+(\.\d+)?$/.test(p.criteria1),
  CS: (p) => /^\d+-\d+$/.test(p.criteria1),
  TG: (p) => /^\d+-\d+$/.test(p.criteria1),
  HTFT: (p) => /^[12X]\/[12X]$/.test(p.criteria1),
  FGLG: (p) => p.criteria1 === 'FG' || p.criteria1 === 'LG',
  OR: (p) => p.criteria1.length > 0,
  HNB: (p) => p.home_away !== 1 && p.criteria1 === '',
  ANB: (p) => p.home_away !== 2 && p.criteria1 === '',
};
const H = new Set(['HDPH', 'OUH', 'OEH', 'MLH', '1X2H', '1X2HDPH', 'CSH', 'TGH', 'HTFTH', 'FGLGH', 'DCH']);
const valid = (type: string, p: { home_away: number; criteria1: string }) => {
  const base = H.has(type) ? type.slice(0, -1) : type;
  const rule = VALID[base] ?? ((x) => x.criteria1 === '' && [1, 2, 3].includes(x.home_away));
  return rule(p);
};

describe('the seeded bet history reads like real bets', () => {
  it('every bet type gets picks its market offers', () => {
    for (const type of BET_TYPES.filter((b) => b !== 'PARLAY'))
      for (let n = 0; n < 12; n++)
        expect(valid(type, seedPick(type, n, 'Arsenal')), `${type} #${n}`).toBe(true);
  });

  it('every seeded selection in the database is such a pick, and no parlay leg is a parlay', async () => {
    const rows = await t.sql<{ bet_type: string; home_away: number; criteria1: string }>(
      'SELECT bet_type, home_away, criteria1 FROM bet_selections',
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const r of rows) {
      expect(r.bet_type).not.toBe('PARLAY');
      expect(valid(r.bet_type, r), `${r.bet_type} ${r.home_away} ${r.criteria1}`).toBe(true);
    }
  });
});
