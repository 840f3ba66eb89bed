import { DESIGNED_CALLS, type CmsKey, type NewsItem, type Promotion, type SeoRecord } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import type { AnswerOf, BodyOf } from '@site/shared/contract';
import type { Queryable } from '../../db/index';
import { nowOf } from '../domain/responsible';

const SITE_NOT_FOUND = ['siteNotFound', 'no site is configured for this domain'] as const;
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** The SEO record of a page (SPEC §3), or `notFound`. */
export const seo = defineCall('/api/seo', {
  async handle({ db, body, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const [row] = await db.query<SeoRecord & { site_id: number }>(
      'SELECT * FROM seo_records WHERE site_id = $1 AND page_name = $2',
      [site.id, body.page_name],
    );
    if (!row) return fail('notFound', `page_name: no SEO record for ${body.page_name}`);
    const { site_id: _s, ...record } = row;
    return ok(record);
  },
});

export const analytics = defineCall('/api/settings/get_analytics', {
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    return ok(
      await db.query('SELECT section, script FROM analytics_scripts WHERE site_id = $1 ORDER BY id', [
        site.id,
      ]),
    );
  },
});

export const socialAccounts = defineCall('/api/settings/social_account', {
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    return ok(
      await db.query('SELECT name, url, icon FROM social_accounts WHERE site_id = $1 ORDER BY id', [site.id]),
    );
  },
});

/**
 * The site's published promotions a player can still take up: running ones and upcoming ones (the page says
 * "Starts on …"); one whose `ends_at` has passed is left out — every place that draws promotions (the home
 * carousels and strips of every template, /promotions) would otherwise advertise an offer nobody can get. The
 * server's clock decides (`nowOf(config)`, the time the page is given as `serverTime`), with the claim's rule:
 * the end itself is still inside the period. The operator's lists (console, operator API) keep every promotion.
 */
export const promotions = defineCall(DESIGNED_CALLS.promotions, {
  async handle({ db, site, config }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    return ok(
      await db
        .query<Promotion & { starts_at: Date | null; ends_at: Date | null }>(
          `SELECT id, title, body, image, starts_at, ends_at, bonus_amount::float8 AS bonus_amount, local_title,
             local_body FROM promotions
          WHERE site_id = $1 AND state = 'published' AND (ends_at IS NULL OR ends_at >= $2)
          ORDER BY sort, id`,
          [site.id, nowOf(config)],
        )
        .then((rows) =>
          rows.map((r) => ({ ...r, starts_at: isoOrNull(r.starts_at), ends_at: isoOrNull(r.ends_at) })),
        ),
    );
  },
});

export const news = defineCall(DESIGNED_CALLS.news, {
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const rows = await db.query<Omit<NewsItem, 'published_at'> & { published_at: Date }>(
      "SELECT id, title, body, published_at, local_title, local_body FROM news WHERE site_id = $1 AND state = 'published' AND published_at <= now() ORDER BY published_at DESC, id DESC",
      [site.id],
    );
    return ok(rows.map((r) => ({ ...r, published_at: new Date(r.published_at).toISOString() })));
  },
});

export const CMS_KEYS = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'terms',
] as const;

/**
 * CMS blocks (SPEC §3): each `{key, status, en_<key>_body, local_<key>_body, en_body, local_body}`; all five
 * in CMS_KEYS order, or the one named by `key`. A block the operator never wrote (or keeps as a draft) is
 * `status: false`, empty.
 * Bodies are operator HTML: the front end sanitizes them before use.
 */
