import { createHash } from 'node:crypto';
import { z } from 'zod';
import { cmsWriteRequest, CMS_KEYS, newsWriteRequest, promotionWriteRequest } from '@site/shared/contract';
import type { Queryable } from '../db/index';
import type { SiteRow } from '../api/types';
import {
  promotionPeriodProblem,
  writeCmsBlock,
  writeNews,
  writePromotion,
  type CmsWrite,
  type NewsWrite,
  type PromotionWrite,
} from '../api/calls/content';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { DATE_REASON, isConsoleDate } from './input-text';
import { route, type ConsoleRoute, type RouteContext } from './route';
import { contractCheck, isoOrNull, lockedSite, playerSiteUrl, siteOf } from './site-common';
import { lastChange, staleView } from './stale';

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
 */

export const CONTENT_KINDS = ['cms', 'promotions', 'news'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** The largest body the console takes (the contract allows 200,000 characters of HTML; up to 4 bytes each). */
const CONTENT_BODY_LIMIT = 1024 * 1024;
/** Audit rows keep bodies up to this many characters; a longer one as its length and sha256. */
const AUDIT_BODY_MAX = 10_000;

type State = 'draft' | 'published';

interface PendingDraft {
  fields: Record<string, unknown>;
  saved_at: string;
  saved_by: string;
}

interface CmsRow {
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
interface PromotionRow {
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
interface NewsRow {
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

const iso = (d: Date | string) => new Date(d).toISOString();

/** A CMS block as the console shows it; `written: false` for a block never written (players: not available). */
function cmsView(key: string, r: CmsRow | undefined) {
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

function promotionView(r: PromotionRow) {
  return {
    id: Number(r.id),
    state: r.state,
    title: r.title,
    body: r.body,
    local_title: r.local_title,
    local_body: r.local_body,
    image: r.image,
    sort: Number(r.sort),
    starts_at: isoOrNull(r.starts_at),
    ends_at: isoOrNull(r.ends_at),
    bonus_amount: Number(r.bonus_amount),
    updated_at: iso(r.updated_at),
    updated_by: r.updated_by,
    draft: r.draft,
    version: Number(r.version),
    claims: Number(r.claims),
    live: r.state === 'published',
  };
}

function newsView(r: NewsRow, now: number) {
  return {
    id: Number(r.id),
    state: r.state,
    title: r.title,
    body: r.body,
    local_title: r.local_title,
    local_body: r.local_body,
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at),
    updated_by: r.updated_by,
    draft: r.draft,
    version: Number(r.version),
    // players see an article once it is published and its time has come
    live: r.state === 'published' && new Date(r.published_at).getTime() <= now,
  };
}

async function cmsRow(q: Queryable, siteId: number, key: string, lock = false) {
  const [row] = await q.query<CmsRow>(
    `SELECT key, status, en_body, local_body, state, updated_at, updated_by, draft, version FROM cms_blocks
      WHERE site_id = $1 AND key = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [siteId, key],
  );
  return row;
}
async function promotionRows(q: Queryable, siteId: number, id?: number, lock = false) {
  return q.query<PromotionRow>(
    `SELECT p.id, p.title, p.body, p.local_title, p.local_body, p.image, p.sort, p.starts_at, p.ends_at, p.bonus_amount::float8 AS bonus_amount,
            p.state, p.updated_at, p.updated_by, p.draft, p.version,
            (SELECT count(*)::int FROM promotion_claims c WHERE c.promotion_id = p.id) AS claims
       FROM promotions p WHERE p.site_id = $1 AND ($2::int IS NULL OR p.id = $2)
      ORDER BY p.sort, p.id ${lock ? 'FOR UPDATE OF p' : ''}`,
    [siteId, id ?? null],
  );
}
async function newsRows(q: Queryable, siteId: number, id?: number, lock = false) {
  return q.query<NewsRow>(
    `SELECT id, title, body, local_title, local_body, published_at, state, updated_at, updated_by, draft, version FROM news
      WHERE site_id = $1 AND ($2::int IS NULL OR id = $2)
      ORDER BY published_at DESC, id DESC ${lock ? 'FOR UPDATE' : ''}`,
    [siteId, id ?? null],
  );
}

/** What an audit row keeps of an item: every field, a long body as its length and hash. */
function auditable(item: Record<string, unknown> | null): unknown {
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

const kindParam = (ctx: RouteContext<unknown, unknown>): ContentKind => {
  const k = ctx.params.kind as ContentKind;
  if (!CONTENT_KINDS.includes(k)) throw new ConsoleError(404, 'notFound', 'kind: cms, promotions or news');
  return k;
};

/** The numeric id of a promotion or news article, or 404. */
function itemId(raw: string | undefined): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
    throw new ConsoleError(404, 'notFound', 'id: no such item on this site');
  return n;
}

function cmsKey(raw: string | undefined): CmsWrite['key'] {
  if (!(CMS_KEYS as readonly string[]).includes(raw ?? ''))
    throw new ConsoleError(404, 'notFound', `key: one of ${CMS_KEYS.join(', ')}`);
  return raw as CmsWrite['key'];
}

const notFound = () => new ConsoleError(404, 'notFound', 'id: no such item on this site');

/** Reads one item (locked) with its view, or null when it does not exist. */
async function readItem(q: Queryable, site: SiteRow, kind: ContentKind, id: string | undefined, now: number) {
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
function fieldsOf(kind: ContentKind, row: CmsRow | PromotionRow | NewsRow): Record<string, unknown> {
  if (row.draft) return row.draft.fields;
  if (kind === 'cms') {
    const r = row as CmsRow;
    return { key: r.key, status: r.status, en_body: r.en_body, local_body: r.local_body };
  }
  if (kind === 'promotions') {
    const r = row as PromotionRow;
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
  const r = row as NewsRow;
  return {
    id: Number(r.id),
    title: r.title,
    body: r.body,
    local_title: r.local_title,
    local_body: r.local_body,
    published_at: iso(r.published_at),
  };
}

/**
 * The one write path: the operator API's code, with the state given, clearing any pending draft. Answers the
 * written item's key or id.
 */
async function write(
  q: Queryable,
  site: SiteRow,
  kind: ContentKind,
  fields: Record<string, unknown>,
  state: State,
  by: string,
): Promise<string> {
  if (kind === 'cms') {
    const body = { ...(fields as CmsWrite), state };
    await writeCmsBlock(q, site.id, body, by);
    await q.query('UPDATE cms_blocks SET draft = NULL WHERE site_id = $1 AND key = $2', [site.id, body.key]);
    return body.key;
  }
  const written =
    kind === 'promotions'
      ? await writePromotion(q, site.id, { ...(fields as PromotionWrite), state }, by)
      : await writeNews(q, site.id, { ...(fields as NewsWrite), state }, by);
  if (!written) throw notFound();
  const table = kind === 'promotions' ? 'promotions' : 'news';
  await q.query(`UPDATE ${table} SET draft = NULL WHERE id = $1`, [written.id]);
  return String(written.id);
}

/** A body checked by the operator API's own request schema for that kind; answers the write's fields. */
function checkedFields(
  kind: ContentKind,
  site: SiteRow,
  body: Record<string, unknown>,
  key?: string,
): Record<string, unknown> {
  const { publish: _p, state: _s, domain_name: _d, external_id: _e, version: _v, ...rest } = body;
  const input = { ...rest, ...(key ? { key } : {}), domain_name: site.domain_name };
  const parsed =
    kind === 'cms'
      ? contractCheck(cmsWriteRequest, input)
      : kind === 'promotions'
        ? contractCheck(promotionWriteRequest, input)
        : contractCheck(newsWriteRequest, input);
  const { domain_name: _dn, external_id: _ex, state: _st, ...fields } = parsed as Record<string, unknown>;
  // a year like 275760 answered 500 and 0001 was saved as 2001: the console's date rule before the write
  for (const key of ['published_at', 'starts_at', 'ends_at'])
    if (typeof fields[key] === 'string' && !isConsoleDate(fields[key]))
      throw new ConsoleError(400, 'invalidInput', `${key}: ${DATE_REASON}`);
  if (kind === 'promotions') {
    const problem = promotionPeriodProblem(fields as PromotionWrite);
    if (problem) throw new ConsoleError(400, 'invalidInput', problem);
  }
  return fields;
}

const CONSOLE_STEPS = ['save_draft', 'publish', 'unpublish', 'discard', 'delete'];
const OPERATOR_WRITES = { cms: 'cms_write', promotions: 'promotion_write', news: 'news_write' } as const;

/**
 * Optimistic concurrency: a `version` sent (the item's version when the editor loaded it; 0 for a CMS block never
 * written) that is not the stored one means someone changed the item meanwhile — 409 `staleView` naming who and
 * when (stale.ts). Without `version` the change is made as before (the operator API's callers).
 */
async function checkVersion(
  q: Queryable,
  kind: ContentKind,
  current: Awaited<ReturnType<typeof readItem>>,
  sent: unknown,
): Promise<void> {
  if (sent === undefined || sent === null) return;
  if (typeof sent !== 'number' || !Number.isInteger(sent) || sent < 0)
    throw new ConsoleError(400, 'invalidInput', 'version: the version the editor was loaded from');
  const stored = current.row ? Number(current.row.version) : 0;
  if (stored === sent) return;
  const actions = CONSOLE_STEPS.map((s) => `content.${kind}.${s}`);
  throw staleView(await lastChange(q, current.target, actions, [`/api/operator/${OPERATOR_WRITES[kind]}`]));
}

/**
 * Save: `publish: true` writes the item published (players see it at once); otherwise it is a draft — in the
 * row for a new or draft item, as the pending draft of a published one (players keep the published version).
 */
async function save(ctx: RouteContext<Record<string, unknown>, unknown>, kind: ContentKind, key?: string) {
  const publish = ctx.body.publish === true;
  const by = ctx.actor.name;
  return ctx.db.tx(async (q) => {
    const site = await lockedSite(q, ctx.params.domain);
    const fields = checkedFields(kind, site, ctx.body, key);
    const id = kind === 'cms' ? key : fields.id === undefined ? undefined : String(fields.id);
    const current = id === undefined ? null : await readItem(q, site, kind, id, ctx.now);
    if (kind !== 'cms' && current && !current.row) throw notFound();
    if (current) await checkVersion(q, kind, current, ctx.body.version);
    // as the publish step does: an article kept as a draft goes out dated now, unless it is scheduled for later
    // (the editor's time field has minutes only, so its own value would date it before articles older than it)
    if (kind === 'news' && publish && current?.row?.state === 'draft') {
      const at = Date.parse(String(fields.published_at ?? iso((current.row as NewsRow).published_at)));
      fields.published_at = new Date(Math.max(Number.isNaN(at) ? 0 : at, ctx.now)).toISOString();
    }
    let written: string;
    if (!publish && current?.row?.state === 'published') {
      const draft: PendingDraft = { fields, saved_at: new Date(ctx.now).toISOString(), saved_by: by };
      const table = kind === 'cms' ? 'cms_blocks' : kind;
      const where = kind === 'cms' ? 'site_id = $2 AND key = $3' : 'site_id = $2 AND id = $3';
      await q.query(`UPDATE ${table} SET draft = $1 WHERE ${where}`, [JSON.stringify(draft), site.id, id]);
      written = id!;
    } else written = await write(q, site, kind, fields, publish ? 'published' : 'draft', by);
    const after = await readItem(q, site, kind, written, ctx.now);
    await consoleAudit(q, ctx.actor, {
      action: `content.${kind}.${publish ? 'publish' : 'save_draft'}`,
      target: after.target,
      before: auditable(current?.view ?? null),
      after: auditable(after.view),
    });
    return after.view;
  });
}

const listSites = route({
  method: 'GET',
  path: '/content/sites',
  access: 'content.edit',
  async handle(ctx) {
    const rows = await ctx.db.query<SiteRow>('SELECT * FROM sites ORDER BY domain_name');
    return {
      items: rows.map((s) => ({
        domain_name: s.domain_name,
        site_name: s.site_name,
        language: String(s.language ?? 'EN'),
        theme_code: s.theme_code,
        theme_color: s.theme_color,
      })),
    };
  },
});

const listItems = route({
  method: 'GET',
  path: '/content/:domain/:kind',
  access: 'content.edit',
  async handle(ctx) {
    const kind = kindParam(ctx);
    const site = await siteOf(ctx.db, ctx.params.domain);
    const base = { domain_name: site.domain_name, player_url: playerSiteUrl(ctx.config, site.domain_name) };
    if (kind === 'cms') {
      const rows = await ctx.db.query<CmsRow>(
        'SELECT key, status, en_body, local_body, state, updated_at, updated_by, draft, version FROM cms_blocks WHERE site_id = $1',
        [site.id],
      );
      return {
        ...base,
        items: CMS_KEYS.map((k) =>
          cmsView(
            k,
            rows.find((r) => r.key === k),
          ),
        ),
      };
    }
    if (kind === 'promotions')
      return { ...base, items: (await promotionRows(ctx.db, site.id)).map(promotionView) };
    return { ...base, items: (await newsRows(ctx.db, site.id)).map((r) => newsView(r, ctx.now)) };
  },
});

const anyBody = z.record(z.string(), z.unknown());

const saveCms = route({
  method: 'POST',
  path: '/content/:domain/cms/:key',
  access: 'content.edit',
  bodyLimit: CONTENT_BODY_LIMIT,
  body: anyBody,
  async handle(ctx) {
    return save(ctx, 'cms', cmsKey(ctx.params.key));
  },
});

const savePromotion = route({
  method: 'POST',
  path: '/content/:domain/promotions',
  access: 'content.edit',
  bodyLimit: CONTENT_BODY_LIMIT,
  body: anyBody,
  async handle(ctx) {
    return save(ctx, 'promotions');
  },
});

const saveNews = route({
  method: 'POST',
  path: '/content/:domain/news',
  access: 'content.edit',
  bodyLimit: CONTENT_BODY_LIMIT,
  body: anyBody,
  async handle(ctx) {
    return save(ctx, 'news');
  },
});

type Step = 'publish' | 'unpublish' | 'discard' | 'delete';
/** A step's body: the version the editor was loaded from (docs/console.md "Changed meanwhile"). */
const stepBody = z.object({ version: z.number().int().min(0).optional() }).optional();

/**
 * Publish (a draft item, or a published item's pending draft), unpublish (players stop seeing it; a pending
 * draft becomes the draft), discard (drop the pending draft), delete (a draft promotion or article that no
 * player has claimed). Each refuses with 409 when it does not apply.
 */
function step(name: Step): ConsoleRoute {
  return route({
    method: 'POST',
    path: `/content/:domain/:kind/:id/${name}`,
    access: 'content.edit',
    body: stepBody,
    async handle(ctx) {
      const kind = kindParam(ctx);
      const by = ctx.actor.name;
      return ctx.db.tx(async (q) => {
        const site = await lockedSite(q, ctx.params.domain);
        const current = await readItem(q, site, kind, ctx.params.id, ctx.now);
        const row = current.row;
        if (!row) throw notFound();
        await checkVersion(q, kind, current, ctx.body?.version);
        const refuse = (code: string, detail: string) => {
          throw new ConsoleError(409, code, detail);
        };
        let after: unknown = null;
        if (name === 'publish') {
          if (row.state === 'published' && !row.draft)
            refuse('alreadyPublished', 'state: already published, with no pending draft');
          const fields = fieldsOf(kind, row);
          // an article kept as a draft goes out dated now, unless it was scheduled for later
          if (kind === 'news' && row.state === 'draft' && !row.draft) {
            const at = Date.parse(String(fields.published_at));
            fields.published_at = new Date(Math.max(at, ctx.now)).toISOString();
          }
          await write(q, site, kind, fields, 'published', by);
        } else if (name === 'unpublish') {
          if (row.state === 'draft') refuse('alreadyDraft', 'state: already a draft');
          await write(q, site, kind, fieldsOf(kind, row), 'draft', by);
        } else if (name === 'discard') {
          if (!row.draft) refuse('noDraft', 'draft: nothing to discard');
          const table = kind === 'cms' ? 'cms_blocks' : kind;
          const where = kind === 'cms' ? 'site_id = $1 AND key = $2' : 'site_id = $1 AND id = $2';
          await q.query(`UPDATE ${table} SET draft = NULL WHERE ${where}`, [site.id, ctx.params.id]);
        } else {
          if (kind === 'cms') refuse('notDeletable', 'a CMS block is unpublished, not deleted');
          if (row.state !== 'draft') refuse('notDeletable', 'state: unpublish it first');
          if ((row as PromotionRow).claims > 0)
            refuse('notDeletable', 'players have claimed this promotion; it stays as a draft');
          await q.query(`DELETE FROM ${kind} WHERE site_id = $1 AND id = $2`, [site.id, ctx.params.id]);
        }
        if (name !== 'delete') after = (await readItem(q, site, kind, ctx.params.id, ctx.now)).view;
        await consoleAudit(q, ctx.actor, {
          action: `content.${kind}.${name}`,
          target: current.target,
          before: auditable(current.view),
          after: auditable(after as Record<string, unknown> | null),
        });
        return after ?? { deleted: true };
      });
    },
  });
}

/** The content routes of the console (ROUTES in routes.ts). */
export const CONTENT_CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  listSites,
  listItems,
  saveCms,
  savePromotion,
  saveNews,
  step('publish'),
  step('unpublish'),
  step('discard'),
  step('delete'),
] as ConsoleRoute[];
