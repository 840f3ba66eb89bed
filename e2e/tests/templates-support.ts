import AxeBuilder from '@axe-core/playwright';
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

/**
 * axe-core violations of impact serious or critical, as readable lines. Legacy mode runs axe in the page itself
 * (no extra page per run), and only violations are collected: both keep 150 runs affordable. `scope` limits the
 * run to some elements and rules.
 */
export async function seriousViolations(
  page: Page,
  scope?: { include: string; rules: string[] },
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (scope) builder = builder.include(scope.include).withRules(scope.rules);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
