import { createHash } from 'node:crypto';
import { CMS_KEYS } from '@site/shared/contract';
import type { Queryable } from '../db/index';
import type { SiteRow } from '../api/types';
import type { CmsWrite } from '../api/calls/content';
import { ConsoleError } from './errors';
import type { RouteContext } from './route';
import { isoOrNull } from './site-common';

/**
 * Content in the console (issue 17 §5; docs/console.md "Content"): CMS blocks (the terms are the `terms` block),
 * promotions and news per site, with draft / published. Every write goes through the operator API's own code
 * (`writeCmsBlock`, `writePromotion`, `writeNews` in api/calls/content.ts) after the contract's own request
 * schema, so the console accepts exactly what the operator API accepts. Players only ever get published items
 * (the player calls filter `state = 'published'`).
 *
 * A change to a PUBLISHED item saved as a draft is kept as the item's pending draft (`draft`, migration 028):
 * players keep the published version until it is published; discarding drops it. A new item, or one in the
 * draft state, is saved in the row itself with `state = 'draft'`.
 *
 * This module reads items: their rows, the views the console answers, the fields a write takes. The read routes
 * are in routes-content.ts, the changes in routes-content-write.ts, the version check in content-version.ts.
 */

export const CONTENT_KINDS = ['cms', 'promotions', 'news'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** The largest body the console takes (the contract allows 200,000 characters of HTML; up to 4 bytes each). */
export const CONTENT_BODY_LIMIT = 1024 * 1024;
/** Audit rows keep bodies up to this many characters; a longer one as its length and sha256. */
const AUDIT_BODY_MAX = 10_000;

export type State = 'draft' | 'published';

export interface PendingDraft {
  fields: Record<string, unknown>;
  saved_at: string;
  saved_by: string;
}

export interface CmsRow {
  key: (typeof CMS_KEYS)[number];
  status: boolean;
  en_body: string;
  local_body: string;
  state: State;
  updated_at: Date | string;
  updated_by: string;
  draft: PendingDraft | null;
  version: number;
}
export interface PromotionRow {
  id: number;
  title: string;
  body: string;
  image: string;
  sort: number;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  bonus_amount: number;
  local_title: string;
  local_body: string;
  state: State;
  updated_at: Date | string;
  updated_by: string;
  draft: PendingDraft | null;
  version: number;
  claims: number;
}
export interface NewsRow {
  id: number;
  title: string;
  body: string;
  published_at: Date | string;
  local_title: string;
  local_body: string;
  state: State;
  updated_at: Date | string;
  updated_by: string;
  draft: PendingDraft | null;
  version: number;
}

export const iso = (d: Date | string) => new Date(d).toISOString();

/** A CMS block as the console shows it; `written: false` for a block never written (players: not available). */
export function cmsView(key: string, r: CmsRow | undefined) {
  return {
    key,
    written: Boolean(r),
    state: r?.state ?? null,
    status: r?.status ?? false,
    en_body: r?.en_body ?? '',
    local_body: r?.local_body ?? '',
    updated_at: r ? iso(r.updated_at) : null,
    updated_by: r?.updated_by ?? '',
    draft: r?.draft ?? null,
    // what an editor sends back (`version`) so a change made meanwhile is not overwritten; 0: never written
    version: r ? Number(r.version) : 0,
    live: r?.state === 'published' && r.status,
  };
}

/** A promotion's writable fields (what the operator write takes), from its row. */
function promotionFields(r: PromotionRow) {
  return {
    id: Number(r.id),
    title: r.title,
    body: r.body,
    local_title: r.local_title,
    local_body: r.local_body,
    image: r.image,
    sort: Number(r.sort),
    starts_at: isoOrNull(r.starts_at),
    ends_at: isoOrNull(r.ends_at),
    bonus_amount: Number(r.bonus_amount),
  };
}

/** A news article's writable fields, from its row. */
function newsFields(r: NewsRow) {
  return {
    id: Number(r.id),
    title: r.title,
    body: r.body,
    local_title: r.local_title,
    local_body: r.local_body,
    published_at: iso(r.published_at),
  };
}

export function promotionView(r: PromotionRow) {
  return {
    ...promotionFields(r),
    state: r.state,
    updated_at: iso(r.updated_at),
    updated_by: r.updated_by,
    draft: r.draft,
    version: Number(r.version),
    claims: Number(r.claims),
    live: r.state === 'published',
  };
}

export function newsView(r: NewsRow, now: number) {
  return {
    ...newsFields(r),
    state: r.state,
    updated_at: iso(r.updated_at),
    updated_by: r.updated_by,
    draft: r.draft,
    version: Number(r.version),
    // players see an article once it is published and its time has come
    live: r.state === 'published' && new Date(r.published_at).getTime() <= now,
  };
}

export async function cmsRow(q: Queryable, siteId: number, key: string, lock = false) {
  const [row] = await q.query<CmsRow>(
    `SELECT key, status, en_body, local_body, state, updated_at, updated_by, draft, version FROM cms_blocks
      WHERE site_id = $1 AND key = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [siteId, key],
  );
  return row;
}
export async function promotionRows(q: Queryable, siteId: number, id?: number, lock = false) {
  return q.query<PromotionRow>(
    `SELECT p.id, p.title, p.body, p.local_title, p.local_body, p.image, p.sort, p.starts_at, p.ends_at, p.bonus_amount::float8 AS bonus_amount,
            p.state, p.updated_at, p.updated_by, p.draft, p.version,
            (SELECT count(*)::int FROM promotion_claims c WHERE c.promotion_id = p.id) AS claims
       FROM promotions p WHERE p.site_id = $1 AND ($2::int IS NULL OR p.id = $2)
      ORDER BY p.sort, p.id ${lock ? 'FOR UPDATE OF p' : ''}`,
    [siteId, id ?? null],
  );
}
export async function newsRows(q: Queryable, siteId: number, id?: number, lock = false) {
  return q.query<NewsRow>(
    `SELECT id, title, body, local_title, local_body, published_at, state, updated_at, updated_by, draft, version FROM news
      WHERE site_id = $1 AND ($2::int IS NULL OR id = $2)
      ORDER BY published_at DESC, id DESC ${lock ? 'FOR UPDATE' : ''}`,
    [siteId, id ?? null],
  );
}

/** What an audit row keeps of an item: every field, a long body as its length and hash. */
export function auditable(item: Record<string, unknown> | null): unknown {
  if (!item) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) {
    if (k === 'draft' && v) out.draft = auditable((v as PendingDraft).fields);
    else if (typeof v === 'string' && v.length > AUDIT_BODY_MAX)
      out[k] = { chars: v.length, sha256: createHash('sha256').update(v).digest('hex') };
    else out[k] = v;
  }
  return out;
}

export const kindParam = (ctx: RouteContext<unknown, unknown>): ContentKind => {
  const k = ctx.params.kind as ContentKind;
  if (!CONTENT_KINDS.includes(k)) throw new ConsoleError(404, 'notFound', 'kind: cms, promotions or news');
  return k;
};

/** The numeric id of a promotion or news article, or 404. */
export function itemId(raw: string | undefined): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
    throw new ConsoleError(404, 'notFound', 'id: no such item on this site');
  return n;
}

export function cmsKey(raw: string | undefined): CmsWrite['key'] {
  if (!(CMS_KEYS as readonly string[]).includes(raw ?? ''))
    throw new ConsoleError(404, 'notFound', `key: one of ${CMS_KEYS.join(', ')}`);
  return raw as CmsWrite['key'];
}

export const notFound = () => new ConsoleError(404, 'notFound', 'id: no such item on this site');

/** Reads one item (locked) with its view, or null when it does not exist. */
export async function readItem(
  q: Queryable,
  site: SiteRow,
  kind: ContentKind,
  id: string | undefined,
  now: number,
) {
  if (kind === 'cms') {
    const key = cmsKey(id);
    const row = await cmsRow(q, site.id, key, true);
    return { target: `cms:${site.domain_name}/${key}`, row, view: row ? cmsView(key, row) : null };
  }
  const n = itemId(id);
  if (kind === 'promotions') {
    const [row] = await promotionRows(q, site.id, n, true);
    return { target: `promotion:${site.domain_name}/${n}`, row, view: row ? promotionView(row) : null };
  }
  const [row] = await newsRows(q, site.id, n, true);
  return { target: `news:${site.domain_name}/${n}`, row, view: row ? newsView(row, now) : null };
}

/** The writable fields of a stored item (what the operator write takes), from its row or its pending draft. */
export function fieldsOf(kind: ContentKind, row: CmsRow | PromotionRow | NewsRow): Record<string, unknown> {
  if (row.draft) return row.draft.fields;
  if (kind === 'cms') {
    const r = row as CmsRow;
    return { key: r.key, status: r.status, en_body: r.en_body, local_body: r.local_body };
  }
  if (kind === 'promotions') return promotionFields(row as PromotionRow);
  return newsFields(row as NewsRow);
}
