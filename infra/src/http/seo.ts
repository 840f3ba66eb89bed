import type { Queryable } from '../db/index';
import type { SiteRow } from '../api/types';
import { TITLE_SEPARATOR } from '@site/shared';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SEO record's page name for a route: `/` is `home`, else the path without its slash. */
export function pageName(pathname: string): string {
  return pathname === '/' ? 'home' : pathname.replace(/^\//, '');
}

/** `page title | site name` (SPEC §9 separator). */
export function pageTitle(title: string, siteName: string): string {
  return title ? `${title} ${TITLE_SEPARATOR} ${siteName}` : siteName;
}

/** The head tags for a route, so crawlers see them without running scripts. */
export async function seoHead(db: Queryable, site: SiteRow, pathname: string): Promise<string> {
  const rows = await db.query<Record<string, string>>(
    'SELECT * FROM seo_records WHERE site_id = $1 AND page_name = $2',
    [site.id, pageName(pathname)],
  );
  const r = rows[0];
  const title = pageTitle(r?.meta_title ?? '', site.site_name);
  const tags = [`<title>${esc(title)}</title>`];
  if (r) {
    const meta = (name: string, content: string | undefined) =>
      content && tags.push(`<meta name="${name}" content="${esc(content)}" />`);
    meta('description', r.meta_desc);
    meta('keywords', r.meta_keywords);
    meta('author', r.meta_author);
    meta('publisher', r.meta_publisher);
    meta('language', r.meta_lang);
    if (r.meta_canonical) tags.push(`<link rel="canonical" href="${esc(r.meta_canonical)}" />`);
    if (r.meta_image_url) tags.push(`<meta property="og:image" content="${esc(r.meta_image_url)}" />`);
    tags.push(`<meta property="og:title" content="${esc(title)}" />`);
  }
  return tags.join('\n    ');
}
