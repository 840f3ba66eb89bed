import { z } from 'zod';
import { ApiRefusal } from '../api/envelope';
import { lockWallet } from '../api/domain/ledger';
import { decide, type PaymentRow } from '../api/domain/payments';
import { securityEvent } from '../security/security-log';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { route, type ConsoleRoute } from './route';
import { id, page } from './sign-in-steps';

/** The money queue (payments.view) and its decisions (payments.decide). */

const pendingPayments = route({
  method: 'GET',
  path: '/payments',
  access: 'payments.view',
  query: z.object({
    kind: z.enum(['deposit', 'withdrawal']).optional(),
    site: z.string().trim().max(253).optional(),
    ...page,
  }),
  async handle(ctx) {
    const { kind, site, page: p, page_size } = ctx.query;
    const where = `WHERE r.status = 'pending' AND ($1::text IS NULL OR r.kind = $1)
        AND ($2::text IS NULL OR s.domain_name = $2)`;
    const params = [kind ?? null, site ?? null];
    const from =
      'FROM payment_requests r JOIN players p ON p.id = r.player_id JOIN sites s ON s.id = p.site_id';
    const [{ total } = { total: 0 }] = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from} ${where}`,
      params,
    );
    const rows = await ctx.db.query<
      PaymentRow & { account_id: string; domain_name: string; currency: string }
    >(
      `SELECT r.*, p.account_id, s.domain_name, s.currency ${from} ${where}
        ORDER BY r.created_at, r.id LIMIT $3 OFFSET $4`,
      [...params, page_size, (p - 1) * page_size],
    );
    const items = rows.map((r) => ({
      request_id: Number(r.id),
      kind: r.kind,
      amount: Number(r.amount),
      currency: r.currency,
      method: r.method,
      reference: r.reference,
      account_id: r.account_id,
      domain_name: r.domain_name,
      created_at: new Date(r.created_at).toISOString(),
    }));
    return { items, total, page: p, page_size };
  },
});

/** Approve or reject: the same domain step as `operator/payment_decide`, its audit row in its transaction. */
function decision(kind: 'approve' | 'reject'): ConsoleRoute<{ reason?: string }> {
  return route({
    method: 'POST',
    path: `/payments/:id/${kind}`,
    access: 'payments.decide',
    body:
      kind === 'reject'
        ? z.object({ reason: z.string().trim().min(3).max(500) })
        : z.object({ reason: z.string().trim().max(500).optional() }),
    async handle(ctx) {
      const requestId = id.safeParse(ctx.params.id);
      if (!requestId.success) throw new ConsoleError(404, 'notFound', 'id: no such request');
      const answer = await ctx.db.tx(async (q) => {
        const [r] = await q.query<{ player_id: number; status: string; kind: string; amount: number }>(
          'SELECT player_id, status, kind, amount FROM payment_requests WHERE id = $1',
          [requestId.data],
        );
        if (!r) throw new ConsoleError(404, 'notFound', 'id: no such request');
        const wallet = await lockWallet(q, r.player_id);
        const before = { status: r.status, kind: r.kind, amount: Number(r.amount), wallet };
        let decided: PaymentRow;
        try {
          decided = await decide(q, requestId.data, kind);
        } catch (e) {
          if (e instanceof ApiRefusal) throw new ConsoleError(409, e.statusMessage, e.statusDetail);
          throw e;
        }
        const [walletAfter] = await q.query<{ balance: number; held: number }>(
          'SELECT balance, held FROM wallets WHERE player_id = $1',
          [r.player_id],
        );
        const after = {
          status: decided.status,
          kind: decided.kind,
          amount: Number(decided.amount),
          wallet: walletAfter,
          ...(ctx.body.reason ? { reason: ctx.body.reason } : {}),
        };
        await consoleAudit(q, ctx.actor, {
          action: `payments.${kind}`,
          target: `payment:${decided.id}`,
          before,
          after,
        });
        return { request_id: Number(decided.id), status: decided.status, reason: ctx.body.reason ?? null };
      });
      securityEvent('money.payment_decided', {
        request: answer.request_id,
        status: answer.status,
        actor: ctx.actor.name,
        ip: ctx.actor.ip,
        via: 'console',
      });
      return answer;
    },
  });
}

/** The payment routes (ROUTES in routes.ts). */
export const PAYMENT_ROUTES: readonly ConsoleRoute[] = [
  pendingPayments,
  decision('approve'),
  decision('reject'),
] as ConsoleRoute[];
