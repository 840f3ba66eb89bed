import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bet, SportEvent } from '@site/shared';
import type { Db } from '../src/db/index';
import { limiter } from '../src/security/rate-limit';
import { feedFor, type SportsFeed } from '../src/sportsbook/feed';
import type { FeedMessage } from '../src/sportsbook/hub';
import { seededRand } from '../src/sportsbook/sim';
import { key, testApi, type TestApi } from './helpers';

/**
 * The feed's `settled` push (docs/sportsbook.md "Feed"): it names the events whose bets were settled and comes
 * only once every settlement transaction has committed — the bets' rows read settled when it arrives — from the
 * operator's finish, the feed's own tick and the operator's manual settle_bet.
 */
let t: TestApi;
let demo: { account_id: string; auth: string };
let feed: SportsFeed;
/** transactions open right now (db.tx wrapped: it counts down once the commit or rollback is done) */
let openTx = 0;
interface Seen {
  m: FeedMessage;
  /** transactions open when the push was published */
  openTx: number;
  /** the statuses of the watched bets, read when the push arrived */
  statuses: Promise<string[]>;
}
let seen: Seen[] = [];
let watched: number[] = [];

beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
  const db: Db = t.platform.db;
  const tx = db.tx.bind(db);
  db.tx = (fn) => {
    openTx++;
    return tx(fn).finally(() => void openTx--);
  };
  feed = feedFor(db);
  feed.rand = seededRand(7);
  feed.hub.subscribe((m) =>
    seen.push({
      m,
      openTx,
      statuses: t
        .sql<{ status: string }>('SELECT status FROM bets WHERE id = ANY($1::int[]) ORDER BY id', [watched])
        .then((r) => r.map((x) => x.status)),
    }),
  );
});
afterAll(() => t?.close());
beforeEach(() => {
  limiter.reset();
  seen = [];
});

const op = <T = Record<string, unknown>>(body: object) => t.admin<T>('/api/operator/sports_feed', body);
const eventOf = async (id: number) =>
  (await t.call<SportEvent[]>('/api/sportsbook/events', { limit: 100 })).value.find(
    (e) => e.event_id === id,
  )!;
async function betOn(eventId: number, betType = '1X2'): Promise<Bet> {
  const e = await eventOf(eventId);
  const s = e.markets.find((m) => m.bet_type === betType)!.selections[0]!;
  const placed = await t.call<Bet>('/api/sportsbook/place_bet', {
    ...demo,
    bet_type: betType,
    stake: 1_000,
    selections: [{ selection_id: s.selection_id, odds: s.odds }],
    idempotency_key: key(),
  });
  expect(placed.statusCode, placed.statusDetail).toBe(1);
  return placed.value;
}
const scripted = async () =>
  (await op<{ event_id: number }>({ action: 'create', sport: 'football' })).value.event_id;
const settledPushes = () => seen.filter((s) => s.m.type === 'settled');

describe('the settled push', () => {
  it('an operator finish: `finished` first, then `settled` naming the event, after the bets committed settled', async () => {
    const id = await scripted();
    await op({ action: 'start', event_id: id });
    const a = await betOn(id, '1X2');
    const b = await betOn(id, 'OU');
    watched = [a.bet_id, b.bet_id];
    const done = await op<{ settled: number[] }>({
      action: 'finish',
      event_id: id,
      home_score: 2,
      away_score: 0,
    });
    expect(done.value.settled.sort()).toEqual(watched.sort());

    const pushes = settledPushes();
    expect(pushes.map((s) => s.m.data)).toEqual([{ event_ids: [id] }]);
    expect(pushes[0]!.openTx).toBe(0);
    expect(await pushes[0]!.statuses).not.toContain('open');
    const finishedAt = seen.findIndex((s) => s.m.type === 'event' && s.m.data.kind === 'finished');
    expect(finishedAt).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf(pushes[0]!)).toBeGreaterThan(finishedAt);
    // the finish pushes themselves came before any bet was settled
    expect(await seen[finishedAt]!.statuses).toEqual(['open', 'open']);
  });

  it('the feed tick settles a finished event and pushes `settled` once, after the commit; nothing to settle: no push', async () => {
    const id = await scripted();
    await op({ action: 'start', event_id: id });
    const a = await betOn(id);
    watched = [a.bet_id];
    // finished without settling (as when a server stopped between the two steps): the next tick settles it
    await t.sql(
      `UPDATE sport_events SET phase = 'finished', status = 'closed', ht_home_score = 0, ht_away_score = 0
        WHERE id = $1`,
      [id],
    );
    const r = await feed.tick();
    expect(r.settled).toEqual([a.bet_id]);
    const pushes = settledPushes();
    expect(pushes).toHaveLength(1);
    expect((pushes[0]!.m.data as { event_ids: number[] }).event_ids).toContain(id);
    expect(pushes[0]!.openTx).toBe(0);
    expect(await pushes[0]!.statuses).not.toContain('open');

    seen = [];
    expect((await feed.tick()).settled).toEqual([]);
    expect(settledPushes()).toEqual([]);
  });

  it("the operator's settle_bet pushes `settled` for the bet's event after its commit; a refused one pushes nothing", async () => {
    const id = await scripted();
    const a = await betOn(id);
    watched = [a.bet_id];
    const r = await t.admin<Bet>('/api/operator/settle_bet', { bet_id: a.bet_id, result: 'void' });
    expect(r.statusCode).toBe(1);
    const pushes = settledPushes();
    expect(pushes.map((s) => s.m.data)).toEqual([{ event_ids: [id] }]);
    expect(pushes[0]!.openTx).toBe(0);
    expect(await pushes[0]!.statuses).toEqual(['void']);

    seen = [];
    const again = await t.admin('/api/operator/settle_bet', { bet_id: a.bet_id, result: 'won' });
    expect(again.statusMessage).toBe('alreadySettled');
    expect(settledPushes()).toEqual([]);
  });
});
