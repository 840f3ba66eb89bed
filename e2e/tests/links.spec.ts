import { expect, test } from '@playwright/test';
import { THEME_CODES } from '@site/shared';
import { site } from './helpers';

// A link never leads a player into a 404: pages that do not exist on a site are not linked (SiteLink, menus).

test('on every template, every internal link of the home page leads to a live route', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seen = new Map<string, number>();
  for (const code of THEME_CODES) {
    await page.goto(site(code));
    await expect(page.locator('[data-layout]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const path of new Set(hrefs)) {
      const key = `${code}${path}`;
      if (seen.has(key)) continue;
      const res = await request.get(site(null, path), {
        headers: { host: `${code}.localhost` },
        maxRedirects: 0,
      });
      seen.set(key, res.status());
    }
  }
  const broken = [...seen].filter(([, status]) => status !== 200).map(([k, s]) => `${k} → ${s}`);
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(0);
});
