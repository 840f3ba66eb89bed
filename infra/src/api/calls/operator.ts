import { z } from 'zod';
import { DESIGNED_CALLS } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { accountId, amount, intId, paging, siteRef, text } from '../schemas';
import { lockWallet } from '../domain/ledger';
import { decide, paymentView, type PaymentRow } from '../domain/payments';
import { betsWithSelections, settleBet } from '../domain/bets';
import { findPlayer } from '../domain/players';
import { latestCode } from '../domain/outbox';

/** Operator calls need the x-admin-token header (ADMIN_TOKEN; no default in production). */

export const operatorPayments = defineCall({
  path: DESIGNED_CALLS.operatorPayments,
  admin: true,
  schema: z
    .object({
      domain_name: siteRef.domain_name.optional(),
      status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).default('pending'),
      kind: z.enum(['deposit', 'withdrawal']).optional(),
      ...paging,
    })
    .loose(),
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
export const operatorDecide = defineCall({
  path: DESIGNED_CALLS.operatorDecide,
  admin: true,
  schema: z.object({ request_id: intId, decision: z.enum(['approve', 'reject']) }).loose(),
  async handle({ db, body }) {
    return db.tx(async (q) => {
      const [r] = await q.query<{ player_id: number }>(
        'SELECT player_id FROM payment_requests WHERE id = $1',
        [body.request_id],
      );
      if (!r) return fail('notFound', 'request_id: no such request');
      await lockWallet(q, r.player_id);
      return ok(paymentView(await decide(q, body.request_id, body.decision)));
    });
  },
});

/** Settles an open sportsbook bet: won pays stake × odds, void refunds the stake, lost pays nothing. */
export const operatorSettleBet = defineCall({
  path: DESIGNED_CALLS.operatorSettleBet,
  admin: true,
  schema: z.object({ bet_id: intId, result: z.enum(['won', 'lost', 'void']) }).loose(),
  async handle({ db, body }) {
    return db.tx(async (q) => {
      const [b] = await q.query<{ player_id: number }>('SELECT player_id FROM bets WHERE id = $1', [
        body.bet_id,
      ]);
      if (!b) return fail('notFound', 'bet_id: no such bet');
      await lockWallet(q, b.player_id);
      const [view] = await betsWithSelections(q, [await settleBet(q, body.bet_id, body.result)]);
      return ok(view);
    });
  },
});

/** Sets a player's status; a BLOCK or CLOSE account's sessions answer BLOCK / CLOSE (SPEC §8). */
export const operatorPlayerStatus = defineCall({
  path: DESIGNED_CALLS.operatorPlayerStatus,
  admin: true,
  schema: z
    .object({ ...siteRef, account_id: accountId, status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']) })
    .loose(),
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const player = await findPlayer(db, site.id, body.account_id);
    if (!player) return fail('notFound', 'account_id: no such player');
    await db.query('UPDATE players SET status = $2 WHERE id = $1', [player.id, body.status]);
    return ok({ account_id: player.account_id, status: body.status });
  },
});

/** Sends an inbox message; with an amount it is a bonus the player claims once (claim_inbox). */
export const operatorInboxSend = defineCall({
  path: DESIGNED_CALLS.operatorInboxSend,
  admin: true,
  schema: z
    .object({
      ...siteRef,
      account_id: accountId,
      title: text(120, 1),
      body: text(4000, 1),
      amount: amount.max(100_000_000).optional(),
    })
    .loose(),
  async handle({ db, body, site }) {
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const player = await findPlayer(db, site.id, body.account_id);
    if (!player) return fail('notFound', 'account_id: no such player');
    const [row] = await db.query<{ inbox_id: number }>(
      'INSERT INTO inbox (player_id, title, body, amount) VALUES ($1, $2, $3, $4) RETURNING inbox_id',
      [player.id, body.title, body.body, body.amount ?? 0],
    );
    return ok(row);
  },
});

/** The latest TAC code sent to an account, for development (`npm run tac`); refused in production mode. */
export const operatorTac = defineCall({
  path: DESIGNED_CALLS.operatorTac,
  admin: true,
  schema: z.object({ account_id: accountId, domain_name: siteRef.domain_name.optional() }).loose(),
  async handle({ db, body, site, config }) {
    if (config.production) return fail('permissionDenied', 'not available in production mode', -403);
    const found = await latestCode(db, body.account_id, body.domain_name ? (site?.id ?? -1) : null);
    return found ? ok(found) : fail('notFound', 'account_id: no code was sent');
  },
});
