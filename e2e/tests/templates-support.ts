import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { templateOf, THEME_CODES, THEME_COLORS, type ThemeCode } from '@site/shared';

export const PORT = Number(process.env.E2E_PORT ?? 8099);
export const CODES = THEME_CODES;
export const COMBOS: [ThemeCode, string][] = THEME_CODES.flatMap((code) =>
  THEME_COLORS[code].map((color) => [code, color] as [ThemeCode, string]),
);
export { templateOf };

/** The site of a theme code (`<code>.localhost`, seeded for every template). */
export const siteUrl = (code: string, path = '/') => `http://${code}.localhost:${PORT}${path}`;

/** Operator preview of any template × colour on the localhost site (docs/operations.md). */
export const previewUrl = (code: string, color: string) =>
  `http://localhost:${PORT}/?preview_theme=${code}&preview_color=${color}&preview_token=dev-admin-token`;

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
