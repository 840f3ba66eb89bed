import { z } from 'zod';
import { cmsWriteRequest, newsWriteRequest, promotionWriteRequest } from '@site/shared/contract';
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
import { contractCheck, lockedSite } from './site-common';
import {
  auditable,
  cmsKey,
  CONTENT_BODY_LIMIT,
  fieldsOf,
  iso,
  kindParam,
  notFound,
  readItem,
  type ContentKind,
  type NewsRow,
  type PendingDraft,
  type PromotionRow,
  type State,
} from './content-items';
import { checkVersion, stepBody } from './content-version';

/**
 * The content routes that change an item (docs/console.md "Content"): save (a CMS block, a promotion, an
 * article) and the steps publish, unpublish, discard and delete. Each change of a stored item carries the
 * `version` its editor was loaded from (content-version.ts).
 */

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
        await checkVersion(q, kind, current, ctx.body.version);
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

/** The routes that change content (CONTENT_CONSOLE_ROUTES in routes-content.ts). */
export const CONTENT_WRITE_ROUTES: readonly ConsoleRoute[] = [
  saveCms,
  savePromotion,
  saveNews,
  step('publish'),
  step('unpublish'),
  step('discard'),
  step('delete'),
] as ConsoleRoute[];
