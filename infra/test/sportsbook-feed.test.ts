import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bet, Paged, SportEvent } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import type { SportsFeed } from '../src/sportsbook/feed';
import { feedFor, SUSPEND_TICKS } from '../src/sportsbook/feed';
import type { FeedMessage } from '../src/sportsbook/hub';
import { settleFinished } from '../src/sportsbook/settle';
import { seededRand } from '../src/sportsbook/sim';
import { PER_ADDRESS } from '../src/sportsbook/stream';
import { key, testApi, type TestApi } from './helpers';

/** Issue 14 §3: the simulated feed on PGlite, driven tick by tick with an injected clock and seeded randomness. */
let t: TestApi;
let demo: { account_id: string; auth: string };
let feed: SportsFeed;
const pushed: FeedMessage[] = [];
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
  feed = feedFor(t.platform.db);
  feed.rand = seededRand(42);
  feed.hub.subscribe((m) => pushed.push(m));
});
afterAll(() => t?.close());
beforeEach(() => limiter.reset());

const op = <T = Record<string, unknown>>(body: object) => t.admin<T>('/api/operator/sports_feed', body);
const events = async () => (await t.call<SportEvent[]>('/api/sportsbook/events', { limit: 100 })).value;
const bet = (bet_type: string, selections: { selection_id: number; odds: number }[], stake = 1_000) =>
  t.call<Bet & { balance: number }>('/api/sportsbook/place_bet', {
    ...demo,
    bet_type,
    stake,
    selections,
    idempotency_key: key(),
  });
const pick = (e: SportEvent, betType: string, homeAway: 1 | 2 | 3 = 1) => {
  const s = e.markets.find((m) => m.bet_type === betType)!.selections.find((x) => x.home_away === homeAway)!;
  return { selection_id: s.selection_id, odds: s.odds };
};
const scripted = async (sport = 'football') => {
  const made = await op<{ event_id: number }>({ action: 'create', sport });
  expect(made.statusCode).toBe(1);
  return made.value.event_id;
};
const eventOf = async (id: number) => (await events()).find((e) => e.event_id === id)!;
const ledgerOf = (betId: number) =>
  t.sql<{ kind: string; amount: number }>(`SELECT kind, amount FROM ledger WHERE ref = $1 ORDER BY id`, [
    `bet:${betId}`,
  ]);

