import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_TOKEN, PORT } from './templates-support';

/** The CMS routes of the templates remote and the block each shows (docs/content.md). */
export const CMS_PAGES = [
  ['/about', 'about_us'],
  ['/privacy-policy', 'privacy_policy'],
  ['/faqs', 'faqs'],
  ['/responsible-gaming', 'responsible_gaming'],
  ['/term-condition', 'terms'],
] as const;

export const host = (sub: string | null) => (sub ? `${sub}.localhost` : 'localhost');
export const url = (sub: string | null, path: string) => `http://${host(sub)}:${PORT}${path}`;

/** Shows the site in a language from the first request (the language cookie the switcher writes). */
export async function setLanguageCookie(
  context: BrowserContext,
  sub: string | null,
  lang: 'EN' | 'PHP' | 'CN',
) {
  await context.addCookies([{ name: 'i18n_lang', value: lang, domain: host(sub), path: '/' }]);
}

/** The block as the API serves it (the page must show what this says). */
export async function cmsBlock(request: APIRequestContext, sub: string | null, key: string) {
  const res = await request.post(url(null, '/api/content/cms'), {
    data: { domain_name: host(sub), key },
  });
  const a = (await res.json()) as { value: Record<string, string | boolean>[] };
  return a.value[0]!;
}

/** Writes a CMS block through the operator API (x-admin-token). */
export async function writeCms(
  request: APIRequestContext,
  sub: string,
  body: { key: string; status: boolean; en_body: string; local_body?: string; state?: string },
) {
  const res = await request.post(url(null, '/api/operator/cms_write'), {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { domain_name: host(sub), ...body },
  });
  const a = (await res.json()) as { statusCode: number; statusMessage: string };
  expect(a.statusCode, a.statusMessage).toBe(1);
}

/** The first heading text of an HTML body (what the page must show as a section title). */
export function firstHeading(html: string): string {
  return /<h[234][^>]*>(.*?)<\/h[234]>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
}

/** Waits until a content page (CMS, promotions, news) shows its content, not the skeleton. */
export async function contentReady(page: Page) {
  await expect(page.locator('[data-testid$="-page"], [data-testid="news-article"]').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page
      .locator(
        [
          'cms-body',
          'faq-list',
          'cms-unavailable',
          'promotion-cards',
          'news-list',
          'news-article',
          'contact-form',
          'install-card',
          'review-distribution',
        ]
          .map((id) => `[data-testid="${id}"]`)
          .join(', '),
      )
      .first(),
  ).toBeVisible({ timeout: 20_000 });
}

/** Waits until a CMS page shows its content (not the skeleton). */
export async function cmsReady(page: Page) {
  // The first visit loads the page's remote chunk; give a busy machine time for it.
  await expect(page.getByTestId('cms-page')).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByTestId('cms-page')
      .locator('[data-testid="cms-body"], [data-testid="faq-list"], [data-testid="cms-unavailable"]')
      .first(),
  ).toBeVisible({ timeout: 20_000 });
}

/** A site call's value (operator calls with `admin`), failing the test on any refusal. */
export async function api<T>(
  request: APIRequestContext,
  path: string,
  data: object,
  admin = false,
): Promise<T> {
  const res = await request.post(url(null, path), {
    data,
    headers: admin ? { 'x-admin-token': ADMIN_TOKEN } : {},
  });
  const a = (await res.json()) as { statusCode: number; statusMessage: string; value: T };
  expect(a.statusCode, a.statusMessage).toBe(1);
  return a.value;
}
