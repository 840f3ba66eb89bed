/**
 * The simulated fixtures-and-odds feed (issue 14 §3, docs/sportsbook.md "Feed"). Each tick (every few seconds
 * in the running server, driven directly by tests and operator/sports_feed):
 *
 * 1. starts the events whose time came (phase `live`, 0-0);
 * 2. plays each live event on by a few simulated minutes (sim.ts): a goal suspends its markets for
 *    SUSPEND_TICKS ticks, after which they reopen with new prices; otherwise its prices follow the game
 *    (re-simulated; a price moves when it changes by MOVE_SHARE or more); first-half markets close at half time
 *    and a decided market closes; at the end the event finishes (`finished`, markets closed);
 * 3. moves a price now and then of a match starting within the hour (earlier prices stay still);
 * 4. settles every open bet it can on finished events (settle.ts) and, once those transactions have committed,
 *    pushes `settled` with the events whose bets were settled (a page refreshes the balance on it);
 * 5. schedules new matches when few remain (schedule.ts).
 *
 * Every price change bumps `price_version`, so a bet at the old price is refused `oddsChanged`. Every change is
 * published to the hub (hub.ts) and from there to `/api/sportsbook/stream`. Ticks never overlap (one chain per
 * feed). A `scripted` event (operator/sports_feed `create`) is only moved by the operator. The clock and the
 * randomness are injectable (tests); the running feed uses the real clock and crypto randomness.
 */
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db/index';
import { FeedHub, type FeedMessage } from './hub';
import { eventsOfBets, settleFinished, type ResultColumns, type Settled } from './settle';
import { ensureSupply, newFixture } from './schedule';
import { insertFixture } from '../db/seed/fixtures';
import { MODELS, priceLive, stepMinute, type LiveState, type Rand, type Sport } from './sim';

export const SUSPEND_TICKS = 2;
/** A live price is rewritten when the simulation moves it by this share or more (less is noise). */
export const MOVE_SHARE = 0.04;
/** Chance per tick that a match starting within the hour has one of its prices moved. */
export const PREMATCH_MOVE_CHANCE = 0.3;

export const cryptoRand: Rand = () => randomInt(0, 2 ** 32) / 2 ** 32;

interface EventRow extends ResultColumns {
  id: number;
  sport: Sport;
  phase: 'not_started' | 'live' | 'finished';
  minute: number;
  suspend_ticks: number;
  home_edge: string | number;
  scripted: boolean;
}

interface SelRow {
  selection_id: number;
  market_id: number;
  bet_type: string;
  criteria1: string;
  status: 'open' | 'suspended' | 'closed';
  home_away: 1 | 2 | 3;
  odds: string | number;
}

export interface TickReport {
  started: number[];
  finished: number[];
  goals: number[];
  moved: number;
  settled: number[];
  scheduled: number[];
}

function stateOf(e: EventRow): LiveState {
  return {
    minute: e.minute,
    home: e.home_score,
    away: e.away_score,
    ht_home: e.ht_home_score,
    ht_away: e.ht_away_score,
    first_scorer: e.first_scorer,
    last_scorer: e.last_scorer,
    ht_last_scorer: e.ht_last_scorer,
    finished: false,
  };
}

const isFirstHalf = (betType: string) => /H$/.test(betType);

export class SportsFeed {
  readonly hub = new FeedHub();
  /** the feed's clock (ms); tests move it */
  now: () => number = () => Date.now();
  rand: Rand = cryptoRand;
  private timer: ReturnType<typeof setInterval> | null = null;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  get running(): boolean {
    return this.timer !== null;
  }