describe('sportsbook feed', () => {
  it('needs the admin token', async () => {
    const a = await t.call('/api/operator/sports_feed', { action: 'tick' });
    expect(a.statusCode).not.toBe(1);
  });

  it('a moved price is pushed, bumps its version and refuses the old price', async () => {
    const id = await scripted();
    const s = pick(await eventOf(id), '1X2');
    pushed.length = 0;
    const moved = await op<{ odds: number; price_version: number }>({
      action: 'move',
      selection_id: s.selection_id,
    });
    expect(moved.value.odds).not.toBe(s.odds);
    expect(moved.value.price_version).toBe(2);
    expect(pushed).toContainEqual({
      type: 'price',
      data: expect.objectContaining({
        selection_id: s.selection_id,
        odds: moved.value.odds,
        price_version: 2,
      }),
    });
    expect((await bet('1X2', [s])).statusMessage).toBe('oddsChanged');
    expect((await bet('1X2', [{ ...s, odds: moved.value.odds }])).statusCode).toBe(1);
  });

  it('a goal suspends the markets for a few ticks, then they reopen with new prices; a live bet records the score', async () => {
    const id = await scripted();
    expect((await op({ action: 'start', event_id: id })).value).toMatchObject({
      phase: 'live',
      home_score: 0,
    });
    const live = await eventOf(id);
    expect(live).toMatchObject({ phase: 'live', minute: 0, home_score: 0, away_score: 0 });
    pushed.length = 0;
    expect((await op({ action: 'goal', event_id: id, side: 1 })).value).toMatchObject({ home_score: 1 });
    expect(pushed).toContainEqual({
      type: 'score',
      data: expect.objectContaining({ event_id: id, home_score: 1, away_score: 0 }),
    });
    expect(pushed.some((m) => m.type === 'market' && m.data.status === 'suspended')).toBe(true);
    const during = await eventOf(id);
    expect(during.markets.every((m) => m.status === 'suspended')).toBe(true);
    expect((await bet('1X2', [pick(during, '1X2')])).statusMessage).toBe('marketClosed');
    for (let i = 0; i < SUSPEND_TICKS; i++) await feed.tick();
    const after = await eventOf(id);
    expect(after.markets.filter((m) => m.status !== 'suspended').length).toBeGreaterThan(0);
    const home = pick(after, '1X2');
    expect(home.odds).toBeLessThan(pick(live, '1X2').odds); // a goal up: the home win is shorter
    const placed = await bet('1X2', [home]);
    expect(placed.statusCode).toBe(1);
    expect(placed.value.selections[0]).toMatchObject({ live_score: '1-0', live_minute: 0 });
  });

  it('a finished event settles an open single and (once all legs finish) a parlay, once; a second run pays nothing', async () => {
    const a = await scripted();
    const b = await scripted('tennis');
    await op({ action: 'start', event_id: a });
    const ea = await eventOf(a);
    const eb = await eventOf(b);
    const single = await bet('1X2', [pick(ea, '1X2', 1)]);
    const lost = await bet('OU', [pick(ea, 'OU', 2)]);
    const parlay = await bet('PARLAY', [pick(ea, 'OE', 2), pick(eb, 'ML', 2)]);
    expect([single.statusCode, lost.statusCode, parlay.statusCode]).toEqual([1, 1, 1]);
    expect(single.value.selections[0]).toMatchObject({ live_score: '0-0' });
    expect(parlay.value.selections[1]!.live_score).toBeUndefined();

    const done = await op<{ settled: number[]; phase: string }>({
      action: 'finish',
      event_id: a,
      home_score: 3,
      away_score: 1,
      ht_home_score: 1,
      ht_away_score: 1,
    });
    expect(done.value.phase).toBe('finished');
    expect(done.value.settled.sort()).toEqual([single.value.bet_id, lost.value.bet_id].sort());
    expect((await events()).some((e) => e.event_id === a)).toBe(false);
    const history = async () =>
      (await t.call<Paged<Bet>>('/api/sportsbook/bet_history', { ...demo, page_size: 100 })).value.items;
    const byId = async (id: number) => (await history()).find((x) => x.bet_id === id)!;
    expect(await byId(single.value.bet_id)).toMatchObject({
      status: 'won',
      payout: single.value.potential_payout,
    });
    expect(await byId(lost.value.bet_id)).toMatchObject({ status: 'lost', payout: 0 });
    expect((await byId(parlay.value.bet_id)).status).toBe('open'); // its tennis leg is still to play

    await op({ action: 'start', event_id: b });
    const fin = await op<{ settled: number[] }>({
      action: 'finish',
      event_id: b,
      home_score: 0,
      away_score: 2,
    });
    expect(fin.value.settled).toEqual([parlay.value.bet_id]);
    expect(await byId(parlay.value.bet_id)).toMatchObject({
      status: 'won',
      payout: parlay.value.potential_payout,
    });

    // again: a tick, the operator's finish, and two settlements at once move nothing more
    await feed.tick();
    expect((await op<{ settled: number[] }>({ action: 'finish', event_id: a })).value.settled).toEqual([]);
    const twice = await Promise.all([settleFinished(t.platform.db), settleFinished(t.platform.db)]);
    expect(twice.flatMap((r) => r.bets)).toEqual([]);
    expect(await ledgerOf(single.value.bet_id)).toEqual([
      { kind: 'bet', amount: -1_000 },
      { kind: 'win', amount: single.value.potential_payout },
    ]);
    expect(await ledgerOf(lost.value.bet_id)).toEqual([{ kind: 'bet', amount: -1_000 }]);
    expect(await ledgerOf(parlay.value.bet_id)).toEqual([
      { kind: 'bet', amount: -1_000 },
      { kind: 'win', amount: parlay.value.potential_payout },
    ]);
    expect(
      (await t.admin('/api/operator/settle_bet', { bet_id: single.value.bet_id, result: 'won' }))
        .statusMessage,
    ).toBe('alreadySettled');
  });

  it('the simulation plays the seeded matches through: kick-off, live scores, finish, every bet settled, new matches scheduled', async () => {
    const before = await events();
    const tennis = before.find(
      (e) => e.sport === 'tennis' && e.phase === 'not_started' && e.league === 'Manila Open',
    )!;
    const placed = await bet('ML', [pick(tennis, 'ML', 1)]);
    expect(placed.statusCode).toBe(1);
    // the clock jumps a week ahead: every seeded match is due
    feed.now = () => Date.now() + 7 * 24 * 3_600_000;
    const first = await feed.tick();
    expect(first.started).toContain(tennis.event_id);
    const liveNow = await events();
    expect(liveNow.find((e) => e.event_id === tennis.event_id)).toMatchObject({ phase: 'live' });
    let settled: number[] = [];
    let finished = 0;
    for (let i = 0; i < 80 && !settled.includes(placed.value.bet_id); i++) {
      const r = await feed.tick();
      settled = settled.concat(r.settled);
      finished += r.finished.length;
    }
    expect(settled).toContain(placed.value.bet_id);
    expect(finished).toBeGreaterThan(0);
    const [row] = await t.sql<{ status: string; payout: number; potential_payout: number }>(
      'SELECT status, payout, potential_payout FROM bets WHERE id = $1',
      [placed.value.bet_id],
    );
    expect(['won', 'lost']).toContain(row!.status);
    expect(Number(row!.payout)).toBe(row!.status === 'won' ? Number(row!.potential_payout) : 0);
    // no open bet is left on a finished event; the demo never runs dry
    const [{ n } = { n: 0 }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM bets b JOIN bet_selections bs ON bs.bet_id = b.id
         JOIN sport_selections s ON s.id = bs.selection_id JOIN sport_markets m ON m.id = s.market_id
         JOIN sport_events e ON e.id = m.event_id WHERE b.status = 'open' AND e.phase = 'finished' AND b.bet_type <> 'PARLAY'`,
    );
    expect(n).toBe(0);
    const [{ scheduled } = { scheduled: 0 }] = await t.sql<{ scheduled: number }>(
      `SELECT count(*)::int AS scheduled FROM sport_events WHERE NOT scripted AND phase <> 'finished'`,
    );
    expect(scheduled).toBeGreaterThanOrEqual(4);
    feed.now = () => Date.now();
  });

  it('GET /api/sportsbook/stream: event-stream with retry, pushes, and a per-address limit', async () => {
    await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.platform.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${addr.port}/api/sportsbook/stream`;
    const ctl = new AbortController();
    const res = await fetch(url, { signal: ctl.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const reader = res.body!.getReader();
    let text = '';
    const readUntil = async (re: RegExp) => {
      while (!re.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await readUntil(/retry: 3000\n\n/);
    const id = await scripted();
    const s = pick(await eventOf(id), 'OU');
    await op({ action: 'move', selection_id: s.selection_id, odds: 3.33 });
    await readUntil(/event: price\ndata: \{[^\n]*"odds":3.33/);
    expect(text).toContain(`"selection_id":${s.selection_id}`);
    const more = await Promise.all(
      Array.from({ length: PER_ADDRESS }, () => fetch(url, { signal: ctl.signal }).then((r) => r.status)),
    );
    expect(more.filter((x) => x === 429)).toHaveLength(1);
    ctl.abort();
  });
});
