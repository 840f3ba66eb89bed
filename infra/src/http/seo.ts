import type { Queryable } from '../db/index';
import type { SiteRow } from '../api/types';
import {
  DEFAULT_LANGUAGE,
  pageTitle,
  SEO_META_TAGS,
  seoPageName,
  seoTitle,
  showsLocalTexts,
} from '@site/shared';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A canonical URL as the record gives it, made absolute against the page's origin (scheme, host and port). */
export function absoluteCanonical(value: string, origin: string): string {
  try {
    return new URL(value, origin).href;
  } catch {
    return value;
  }
}

/** The head tags for a route, so crawlers see them without running scripts. */
export async function seoHead(
  db: Queryable,
  site: SiteRow,
  pathname: string,
  origin: string,
  language: string = DEFAULT_LANGUAGE,
): Promise<string> {
  const rows = await db.query<Record<string, string>>(
    'SELECT * FROM seo_records WHERE site_id = $1 AND page_name = $2',
    [site.id, seoPageName(pathname)],
  );
  const r = rows[0];
  // the page's local name for a reader of the site's local language (the page's language cookie), as the shell
  // writes it after a switch (host/src/features/seo/useSeo.ts)
  const title = pageTitle(seoTitle(r, showsLocalTexts(language, site.currency)), site.site_name);
  const tags = [`<title>${esc(title)}</title>`];
  if (r) {
    for (const [attr, name, field] of SEO_META_TAGS) {
      const content = r[field];
      if (content) tags.push(`<meta ${attr}="${name}" content="${esc(content)}" />`);
    }
    if (r.meta_canonical)
      tags.push(`<link rel="canonical" href="${esc(absoluteCanonical(r.meta_canonical, origin))}" />`);
    tags.push(`<meta property="og:title" content="${esc(title)}" />`);
  }
  return tags.join('\n    ');
}