  /** Ticks every `ms` until stop(); a failed tick is logged and the next one runs. */
  start(ms: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((e: unknown) => console.error('sports feed tick failed', e));
    }, ms);
    this.timer.unref();
  }

  /** Stops the timer and waits for a tick under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain.catch(() => {});
  }

  /** Runs `fn` after every tick or operator change before it (never two at once). */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    const p = this.chain.then(fn);
    this.chain = p.catch(() => {});
    return p;
  }

  tick(): Promise<TickReport> {
    return this.serial(() => this.runTick());
  }

  private publish(m: FeedMessage) {
    this.hub.publish(m);
  }

  private async runTick(): Promise<TickReport> {
    const now = this.now();
    const report: TickReport = { started: [], finished: [], goals: [], moved: 0, settled: [], scheduled: [] };
    // 1. kick-off
    const started = await this.db.query<EventRow>(
      `UPDATE sport_events SET phase = 'live', minute = 0, home_score = 0, away_score = 0
        WHERE phase = 'not_started' AND status = 'open' AND NOT scripted AND starts_at <= $1
        RETURNING *`,
      [new Date(now)],
    );
    for (const e of started) {
      report.started.push(e.id);
      this.publishScore(e);
    }
    // 2. live play (scripted events only count down a suspension)
    const live = await this.db.query<{ id: number }>(
      `SELECT id FROM sport_events WHERE phase = 'live' AND (NOT scripted OR suspend_ticks > 0) ORDER BY id`,
    );
    for (const { id } of live) {
      const r = await this.db.tx((q) => this.playEvent(q, id));
      report.moved += r.moved;
      if (r.goal) report.goals.push(id);
      if (r.finished) report.finished.push(id);
    }
    // 3. pre-match moves near kick-off
    report.moved += await this.db.tx((q) => this.prematchMoves(q, now));
    // 4. settlement, then its push (every bet's transaction has committed by now)
    report.settled = this.announce(await settleFinished(this.db));
    // 5. supply
    report.scheduled = await this.db.tx((q) => ensureSupply(q, now, this.rand));
    for (const id of report.scheduled) this.publish({ type: 'event', data: { event_id: id, kind: 'new' } });
    return report;
  }

  /**
   * Pushes `settled` for the events of bets settled and committed (nothing when none was); answers the bets.
   * The feed's settlement and the operator's manual settlement (api/calls/operator.ts, console/routes-bets.ts)
   * call it after their transactions.
   */
  announce(settled: Settled): number[] {
    if (settled.events.length) this.publish({ type: 'settled', data: { event_ids: settled.events } });
    return settled.bets;
  }

  /** `announce` for bets settled by hand and committed (the operator's and the console's settlement). */
  async announceBets(betIds: number[]): Promise<void> {
    this.announce({ bets: betIds, events: await eventsOfBets(this.db, betIds) });
  }

  private publishScore(e: Pick<EventRow, 'id' | 'phase' | 'minute' | 'home_score' | 'away_score'>) {
    this.publish({
      type: 'score',
      data: {
        event_id: e.id,
        phase: e.phase,
        minute: e.minute,
        home_score: e.home_score,
        away_score: e.away_score,
      },
    });
  }

  private async lockEvent(q: Queryable, id: number): Promise<EventRow | null> {
    const [e] = await q.query<EventRow>('SELECT * FROM sport_events WHERE id = $1 FOR UPDATE', [id]);
    return e ?? null;
  }

  private async setMarkets(
    q: Queryable,
    eventId: number,
    from: string[],
    to: 'open' | 'suspended' | 'closed',
  ) {
    const rows = await q.query<{ id: number }>(
      'UPDATE sport_markets SET status = $3 WHERE event_id = $1 AND status = ANY($2::text[]) RETURNING id',
      [eventId, from, to],
    );
    for (const r of rows)
      this.publish({ type: 'market', data: { market_id: r.id, event_id: eventId, status: to } });
  }

  private async saveState(q: Queryable, e: EventRow, s: LiveState, suspendTicks: number) {
    await q.query(
      `UPDATE sport_events SET minute = $2, home_score = $3, away_score = $4, ht_home_score = $5, ht_away_score = $6,
              first_scorer = $7, last_scorer = $8, ht_last_scorer = $9, suspend_ticks = $10
        WHERE id = $1`,
      [
        e.id,
        s.minute,
        s.home,
        s.away,
        s.ht_home,
        s.ht_away,
        s.first_scorer,
        s.last_scorer,
        s.ht_last_scorer,
        suspendTicks,
      ],
    );
  }

  /** One live event, one tick. */
  private async playEvent(
    q: Queryable,
    id: number,
  ): Promise<{ moved: number; goal: boolean; finished: boolean }> {
    const e = await this.lockEvent(q, id);
    if (!e || e.phase !== 'live') return { moved: 0, goal: false, finished: false };
    const state = stateOf(e);
    if (e.suspend_ticks > 0) {
      const left = e.suspend_ticks - 1;
      await this.saveState(q, e, state, left);
      if (left > 0) return { moved: 0, goal: false, finished: false };
      // back on: new prices first, then open (a bet at a price from before the goal is refused oddsChanged)
      const moved = await this.reprice(q, e, state, true);
      await this.setMarkets(q, e.id, ['suspended'], 'open');
      return { moved, goal: false, finished: false };
    }
    if (e.scripted) return { moved: 0, goal: false, finished: false };
    const model = MODELS[e.sport];
    let scored = false;
    for (let i = 0; i < model.minutesPerTick && !state.finished; i++)
      if (stepMinute(state, e.sport, Number(e.home_edge), this.rand).length) scored = true;
    if (state.finished) {
      await this.finish(q, e, state);
      return { moved: 0, goal: scored, finished: true };
    }
    const goal = scored && model.suspendOnScore;
    await this.saveState(q, e, state, goal ? SUSPEND_TICKS : 0);
    this.publishScore({ ...e, minute: state.minute, home_score: state.home, away_score: state.away });
    if (model.half !== null && state.minute >= model.half) await this.closeFirstHalf(q, e.id);
    if (goal) {
      await this.setMarkets(q, e.id, ['open'], 'suspended');
      return { moved: 0, goal: true, finished: false };
    }
    return { moved: await this.reprice(q, e, state, false), goal: false, finished: false };
  }

  private async closeFirstHalf(q: Queryable, eventId: number) {
    const rows = await q.query<{ id: number; bet_type: string }>(
      `SELECT id, bet_type FROM sport_markets WHERE event_id = $1 AND status <> 'closed'`,
      [eventId],
    );
    for (const m of rows.filter((r) => isFirstHalf(r.bet_type))) {
      await q.query(`UPDATE sport_markets SET status = 'closed' WHERE id = $1`, [m.id]);
      this.publish({ type: 'market', data: { market_id: m.id, event_id: eventId, status: 'closed' } });
    }
  }

  /**
   * New live prices for an event's open (or, reopening, suspended) markets; a decided market closes. `all`
   * rewrites every price that differs (after a goal); otherwise only moves of MOVE_SHARE or more.
   */
  private async reprice(q: Queryable, e: EventRow, s: LiveState, all: boolean): Promise<number> {
    const rows = await q.query<SelRow>(
      `SELECT x.id AS selection_id, m.id AS market_id, m.bet_type, m.criteria1, m.status, x.home_away, x.odds
         FROM sport_markets m JOIN sport_selections x ON x.market_id = m.id
        WHERE m.event_id = $1 AND m.status = ANY($2::text[]) ORDER BY m.id, x.home_away`,
      [e.id, all ? ['open', 'suspended'] : ['open']],
    );
    const markets = new Map<number, { market_id: number; selections: SelRow[] }>();
    for (const r of rows) {
      const m = markets.get(r.market_id) ?? { market_id: r.market_id, selections: [] };
      m.selections.push(r);
      markets.set(r.market_id, m);
    }
    let moved = 0;
    const priced = priceLive(s, e.sport, Number(e.home_edge), [...markets.values()], this.rand);
    for (const p of priced) {
      if (p.decided) {
        await q.query(`UPDATE sport_markets SET status = 'closed' WHERE id = $1`, [p.market.market_id]);
        this.publish({
          type: 'market',
          data: { market_id: p.market.market_id, event_id: e.id, status: 'closed' },
        });
        continue;
      }
      for (const [i, sel] of p.market.selections.entries()) {
        const odds = p.odds[i]!;
        const old = Number(sel.odds);
        if (odds === old || (!all && Math.abs(odds - old) / old < MOVE_SHARE)) continue;
        await this.setPrice(q, sel.selection_id, sel.market_id, odds);
        moved++;
      }
    }
    return moved;
  }

  private async setPrice(q: Queryable, selectionId: number, marketId: number, odds: number) {
    const [r] = await q.query<{ price_version: number }>(
      `UPDATE sport_selections SET odds = $2, price_version = price_version + 1, price_updated_at = now()
        WHERE id = $1 RETURNING price_version`,
      [selectionId, odds],
    );
    if (r)
      this.publish({
        type: 'price',
        data: { selection_id: selectionId, market_id: marketId, odds, price_version: r.price_version },
      });
  }

  /** Now and then a price of a match starting within the hour moves by 2–6 % (the rest stay still). */
  private async prematchMoves(q: Queryable, now: number): Promise<number> {
    const soon = await q.query<{ id: number }>(
      `SELECT id FROM sport_events
        WHERE phase = 'not_started' AND status = 'open' AND NOT scripted
          AND starts_at > $1 AND starts_at <= $1::timestamptz + interval '1 hour' ORDER BY id`,
      [new Date(now)],
    );
    let moved = 0;
    for (const { id } of soon) {
      if (this.rand() >= PREMATCH_MOVE_CHANCE) continue;
      const sels = await q.query<SelRow>(
        `SELECT x.id AS selection_id, m.id AS market_id, x.odds FROM sport_selections x
           JOIN sport_markets m ON m.id = x.market_id WHERE m.event_id = $1 AND m.status = 'open' ORDER BY x.id`,
        [id],
      );
      if (!sels.length) continue;
      const sel = sels[Math.floor(this.rand() * sels.length)]!;
      await this.setPrice(q, sel.selection_id, sel.market_id, nudged(Number(sel.odds), this.rand));
      moved++;
    }
    return moved;
  }

  private async finish(q: Queryable, e: EventRow, s: LiveState) {
    await this.saveState(q, e, s, 0);
    await q.query(
      `UPDATE sport_events SET phase = 'finished', status = 'closed', finished_at = now() WHERE id = $1`,
      [e.id],
    );
    await this.setMarkets(q, e.id, ['open', 'suspended'], 'closed');
    this.publishScore({
      id: e.id,
      phase: 'finished',
      minute: s.minute,
      home_score: s.home,
      away_score: s.away,
    });
    this.publish({ type: 'event', data: { event_id: e.id, kind: 'finished' } });
  }

  // ——— operator actions (operator/sports_feed): deterministic steps for demos and tests ———

  /** A new scripted match of `sport` starting in an hour (only the operator moves it). */
  create(sport: Sport): Promise<number> {
    return this.serial(async () => {
      const id = await this.db.tx((q) =>
        insertFixture(q, newFixture(sport, this.rand), new Date(this.now() + 3_600_000), { scripted: true }),
      );
      this.publish({ type: 'event', data: { event_id: id, kind: 'new' } });
      return id;
    });
  }

  /** Kicks an event off now (live, 0-0). */
  startNow(eventId: number): Promise<EventRow | null> {
    return this.serial(() =>
      this.db.tx(async (q) => {
        const e = await this.lockEvent(q, eventId);
        if (!e || e.phase !== 'not_started') return e;
        const [row] = await q.query<EventRow>(
          `UPDATE sport_events SET phase = 'live', minute = 0, home_score = 0, away_score = 0,
                  starts_at = LEAST(starts_at, $2) WHERE id = $1 RETURNING *`,
          [eventId, new Date(this.now())],
        );
        this.publishScore(row!);
        return row!;
      }),
    );
  }

  /** A goal (a point, a set) for `side` in a live event: its markets are suspended for SUSPEND_TICKS ticks. */
  goal(eventId: number, side: 1 | 2): Promise<EventRow | null> {
    return this.serial(() =>
      this.db.tx(async (q) => {
        const e = await this.lockEvent(q, eventId);
        if (!e || e.phase !== 'live') return e;
        const s = stateOf(e);
        addGoal(s, side, MODELS[e.sport].half);
        await this.saveState(q, e, s, SUSPEND_TICKS);
        await this.setMarkets(q, e.id, ['open'], 'suspended');
        const after = { ...e, minute: s.minute, home_score: s.home, away_score: s.away };
        this.publishScore(after);
        return after;
      }),
    );
  }

  /** Sets a price (or moves it by 2–6 %) and bumps its version. */
  movePrice(selectionId: number, odds?: number): Promise<{ odds: number; price_version: number } | null> {
    return this.serial(() =>
      this.db.tx(async (q) => {
        const [sel] = await q.query<{ market_id: number; odds: string }>(
          'SELECT market_id, odds FROM sport_selections WHERE id = $1 FOR UPDATE',
          [selectionId],
        );
        if (!sel) return null;
        const next = odds ?? nudged(Number(sel.odds), this.rand);
        await this.setPrice(q, selectionId, sel.market_id, next);
        const [r] = await q.query<{ odds: string; price_version: number }>(
          'SELECT odds, price_version FROM sport_selections WHERE id = $1',
          [selectionId],
        );
        return { odds: Number(r!.odds), price_version: r!.price_version };
      }),
    );
  }

  /**
   * Finishes a live (or not started) event now, with the final score given (the goals missing from the current
   * score are added, home first) or as it stands, and settles its bets. Returns the event and the bets settled.
   */
  finishNow(
    eventId: number,
    final?: { home: number; away: number; ht_home?: number; ht_away?: number },
  ): Promise<{ event: EventRow | null; settled: number[] }> {
    return this.serial(async () => {
      const event = await this.db.tx(async (q) => {
        const e = await this.lockEvent(q, eventId);
        if (!e || e.phase === 'finished') return e;
        const s = stateOf(e);
        const half = MODELS[e.sport].half;
        if (final) {
          if (final.ht_home !== undefined && final.ht_away !== undefined) {
            s.ht_home = final.ht_home;
            s.ht_away = final.ht_away;
          }
          while (s.home < final.home) addGoal(s, 1, null);
          while (s.away < final.away) addGoal(s, 2, null);
        }
        if (half !== null && s.ht_home === null) {
          // finished before half time was played: the half-time score is the score now (first-half markets settle on it)
          s.ht_home = s.home;
          s.ht_away = s.away;
        }
        s.finished = true;
        await this.finish(q, e, s);
        return { ...e, phase: 'finished' as const, home_score: s.home, away_score: s.away };
      });
      return { event, settled: this.announce(await settleFinished(this.db)) };
    });
  }
}

function addGoal(s: LiveState, side: 1 | 2, half: number | null) {
  if (side === 1) s.home += 1;
  else s.away += 1;
  s.first_scorer ??= side;
  s.last_scorer = side;
  if (half !== null && s.minute < half) s.ht_last_scorer = side;
}

/** A price moved by 2–6 % up or down, rounded to hundredths, within 1.01…1000, never the same. */
export function nudged(odds: number, rand: Rand): number {
  const share = 0.02 + rand() * 0.04;
  const up = rand() < 0.5;
  let next = Math.round(odds * (up ? 1 + share : 1 - share) * 100) / 100;
  next = Math.min(1000, Math.max(1.01, next));
  if (next === odds) next = odds >= 999.99 ? 999.99 : Math.round((odds + 0.01) * 100) / 100;
  return next;
}

const feeds = new WeakMap<Db, SportsFeed>();

/** The feed of a database in this process (one, made on first use; the server starts its timer when configured). */
export function feedFor(db: Db): SportsFeed {
  let f = feeds.get(db);
  if (!f) {
    f = new SportsFeed(db);
    feeds.set(db, f);
  }
  return f;
}
