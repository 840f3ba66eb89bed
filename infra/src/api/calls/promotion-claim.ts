import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { lockWallet, post } from '../domain/ledger';
import { nowOf } from '../domain/responsible';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Claims a promotion's bonus (`bonus_amount`) for the signed-in player: a `bonus` movement in the ledger (ref
 * `promotion:<id>`), once per player. A repeated claim answers the first claim and credits nothing
 * (idempotent); outside the promotion's period it is `promotionNotActive`; a promotion without a bonus (its
 * action is "deposit to join"), a draft or one of another site is `notFound`.
 */
export const promotionClaim = defineCall('/api/account/promotion_claim', {
  auth: true,
  async handle({ db, body, player, config }) {
    const me = player!;
    // the server's clock, as the list's (`/api/content/promotions` leaves out what has ended by it)
    const now = nowOf(config);
    return db.tx(async (q) => {
      await lockWallet(q, me.id);
      const [promo] = await q.query<{ id: number; bonus_amount: number; active: boolean }>(
        `SELECT id, bonus_amount::float8 AS bonus_amount,
                (coalesce(starts_at <= $3, true) AND coalesce(ends_at >= $3, true)) AS active
           FROM promotions WHERE id = $1 AND site_id = $2 AND state = 'published' AND bonus_amount > 0`,
        [body.promotion_id, me.site_id, now],
      );
      if (!promo) return fail('notFound', 'promotion_id: no promotion with a bonus to claim');
      const [before] = await q.query<{ amount: number; created_at: Date }>(
        'SELECT amount::float8 AS amount, created_at FROM promotion_claims WHERE promotion_id = $1 AND player_id = $2',
        [promo.id, me.id],
      );
      if (before)
        return ok({ promotion_id: promo.id, amount: before.amount, claimed_at: iso(before.created_at) });
      if (!promo.active) return fail('promotionNotActive', 'promotion_id: outside the promotion period');
      const [row] = await q.query<{ created_at: Date }>(
        'INSERT INTO promotion_claims (promotion_id, player_id, amount) VALUES ($1, $2, $3) RETURNING created_at',
        [promo.id, me.id, promo.bonus_amount],
      );
      await post(q, me.id, 'bonus', promo.bonus_amount, `promotion:${promo.id}`);
      return ok({ promotion_id: promo.id, amount: promo.bonus_amount, claimed_at: iso(row!.created_at) });
    });
  },
});

/** The promotions the signed-in player has claimed (their ids), so the cards say "Claimed". */
export const promotionClaims = defineCall('/api/account/promotion_claims', {
  auth: true,
  async handle({ db, player }) {
    const rows = await db.query<{ promotion_id: number }>(
      'SELECT promotion_id FROM promotion_claims WHERE player_id = $1 ORDER BY promotion_id',
      [player!.id],
    );
    return ok(rows.map((r) => r.promotion_id));
  },
});
