import { DESIGNED_CALLS, type CmsKey, type NewsItem, type SeoRecord } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';

const SITE_NOT_FOUND = ['siteNotFound', 'no site is configured for this domain'] as const;

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

export const promotions = defineCall(DESIGNED_CALLS.promotions, {
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    return ok(
      await db.query('SELECT id, title, body, image FROM promotions WHERE site_id = $1 ORDER BY sort, id', [
        site.id,
      ]),
    );
  },
});

export const news = defineCall(DESIGNED_CALLS.news, {
  async handle({ db, site }) {
    if (!site) return fail(...SITE_NOT_FOUND);
    const rows = await db.query<Omit<NewsItem, 'published_at'> & { published_at: Date }>(
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
export const cms = defineCall(DESIGNED_CALLS.cms, {
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
