import { DESIGNED_CALLS } from '@site/shared';
import { defineCall, type CallContext } from '../types';
import { securityEvent, type SecurityFields } from '../../security/security-log';
import { fail, ok } from '../envelope';
import { lockWallet } from '../domain/ledger';
import { decide, paymentView, type PaymentRow } from '../domain/payments';
import { betView, settleBet } from '../domain/bets';
import { findPlayer } from '../domain/players';
import { latestCode } from '../domain/outbox';
import { pruneExpired } from '../domain/retention';
import { feedFor } from '../../sportsbook/feed';

/** Operator calls need the x-admin-token header (ADMIN_TOKEN; no default in production). */

/** A money decision of an operator, in the security log with who made it and from where. */
function moneyEvent(ctx: CallContext<unknown>, event: string, fields: SecurityFields) {
  securityEvent(event, { ...fields, actor: ctx.actor, ip: ctx.ip });
}

export const operatorPayments = defineCall(DESIGNED_CALLS.operatorPayments, {
  admin: true,
  async handle({ db, body, site }) {
    if (body.domain_name && !site) return fail('siteNotFound', 'domain_name: no such site');
    const where = `WHERE r.status = $1 AND ($2::text IS NULL OR r.kind = $2) AND ($3::int IS NULL OR p.site_id = $3)`;
    const params = [body.status, body.kind ?? null, body.domain_name ? site!.id : null];
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM payment_requests r JOIN players p ON p.id = r.player_id ${where}`,
      params,
    );
    const rows = await db.query<PaymentRow & { account_id: string; domain_name: string }>(
      `SELECT r.*, p.account_id, s.domain_name FROM payment_requests r
         JOIN players p ON p.id = r.player_id JOIN sites s ON s.id = p.site_id
        ${where} ORDER BY r.created_at, r.id LIMIT $4 OFFSET $5`,
      [...params, body.page_size, (body.page - 1) * body.page_size],
    );
    const items = rows.map((r) => ({
      ...paymentView(r),
      account_id: r.account_id,
      domain_name: r.domain_name,
    }));
    return ok({ items, total, page: body.page, page_size: body.page_size });
  },
});

/** Approves or rejects a pending deposit or withdrawal (once: a second decision answers `alreadyDecided`). */
export const operatorDecide = defineCall(DESIGNED_CALLS.operatorDecide, {
  admin: true,
  async handle(ctx) {
    const { db, body } = ctx;
    ctx.audit = { target: `payment:${body.request_id}` };
    return db.tx(async (q) => {
      const [r] = await q.query<{ player_id: number; status: string; kind: string; amount: number }>(
        'SELECT player_id, status, kind, amount FROM payment_requests WHERE id = $1',
        [body.request_id],
      );
      if (!r) return fail('notFound', 'request_id: no such request');
      await lockWallet(q, r.player_id);
      ctx.audit!.before = { status: r.status, kind: r.kind, amount: r.amount };
      const decided = await decide(q, body.request_id, body.decision);
      ctx.audit!.after = { status: decided.status, kind: decided.kind, amount: decided.amount };
      moneyEvent(ctx, 'money.payment_decided', {
        request: decided.id,
        kind: decided.kind,
        amount: decided.amount,
        status: decided.status,
      });
      return ok(paymentView(decided));
    });
  },
});

/** Settles an open sportsbook bet: won pays stake × odds, void refunds the stake, lost pays nothing. */
export const operatorSettleBet = defineCall(DESIGNED_CALLS.operatorSettleBet, {
  admin: true,
  async handle(ctx) {
    const { db, body } = ctx;
    ctx.audit = { target: `bet:${body.bet_id}` };
    const answer = await db.tx(async (q) => {
      const [b] = await q.query<{ player_id: number; status: string }>(
        'SELECT player_id, status FROM bets WHERE id = $1',
        [body.bet_id],
      );
      if (!b) return fail('notFound', 'bet_id: no such bet');
      await lockWallet(q, b.player_id);
      ctx.audit!.before = { status: b.status };
      const view = await betView(q, await settleBet(q, body.bet_id, body.result));
      ctx.audit!.after = { status: view.status, payout: view.payout };
      moneyEvent(ctx, 'money.bet_settled', { bet: body.bet_id, status: view.status, payout: view.payout });
      return ok(view);
    });
    // committed: the /sports pages refresh their balance and history (the feed's `settled` push)
    if (answer.statusCode === 1) await feedFor(db).announceBets([body.bet_id]);
    return answer;
  },
});

/**
 * Drives the simulated sportsbook feed (docs/sportsbook.md "Feed"): one tick, a scripted match, a kick-off, a
 * goal, a price, or the end of a match with its settlement (the bets are paid as by the feed itself).
 */
export const operatorSportsFeed = defineCall(DESIGNED_CALLS.operatorSportsFeed, {
  admin: true,
  async handle(ctx) {
    const { db, body } = ctx;
    const feed = feedFor(db);
    ctx.audit = {
      target: body.event_id
        ? `event:${body.event_id}`
        : body.selection_id
          ? `selection:${body.selection_id}`
          : 'feed',
    };
    const need = (v: number | undefined, name: string) =>
      v === undefined ? fail('invalidInput', `${name}: required for ${body.action}`) : null;
    const eventView = (
      e: {
        id: number;
        phase: 'not_started' | 'live' | 'finished';
        minute: number;
        home_score: number;
        away_score: number;
      } | null,
    ) =>
      e
        ? {
            event_id: e.id,
            phase: e.phase,
            minute: e.minute,
            home_score: e.home_score,
            away_score: e.away_score,
          }
        : null;
    switch (body.action) {
      case 'tick': {
        const r = await feed.tick();
        return ok({ settled: r.settled });
      }
      case 'create': {
        const id = await feed.create(body.sport ?? 'football');
        ctx.audit.after = { event_id: id };
        return ok({ event_id: id, phase: 'not_started' as const, settled: [] });
      }
      case 'start':
      case 'goal': {
        const missing =
          need(body.event_id, 'event_id') ?? (body.action === 'goal' ? need(body.side, 'side') : null);
        if (missing) return missing;
        const e =
          body.action === 'start'
            ? await feed.startNow(body.event_id!)
            : await feed.goal(body.event_id!, body.side!);
        const view = eventView(e);
        if (!view) return fail('notFound', 'event_id: no such event');
        if (view.phase !== 'live') return fail('invalidInput', `event_id: the event is ${view.phase}`);
        ctx.audit.after = view;
        return ok({ ...view, settled: [] });
      }
      case 'move': {
        const missing = need(body.selection_id, 'selection_id');
        if (missing) return missing;
        const r = await feed.movePrice(body.selection_id!, body.odds);
        if (!r) return fail('notFound', 'selection_id: no such selection');
        ctx.audit.after = r;
        return ok({ selection_id: body.selection_id!, ...r, settled: [] });
      }
      case 'finish': {
        const missing = need(body.event_id, 'event_id');
        if (missing) return missing;
        const final =
          body.home_score !== undefined && body.away_score !== undefined
            ? {
                home: body.home_score,
                away: body.away_score,
                ht_home: body.ht_home_score,
                ht_away: body.ht_away_score,
              }
            : undefined;
        const r = await feed.finishNow(body.event_id!, final);
        const view = eventView(r.event);
        if (!view) return fail('notFound', 'event_id: no such event');
        ctx.audit.after = { ...view, settled: r.settled.length };
        if (r.settled.length)
          moneyEvent(ctx, 'money.bets_settled_by_feed', { event: view.event_id, bets: r.settled.length });
        return ok({ ...view, settled: r.settled });
      }
    }
  },
});

/** Sets a player's status; a BLOCK or CLOSE account's sessions answer BLOCK / CLOSE (SPEC §8). */
export const operatorPlayerStatus = defineCall(DESIGNED_CALLS.operatorPlayerStatus, {
  admin: true,
  async handle(ctx) {
    const { db, body, site } = ctx;
    ctx.audit = { target: `player:${body.domain_name}/${body.account_id}` };
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const player = await findPlayer(db, site.id, body.account_id);
    if (!player) return fail('notFound', 'account_id: no such player');
    await db.query('UPDATE players SET status = $2 WHERE id = $1', [player.id, body.status]);
    ctx.audit = { ...ctx.audit, before: { status: player.status }, after: { status: body.status } };
    return ok({ account_id: player.account_id, status: body.status });
  },
});

/** Sends an inbox message; with an amount it is a bonus the player claims once (claim_inbox). */
export const operatorInboxSend = defineCall(DESIGNED_CALLS.operatorInboxSend, {
  admin: true,
  async handle(ctx) {
    const { db, body, site } = ctx;
    ctx.audit = { target: `player:${body.domain_name}/${body.account_id}` };
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const player = await findPlayer(db, site.id, body.account_id);
    if (!player) return fail('notFound', 'account_id: no such player');
    const [row] = await db.query<{ inbox_id: number }>(
      'INSERT INTO inbox (player_id, title, body, amount) VALUES ($1, $2, $3, $4) RETURNING inbox_id',
      [player.id, body.title, body.body, body.amount ?? 0],
    );
    if (!row) throw new Error('the inbox insert returned no row');
    ctx.audit.after = { inbox_id: row.inbox_id, amount: body.amount ?? 0 };
    if (body.amount) moneyEvent(ctx, 'money.bonus_sent', { inbox: row.inbox_id, amount: body.amount });
    return ok(row);
  },
});

/** The latest TAC code sent to an account, for development (`npm run tac`); refused in production mode. */
export const operatorTac = defineCall(DESIGNED_CALLS.operatorTac, {
  admin: true,
  async handle({ db, body, site, config }) {
    if (config.production) return fail('permissionDenied', 'not available in production mode', -403);
    const found = await latestCode(db, body.account_id, body.domain_name ? (site?.id ?? -1) : null);
    return found ? ok(found) : fail('notFound', 'account_id: no code was sent');
  },
});

/** Deletes expired rows (`npm run prune` asks the running server, which holds the embedded data folder). */
export const operatorPrune = defineCall('/api/admin/prune', {
  admin: true,
  async handle({ db }) {
    return ok(await db.tx((q) => pruneExpired(q)));
  },
});