export const cms = defineCall(DESIGNED_CALLS.cms, {
  async handle({ db, body, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const rows = await db.query<{ key: string; status: boolean; en_body: string; local_body: string }>(
      "SELECT key, status, en_body, local_body FROM cms_blocks WHERE site_id = $1 AND state = 'published'",
      [site.id],
    );
    const keys: readonly CmsKey[] = body.key ? [body.key] : CMS_KEYS;
    return ok(
      keys.map((key) => {
        const r = rows.find((x) => x.key === key);
        const en = r?.en_body ?? '';
        const local = r?.local_body ?? '';
        return {
          key,
          status: r?.status ?? false,
          [`en_${key}_body`]: en,
          [`local_${key}_body`]: local,
          en_body: en,
          local_body: local,
        };
      }),
    );
  },
});

/** The fields of an operator write, without the site (the operator API's request, the console's body). */
export type CmsWrite = Omit<BodyOf<'/api/operator/cms_write'>, 'domain_name' | 'external_id'>;
export type PromotionWrite = Omit<BodyOf<'/api/operator/promotion_write'>, 'domain_name' | 'external_id'>;
export type NewsWrite = Omit<BodyOf<'/api/operator/news_write'>, 'domain_name' | 'external_id'>;

/**
 * The one write of a CMS block (created or replaced, as a draft or published), shared by the operator API and
 * the console; `by` names who saved it. A pending draft of the block (console) is left as it is.
 */
export async function writeCmsBlock(q: Queryable, siteId: number, body: CmsWrite, by: string) {
  const [row] = await q.query<{ status: boolean; state: 'draft' | 'published'; updated_at: Date }>(
    `INSERT INTO cms_blocks (site_id, key, status, en_body, local_body, state, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, now(), $7)
     ON CONFLICT (site_id, key) DO UPDATE SET status = $3, en_body = $4, local_body = $5, state = $6,
       updated_at = now(), updated_by = $7
     RETURNING status, state, updated_at`,
    [siteId, body.key, body.status, body.en_body, body.local_body, body.state, by],
  );
  if (!row) throw new Error('the cms upsert returned no row');
  return row;
}

/** The database row behind a write's answer (`contentWriteValue`, with `updated_at` still a Date). */
export type WrittenRow = Pick<AnswerOf<'/api/operator/news_write'>, 'id' | 'state'> & { updated_at: Date };

/** The one write of a promotion: a new one (no id) or one of the site's replaced (id); none when not found. */
export async function writePromotion(
  q: Queryable,
  siteId: number,
  body: PromotionWrite,
  by: string,
): Promise<WrittenRow | undefined> {
  const values = [
    siteId,
    body.title,
    body.body,
    body.image,
    body.sort,
    body.state,
    body.starts_at ? iso(body.starts_at) : null,
    body.ends_at ? iso(body.ends_at) : null,
    body.bonus_amount,
    by,
    // a pending draft saved before migration 029 has no local texts
    body.local_title ?? '',
    body.local_body ?? '',
  ];
  const [row] = body.id
    ? await q.query<WrittenRow>(
        `UPDATE promotions SET title = $2, body = $3, image = $4, sort = $5, state = $6, starts_at = $7,
           ends_at = $8, bonus_amount = $9, updated_at = now(), updated_by = $10, local_title = $11,
           local_body = $12
          WHERE site_id = $1 AND id = $13 RETURNING id, state, updated_at`,
        [...values, body.id],
      )
    : await q.query<WrittenRow>(
        `INSERT INTO promotions (site_id, title, body, image, sort, state, starts_at, ends_at, bonus_amount,
           updated_by, local_title, local_body)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id, state, updated_at`,
        values,
      );
  return row;
}

/** A promotion's period is refused when it ends before it starts (the operator API's and the console's rule). */
export function promotionPeriodProblem(body: Pick<PromotionWrite, 'starts_at' | 'ends_at'>): string | null {
  return body.starts_at && body.ends_at && Date.parse(body.ends_at) < Date.parse(body.starts_at)
    ? 'ends_at: before starts_at'
    : null;
}

/** The one write of a news article: a new one (no id) or one of the site's replaced (id); none when not found. */
export async function writeNews(
  q: Queryable,
  siteId: number,
  body: NewsWrite,
  by: string,
): Promise<WrittenRow | undefined> {
  const at = body.published_at ? iso(body.published_at) : null;
  const values = [
    siteId,
    body.title,
    body.body,
    at,
    body.state,
    by,
    body.local_title ?? '',
    body.local_body ?? '',
  ];
  const [row] = body.id
    ? await q.query<WrittenRow>(
        `UPDATE news SET title = $2, body = $3, published_at = COALESCE($4::timestamptz, published_at),
           state = $5, updated_at = now(), updated_by = $6, local_title = $7, local_body = $8
          WHERE site_id = $1 AND id = $9 RETURNING id, state, updated_at`,
        [...values, body.id],
      )
    : await q.query<WrittenRow>(
        `INSERT INTO news (site_id, title, body, published_at, state, updated_by, local_title, local_body)
         VALUES ($1, $2, $3, COALESCE($4::timestamptz, now()), $5, $6, $7, $8) RETURNING id, state, updated_at`,
        values,
      );
  return row;
}

/** Operator: writes one CMS block of a site (created or replaced), as a draft or published. */
export const operatorCmsWrite = defineCall(DESIGNED_CALLS.operatorCmsWrite, {
  admin: true,
  async handle(ctx) {
    const { db, body, site } = ctx;
    ctx.audit = { target: `cms:${body.domain_name}/${body.key}` };
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const row = await writeCmsBlock(db, site.id, body, ctx.actor ?? '');
    ctx.audit.after = { status: row.status, state: row.state };
    return ok({ key: body.key, status: row.status, state: row.state, updated_at: iso(row.updated_at) });
  },
});

const written = (row: WrittenRow | undefined) =>
  row
    ? ok({ id: row.id, state: row.state, updated_at: iso(row.updated_at) })
    : fail('notFound', 'id: no such item on this site');

/** Operator: creates a promotion (no id) or replaces one of the site's (id), as a draft or published. */
export const operatorPromotionWrite = defineCall(DESIGNED_CALLS.operatorPromotionWrite, {
  admin: true,
  async handle(ctx) {
    const { db, body, site } = ctx;
    ctx.audit = { target: `promotion:${body.domain_name}/${body.id ?? 'new'}` };
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const problem = promotionPeriodProblem(body);
    if (problem) return fail('invalidInput', problem);
    return written(await writePromotion(db, site.id, body, ctx.actor ?? ''));
  },
});

/** Operator: creates a news article (no id) or replaces one of the site's (id), as a draft or published. */
export const operatorNewsWrite = defineCall(DESIGNED_CALLS.operatorNewsWrite, {
  admin: true,
  async handle(ctx) {
    const { db, body, site } = ctx;
    ctx.audit = { target: `news:${body.domain_name}/${body.id ?? 'new'}` };
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    return written(await writeNews(db, site.id, body, ctx.actor ?? ''));
  },
});
