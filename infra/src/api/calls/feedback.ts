import { randomBytes } from 'node:crypto';
import type { SiteReview } from '@site/shared';
import { LIMITS } from '../../security/rate-limit';
import { limited, overLimit } from '../domain/limits';
import { maskAccount } from '../domain/players';
import { fail, ok } from '../envelope';
import { defineCall } from '../types';
import type { Db } from '../../db/index';

const SITE_NOT_FOUND = ['siteNotFound', 'no site is configured for this domain'] as const;
const iso = (d: Date | string) => new Date(d).toISOString();

/** A reference a player can quote: `C-` and 8 characters of an alphabet without look-alikes (0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function contactReference(): string {
  return `C-${[...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * The contact form of /contact-us: anyone (guest or player) may send; the message is kept for the operator
 * (`/api/operator/contact_list`) and the answer is its reference. At most LIMITS.contactIp per address.
 */
export const contactSend = defineCall('/api/content/contact_send', {
  async handle({ db, body, site, ip }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    if (await overLimit(db, [`contact:ip:${ip}`, LIMITS.contactIp])) return limited();
    const reference = contactReference();
    await db.query(
      'INSERT INTO contact_messages (site_id, reference, name, email, message) VALUES ($1, $2, $3, $4, $5)',
      [site.id, reference, body.name, body.email, body.message],
    );
    return ok({ reference });
  },
});

/** Operator: the site's contact messages, newest first (at most 200). */
export const operatorContactList = defineCall('/api/operator/contact_list', {
  admin: true,
  async handle(ctx) {
    const { db, site } = ctx;
    ctx.audit = { target: `contact:${ctx.body.domain_name}` };
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const rows = await db.query<{
      reference: string;
      name: string;
      email: string;
      message: string;
      created_at: Date;
    }>(
      `SELECT reference, name, email, message, created_at FROM contact_messages
        WHERE site_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
      [site.id],
    );
    return ok(rows.map((r) => ({ ...r, created_at: iso(r.created_at) })));
  },
});

interface ReviewRow {
  id: number;
  account_id: string;
  rating: number;
  body: string;
  updated_at: Date;
}
const REVIEW_SELECT = `SELECT r.id, p.account_id, r.rating, r.body, r.updated_at
  FROM site_reviews r JOIN players p ON p.id = r.player_id`;
const toReview = (r: ReviewRow): SiteReview => ({
  id: r.id,
  account: maskAccount(r.account_id),
  rating: r.rating,
  body: r.body,
  updated_at: iso(r.updated_at),
});

async function ownReview(db: Pick<Db, 'query'>, playerId: number): Promise<SiteReview | null> {
  const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.player_id = $1`, [playerId]);
  return row ? toReview(row) : null;
}

/** /review: the site's shown reviews with their count, average (one decimal) and 1–5 star distribution. */
export const reviews = defineCall('/api/content/reviews', {
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const counts = await db.query<{ rating: number; n: number }>(
      'SELECT rating, count(*)::int AS n FROM site_reviews WHERE site_id = $1 AND NOT hidden GROUP BY rating',
      [site.id],
    );
    const distribution = [1, 2, 3, 4, 5].map((s) => counts.find((c) => c.rating === s)?.n ?? 0);
    const count = distribution.reduce((a, b) => a + b, 0);
    const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
    const rows = await db.query<ReviewRow>(
      `${REVIEW_SELECT} WHERE r.site_id = $1 AND NOT r.hidden ORDER BY r.updated_at DESC, r.id DESC LIMIT 50`,
      [site.id],
    );
    return ok({
      count,
      average: count ? Math.round((sum / count) * 10) / 10 : 0,
      distribution,
      reviews: rows.map(toReview),
    });
  },
});

/** The signed-in player's own review (shown even when hidden, so they can edit it), or null. */
export const reviewMine = defineCall('/api/auth/review_mine', {
  auth: true,
  async handle({ db, player }) {
    return ok(await ownReview(db, player!.id));
  },
});

/** Writes the player's review of their site: the first write creates it, later ones replace it (one each). */
export const reviewWrite = defineCall('/api/auth/review_write', {
  auth: true,
  async handle({ db, body, player }) {
    const me = player!;
    await db.query(
      `INSERT INTO site_reviews (site_id, player_id, rating, body) VALUES ($1, $2, $3, $4)
       ON CONFLICT (site_id, player_id) DO UPDATE SET rating = $3, body = $4, updated_at = now()`,
      [me.site_id, me.id, body.rating, body.body],
    );
    const mine = await ownReview(db, me.id);
    if (!mine) throw new Error('the review upsert left no row');
    return ok(mine);
  },
});

/** Operator: hides one review of the site from /review (or shows it again); answers its new state. */
export const operatorReviewHide = defineCall('/api/operator/review_hide', {
  admin: true,
  async handle(ctx) {
    const { db, body, site } = ctx;
    ctx.audit = { target: `review:${body.domain_name}/${body.id}` };
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const [row] = await db.query<{ id: number; hidden: boolean }>(
      'UPDATE site_reviews SET hidden = $3 WHERE site_id = $1 AND id = $2 RETURNING id, hidden',
      [site.id, body.id, body.hidden],
    );
    if (!row) return fail('notFound', 'id: no such review on this site');
    ctx.audit.after = { hidden: row.hidden };
    return ok(row);
  },
});
