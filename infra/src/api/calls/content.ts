import { z } from 'zod';
import { DESIGNED_CALLS, type CmsKey } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { domainName, siteRef, text } from '../schemas';

const SITE_NOT_FOUND = ['siteNotFound', 'no site is configured for this domain'] as const;

/** The SEO record of a page (SPEC §3), or `notFound`. */
export const seo = defineCall({
  path: '/api/seo',
  schema: z
    .object({
      ...siteRef,
      page_name: text(128, 1),
    })
    .loose(),
  async handle({ db, body, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const rows = await db.query('SELECT * FROM seo_records WHERE site_id = $1 AND page_name = $2', [
      site.id,
      body.page_name,
    ]);
    const { site_id: _s, ...record } = (rows[0] ?? {}) as Record<string, unknown>;
    return rows[0] ? ok(record) : fail('notFound', `page_name: no SEO record for ${body.page_name}`);
  },
});

export const analytics = defineCall({
  path: '/api/settings/get_analytics',
  schema: z.object({ domain_name: domainName }).loose(),
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    return ok(
      await db.query('SELECT section, script FROM analytics_scripts WHERE site_id = $1 ORDER BY id', [
        site.id,
      ]),
    );
  },
});

export const socialAccounts = defineCall({
  path: '/api/settings/social_account',
  schema: z.object(siteRef).loose(),
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    return ok(
      await db.query('SELECT name, url, icon FROM social_accounts WHERE site_id = $1 ORDER BY id', [site.id]),
    );
  },
});

export const promotions = defineCall({
  path: DESIGNED_CALLS.promotions,
  schema: z.object(siteRef).loose(),
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    return ok(
      await db.query('SELECT id, title, body, image FROM promotions WHERE site_id = $1 ORDER BY sort, id', [
        site.id,
      ]),
    );
  },
});

export const news = defineCall({
  path: DESIGNED_CALLS.news,
  schema: z.object(siteRef).loose(),
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const rows = await db.query<{ published_at: Date }>(
      'SELECT id, title, body, published_at FROM news WHERE site_id = $1 AND published_at <= now() ORDER BY published_at DESC, id DESC',
      [site.id],
    );
    return ok(rows.map((r) => ({ ...r, published_at: new Date(r.published_at).toISOString() })));
  },
});

export const CMS_KEYS = ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming'] as const;

/**
 * CMS blocks (SPEC §3): each `{key, status, en_<key>_body, local_<key>_body, en_body, local_body}`; all five
 * in CMS_KEYS order, or the one named by `key`. A block the operator never wrote is `status: false`, empty.
 * Bodies are operator HTML: the front end sanitizes them before use.
 */
export const cms = defineCall({
  path: DESIGNED_CALLS.cms,
  schema: z.object({ ...siteRef, key: z.enum(CMS_KEYS).optional() }).loose(),
  async handle({ db, body, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const rows = await db.query<{ key: string; status: boolean; en_body: string; local_body: string }>(
      'SELECT key, status, en_body, local_body FROM cms_blocks WHERE site_id = $1',
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
