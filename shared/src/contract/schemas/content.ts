import * as z from 'zod/mini';
import { domainName, instant, intId, siteOnly, siteRef, text } from './fields';

/** Operator-written content of a site: SEO records, CMS blocks, promotions, news, social links, analytics. */
export const seoRequest = z.object({ ...siteRef, page_name: text(128, 1) });
export const seoRecord = z.object({
  id: z.number(),
  page_name: z.string(),
  en_item_name: z.string(),
  en_body: z.string(),
  local_item_name: z.string(),
  local_body: z.string(),
  meta_title: z.string(),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_lang: z.string(),
  meta_image_url: z.string(),
});

/** SPEC §3's five blocks plus `terms` (terms and conditions, /term-condition), which the spec does not list. */
export const CMS_KEYS = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'terms',
] as const;
export const cmsRequest = z.object({ ...siteRef, key: z.optional(z.enum(CMS_KEYS)) });
/** A CMS block (SPEC §3): `en_<key>_body` and `local_<key>_body`, plus the same bodies under generic names. */
export const cmsBlock = z.catchall(
  z.object({ key: z.enum(CMS_KEYS), status: z.boolean(), en_body: z.string(), local_body: z.string() }),
  z.union([z.string(), z.boolean()]),
);

/** `starts_at` / `ends_at`: the promotion's period (ISO 8601), null when the operator set no bound. */
export const promotion = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  image: z.string(),
  starts_at: z.nullable(instant),
  ends_at: z.nullable(instant),
  /** a bonus (minor units) a signed-in player can claim once (`/api/account/promotion_claim`); 0: none */
  bonus_amount: z.number(),
  /** the title and body in the site's local language (PHP / CN pages); '' when the operator wrote none */
  local_title: z.optional(z.string()),
  local_body: z.optional(z.string()),
});
export const newsItem = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
  /** the title and body in the site's local language (PHP / CN pages); '' when the operator wrote none */
  local_title: z.optional(z.string()),
  local_body: z.optional(z.string()),
});
export const socialAccount = z.object({ name: z.string(), url: z.string(), icon: z.string() });
export const analyticsRequest = z.object({ domain_name: domainName });
export const analyticsScript = z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() });

/** Operator writes (x-admin-token): a draft is kept but not served to players until it is published. */
const isoTime = z.string().check(z.refine((s: string) => !Number.isNaN(Date.parse(s)), 'an ISO 8601 time'));
export const contentState = z.enum(['draft', 'published']);
const operatorBody = text(200_000);
const writeState = { state: z._default(z.optional(contentState), 'published') };
/** The title and body in the site's local language (shown on the PHP and CN pages when not blank). */
const localTexts = {
  local_title: z._default(z.optional(text(200)), ''),
  local_body: z._default(z.optional(operatorBody), ''),
};
export const cmsWriteRequest = z.object({
  ...siteRef,
  key: z.enum(CMS_KEYS),
  status: z.boolean(),
  en_body: operatorBody,
  local_body: z._default(z.optional(operatorBody), ''),
  ...writeState,
});
export const cmsWriteValue = z.object({
  key: z.enum(CMS_KEYS),
  status: z.boolean(),
  state: contentState,
  updated_at: instant,
});
export const promotionWriteRequest = z.object({
  ...siteRef,
  /** absent: a new promotion; present: that promotion of the site is replaced */
  id: z.optional(intId),
  title: text(200, 1),
  body: operatorBody,
  image: z._default(z.optional(text(500)), ''),
  sort: z._default(z.optional(z.int().check(z.minimum(0), z.maximum(10_000))), 0),
  /** the period shown on the card (ISO 8601); absent or null: no bound */
  starts_at: z._default(z.optional(z.nullable(isoTime)), null),
  ends_at: z._default(z.optional(z.nullable(isoTime)), null),
  bonus_amount: z._default(z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000_000_000))), 0),
  ...localTexts,
  ...writeState,
});
export const newsWriteRequest = z.object({
  ...siteRef,
  id: z.optional(intId),
  title: text(200, 1),
  body: operatorBody,
  /** when the article goes live (default: now); a future time keeps it hidden until then */
  published_at: z.optional(isoTime),
  ...localTexts,
  ...writeState,
});
export const contentWriteValue = z.object({ id: z.number(), state: contentState, updated_at: instant });

export const contentCalls = {
  '/api/seo': { request: seoRequest, answer: seoRecord },
  '/api/content/cms': { request: cmsRequest, answer: z.array(cmsBlock) },
  '/api/content/promotions': { request: siteOnly, answer: z.array(promotion) },
  '/api/content/news': { request: siteOnly, answer: z.array(newsItem) },
  '/api/settings/social_account': { request: siteOnly, answer: z.array(socialAccount) },
  '/api/settings/get_analytics': { request: analyticsRequest, answer: z.array(analyticsScript) },
  '/api/operator/cms_write': { request: cmsWriteRequest, answer: cmsWriteValue },
  '/api/operator/promotion_write': { request: promotionWriteRequest, answer: contentWriteValue },
  '/api/operator/news_write': { request: newsWriteRequest, answer: contentWriteValue },
} as const;
