import axe from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { templateOf, THEME_CODES, THEME_COLORS, type ThemeCode } from '@site/shared';

export const PORT = Number(process.env.E2E_PORT ?? 8099);
export const CODES = THEME_CODES;
export const COMBOS: [ThemeCode, string][] = THEME_CODES.flatMap((code) =>
  THEME_COLORS[code].map((color) => [code, color] as [ThemeCode, string]),
);
export { templateOf };

/** The site of a theme code (`<code>.localhost`, seeded for every template). */
export const siteUrl = (code: string, path = '/') => `http://${code}.localhost:${PORT}${path}`;

/** The operator token of the e2e server (development default; docs/operations.md). */
export const ADMIN_TOKEN = 'dev-admin-token';

/**
 * Operator preview of any template × colour on a site (docs/operations.md): the operator API mints a
 * short-lived preview token and answers the link to open.
 */
export async function previewUrl(
  request: APIRequestContext,
  code: string,
  color: string,
  domain = 'localhost',
): Promise<string> {
  const res = await request.post(`http://localhost:${PORT}/api/operator/preview_token`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { domain_name: domain, theme_code: code, theme_color: color },
  });
  const answer = (await res.json()) as { statusCode: number; statusMessage: string; value: { url: string } };
  expect(answer.statusCode, answer.statusMessage).toBe(1);
  return answer.value.url;
}

/** Collects console errors and page errors of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} @ ${m.location().url}`));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Waits until the template's home page is on screen: its layout, its home sections, the hot games (if it has them) and no preloader. */
export async function homeReady(page: Page, template: string): Promise<void> {
  await expect(page.locator(`[data-layout="${template}"]`)).toBeVisible();
  await expect(page.locator(`[data-home="${template}"]`)).toBeVisible();
  await expect(page.locator('[data-home] [data-section]').first()).toBeVisible();
  if (await page.locator('[data-section="hot"]').count())
    await expect(page.getByTestId('hot-games')).toBeVisible();
  await expect(page.locator('[data-preloader]')).toHaveCount(0);
}

/** How far the page scrolls sideways (0 = none). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** What the page's axe-core run answers: each violation's rule, impact and the selectors of its nodes. */
interface Violation {
  id: string;
  impact?: string | null;
  targets: string[];
}

/**
 * Puts axe-core into every frame of the page that lacks it (a new document: after a load or a frame's navigation),
 * as `@axe-core/playwright`'s legacy mode does, but once per document: that builder evaluated the 560 KB source
 * twice in the page on every run (100–250 ms each time on this machine), and a page is checked 2–20 times. A frame
 * that does not take it within 1 s (navigating away, cross-origin) is left out, as the builder leaves it.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const ready = frame.evaluate('typeof window.axe?.run === "function"').then(async (has) => {
      if (has) return;
      await frame.evaluate(axe.source);
      await frame.evaluate(
        'axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })',
      );
    });
    await Promise.race([ready, new Promise((r) => setTimeout(r, 1_000))]).catch(() => undefined);
  }
}

/**
 * axe-core violations of impact serious or critical, as readable lines. axe runs in the page itself (no extra page
 * per run, frames included), only violations are collected and only their rule, impact and node selectors come
 * back: together these keep hundreds of runs affordable. `scope` limits the run to some elements and rules.
 */
export async function seriousViolations(
  page: Page,
  scope?: { include: string; rules: string[] },
): Promise<string[]> {
  await injectAxe(page);
  const found = await page.evaluate(
    async ({ include, rules }): Promise<Violation[]> => {
      const { axe: run } = window as unknown as { axe: Pick<typeof axe, 'run'> };
      const result = await run.run(
        { include, exclude: [] },
        { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include: scope ? [scope.include] : [], rules: scope?.rules ?? null },
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.slice(0, 3).join(', ')}`);
}
