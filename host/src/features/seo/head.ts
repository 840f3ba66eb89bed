import { pageTitle, SEO_META_TAGS, seoTitle, type SeoRecord } from '@site/shared';

const MARK = 'data-seo';

function upsert(doc: Document, selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = doc.head.querySelector<HTMLElement>(selector);
  if (!value) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    el.setAttribute(MARK, '');
    doc.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/**
 * Puts a route's SEO record into the head (SPEC §3, §9): `page title | site name`, description, keywords,
 * author, publisher, language, image and canonical — the same tags the server renders for the first load.
 */
export function applySeo(
  record: Partial<SeoRecord> | null,
  siteName: string,
  doc: Document = document,
  local = false,
): void {
  // the page's local name for a reader of the site's local language (seoTitle), else the record's meta_title
  const title = pageTitle(seoTitle(record, local), siteName);
  doc.title = title;
  for (const [attr, name, field] of SEO_META_TAGS) {
    upsert(
      doc,
      `meta[${attr}="${name}"]`,
      () => {
        const m = doc.createElement('meta');
        m.setAttribute(attr, name);
        return m;
      },
      'content',
      String(record?.[field] ?? ''),
    );
  }
  upsert(
    doc,
    'meta[property="og:title"]',
    () => {
      const m = doc.createElement('meta');
      m.setAttribute('property', 'og:title');
      return m;
    },
    'content',
    record ? title : '',
  );
  upsert(
    doc,
    'link[rel="canonical"]',
    () => {
      const l = doc.createElement('link');
      l.rel = 'canonical';
      return l;
    },
    'href',
    record?.meta_canonical ? new URL(record.meta_canonical, doc.baseURI).href : '',
  );
}
