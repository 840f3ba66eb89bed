import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bet, Paged, SportEvent } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import { key, testApi, type TestApi } from './helpers';

/** Issue 9.3: a bet is priced from the server's own events, markets and selections; the client chooses nothing. */
let t: TestApi;
let demo: { account_id: string; auth: string };
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const balance = async () =>
  (await t.call<{ game_balance: number }>('/api/auth/get_balance', demo)).value.game_balance;
const bet = (body: Record<string, unknown>) =>
  t.call<Bet & { balance: number }>('/api/sportsbook/place_bet', {
    ...demo,
    stake: 1_000,
    idempotency_key: key(),
    ...body,
  });

describe('sportsbook pricing', () => {
  it('lists open events with markets of the supported bet types and their prices', async () => {
    const events = await t.call<SportEvent[]>('/api/sportsbook/events', { limit: 100 });
    expect(events.statusCode).toBe(1);
    expect(events.value.length).toBeGreaterThanOrEqual(4);
    const types = new Set(events.value.flatMap((e) => e.markets.map((m) => m.bet_type)));
    for (const bt of ['1X2', 'HDP', 'OU', 'OE', 'DC', 'ML', '1X2H', 'HDPH', 'OUH'])
      expect(types).toContain(bt);
    for (const e of events.value) {
      expect(Date.parse(e.starts_at)).toBeGreaterThan(Date.now());
      expect(e.home_name_cn).toBeTruthy();
      for (const m of e.markets) for (const s of m.selections) expect(s.odds).toBeGreaterThanOrEqual(1.01);
    }
  });

  it('the audit attack: odds of 1000 on invented teams is refused and moves no money', async () => {
    const before = await balance();
    const forged = await bet({
      bet_type: 'HDP',
      odds: 1000,
      selections: [{ home_away: 1, home_team_name: 'Invented', away_team_name: 'Team' }],
    });
    expect(forged.statusMessage).toBe('invalidInput');
    expect(forged.statusDetail).toMatch(/^selections\.0\.selection_id/);
    expect(await balance()).toBe(before);
  });

  it('an unknown selection, a moved price and a started event are refused; nothing is written', async () => {
    const before = await balance();
    const [{ n: betsBefore } = { n: 0 }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM bets');
    expect(
      (await bet({ bet_type: 'HDP', selections: [{ selection_id: 999_999, odds: 2 }] })).statusMessage,
    ).toBe('selectionNotFound');
    const s = await t.selection('1X2', 1, 0);
    const changed = await bet({ bet_type: '1X2', selections: [{ ...s, odds: s.odds + 0.5 }] });
    expect(changed.statusMessage).toBe('oddsChanged');
    expect(changed.statusDetail).toContain(`now ${s.odds.toFixed(2)}`);
    // The feed moves the price after the player saw it: the old price is refused.
    await t.sql(
      'UPDATE sport_selections SET odds = odds + 0.1, price_version = price_version + 1 WHERE id = $1',
      [s.selection_id],
    );
    expect((await bet({ bet_type: '1X2', selections: [s] })).statusMessage).toBe('oddsChanged');
    const o = await t.selection('OU', 1, 1);
    await t.sql(
      `UPDATE sport_events SET starts_at = now() - interval '1 minute'
        WHERE id = (SELECT m.event_id FROM sport_markets m JOIN sport_selections x ON x.market_id = m.id WHERE x.id = $1)`,
      [o.selection_id],
    );
    expect((await bet({ bet_type: 'OU', selections: [o] })).statusMessage).toBe('marketClosed');
    expect(await balance()).toBe(before);
    const [{ n: betsAfter } = { n: 0 }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM bets');
    expect(betsAfter).toBe(betsBefore);
  });

  it('a single must match its market type; a PARLAY takes one selection per event', async () => {
    const s = await t.selection('OU', 2, 2);
    expect((await bet({ bet_type: 'HDP', selections: [s] })).statusDetail).toMatch(/^bet_type: .*OU/);
    const other = await t.selection('OE', 1, 2);
    expect((await bet({ bet_type: 'PARLAY', selections: [s, other] })).statusDetail).toMatch(
      /one selection per event/,
    );
  });

  it('a PARLAY whose combined odds rose above 1,000 is refused oddsAboveMaximum (exactly 1,000 is taken); no money moves', async () => {
    const a = await t.selection('1X2', 2, 0);
    const b = await t.selection('1X2', 2, 1);
    const was = await t.sql<{ id: number; odds: string }>(
      'SELECT id, odds FROM sport_selections WHERE id = ANY($1::int[])',
      [[a.selection_id, b.selection_id]],
    );
    const price = (id: number, odds: number) =>
      t.sql('UPDATE sport_selections SET odds = $2 WHERE id = $1', [id, odds]);
    try {
      // the slip checked 25 × 40 = 1,000; the away price rose to 41 before the bet arrived (1,025)
      await price(a.selection_id, 25);
      await price(b.selection_id, 41);
      const before = await balance();
      const refused = await bet({
        bet_type: 'PARLAY',
        selections: [
          { selection_id: a.selection_id, odds: 25 },
          { selection_id: b.selection_id, odds: 41 },
        ],
      });
      expect(refused.statusCode).not.toBe(1);
      expect(refused.statusMessage).toBe('oddsAboveMaximum');
      expect(refused.statusDetail).toBe('selections: combined odds above 1000');
      expect(await balance()).toBe(before);

      await price(b.selection_id, 40);
      const placed = await bet({
        bet_type: 'PARLAY',
        selections: [
          { selection_id: a.selection_id, odds: 25 },
          { selection_id: b.selection_id, odds: 40 },
        ],
      });
      expect(placed.statusCode, placed.statusDetail).toBe(1);
      expect(placed.value.odds).toBe(1000);
    } finally {
      for (const r of was) await price(r.id, Number(r.odds));
    }
  });

  it('a bet is placed at the server price with the server teams; settling won pays stake × that price', async () => {
    const s = await t.selection('OE', 2, 3);
    const before = await balance();
    const placed = await bet({ bet_type: 'OE', selections: [s], home_team_name: 'Ignored', odds: 1000 });
    expect(placed.statusCode).toBe(1);
    expect(placed.value.odds).toBe(s.odds);
    expect(placed.value.potential_payout).toBe(Math.floor((1_000 * Math.round(s.odds * 1000)) / 1000));
    expect(placed.value.selections[0]).toMatchObject({ bet_type: 'OE', home_away: 2 });
    expect(placed.value.selections[0]!.home_team_name).not.toBe('Ignored');
    const settled = await t.admin<Bet>('/api/operator/settle_bet', {
      bet_id: placed.value.bet_id,
      result: 'won',
    });
    expect(settled.value.payout).toBe(placed.value.potential_payout);
    expect(await balance()).toBe(before - 1_000 + placed.value.potential_payout);
  });

  it('a quarter-line bet settles half won (half at the odds, half back) or half lost (half back)', async () => {
    const events = await t.call<SportEvent[]>('/api/sportsbook/events', { limit: 100 });
    const quarter = events.value
      .flatMap((e) => e.markets)
      .find((m) => m.bet_type === 'HDP' && m.criteria1 === '-0.25');
    expect(quarter).toBeTruthy();
    const [home, away] = quarter!.selections;
    const before = await balance();
    const a = await bet({
      bet_type: 'HDP',
      selections: [{ selection_id: home!.selection_id, odds: home!.odds }],
    });
    const b = await bet({
      bet_type: 'HDP',
      selections: [{ selection_id: away!.selection_id, odds: away!.odds }],
    });
    expect(a.statusCode).toBe(1);
    const won = await t.admin<Bet>('/api/operator/settle_bet', {
      bet_id: a.value.bet_id,
      result: 'half_won',
    });
    expect(won.value).toMatchObject({
      status: 'won',
      payout: Math.floor((a.value.potential_payout + 1_000) / 2),
    });
    const lost = await t.admin<Bet>('/api/operator/settle_bet', {
      bet_id: b.value.bet_id,
      result: 'half_lost',
    });
    expect(lost.value).toMatchObject({ status: 'lost', payout: 500 });
    expect(await balance()).toBe(before - 2_000 + won.value.payout + 500);
  });

  it('a suspended market is listed as such and refused', async () => {
    const events = await t.call<SportEvent[]>('/api/sportsbook/events', { limit: 100 });
    const suspended = events.value.flatMap((e) => e.markets).find((m) => m.status === 'suspended');
    expect(suspended).toBeTruthy();
    const s = suspended!.selections[0]!;
    const refused = await bet({
      bet_type: suspended!.bet_type,
      selections: [{ selection_id: s.selection_id, odds: s.odds }],
    });
    expect(refused.statusMessage).toBe('marketClosed');
  });

  it('seeded bet history (placed before the markets existed) stays readable', async () => {
    const h = await t.call<Paged<Bet>>('/api/sportsbook/bet_history', { ...demo, page_size: 100 });
    expect(h.statusCode).toBe(1);
    const parlay = h.value.items.find((b) => b.bet_type === 'PARLAY' && b.selections.length === 3);
    expect(parlay?.selections[0]?.home_team_name).toBeTruthy();
  });
});
