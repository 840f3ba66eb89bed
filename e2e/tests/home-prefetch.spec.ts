import { expect, test, type Page } from '@playwright/test';
import { holdModuleUntil, site, withoutCarriedAnswers } from './helpers';

const PROMOTIONS = '/api/content/promotions';
const TOP10 = '/api/settings/top10winner_withdrawal';
const PROVIDERS = '/api/product/providers';
const NEWS = '/api/content/news';
const HOME_CALLS = [PROMOTIONS, TOP10, PROVIDERS, NEWS];

/**
 * Issue 16.1 (performance): the home page's first data calls start in parallel with HomePage's own module, not
 * after it rendered (the `/` route's prefetch module, templates/HomePrefetch, started by the shell's route
 * loader: host/src/app/route-start.ts). HomePage's script is held back until the calls are seen (20 s at most);
 * the calls must come while it is held, each once (the sections find them in the cache), and the page then
 * draws its sections.
 */
// every home call of this remote is counted, so a call the template does not need shows up too
const holdHomeModuleUntil = (page: Page, calls: string[]) =>
  holdModuleUntil(page, /\/cdn\/templates\/.*__federation_expose_HomePage\.[^/]*\.js$/, calls, HOME_CALLS);

const cases = [
  // template1: carousel (promotions), winners ticker (top-10), providers strip
  {
    code: 'casino1',
    calls: [PROMOTIONS, TOP10, PROVIDERS],
    sections: ['banner', 'providers', 'live-tables'],
  },
  // template15: hero and promotions (promotions), leaderboard (top-10); no providers strip
  { code: 'sportsbook1', calls: [PROMOTIONS, TOP10], sections: ['hero', 'sports', 'betslip', 'leaderboard'] },
  // template9: providers strip first, carousel, biggest win and ticker
  { code: 'slot2', calls: [PROVIDERS, PROMOTIONS, TOP10], sections: ['providers', 'banner', 'categories'] },
];

for (const { code, calls, sections } of cases) {
  test(`${code}: the home's first data calls go out while HomePage's module is still downloading, once each`, async ({
    page,
  }) => {
    // as on a navigation to the home within the app: no answer carried by the page (critical-path.spec.ts)
    await withoutCarriedAnswers(page);
    const { seen, state } = await holdHomeModuleUntil(page, calls);
    await page.goto(site(code, '/'));
    const home = page.locator('[data-home]');
    await expect(home).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    expect(state.held).toBeGreaterThan(0);
    expect(state.heldWhenSeen).toBe(true);
    for (const s of sections) await expect(home.locator(`[data-section="${s}"]`).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the sections used the prefetched answers: no second call
    for (const c of calls) expect(seen.get(c), c).toBe(1);
    // and nothing else of this list was asked for (the template's home does not need it)
    for (const other of HOME_CALLS.filter((c) => !calls.includes(c)))
      expect(seen.get(other) ?? 0, other).toBe(0);
  });
}

test("a first load carrying the home's answers neither hints nor fetches the prefetch module; HomePage once", async ({
  page,
}) => {
  const requests = new Map<string, number>();
  page.on('request', (r) => {
    const file = /\/cdn\/templates\/[^/]+\/(__federation_expose_Home\w+)\./.exec(r.url())?.[1];
    if (file) requests.set(file, (requests.get(file) ?? 0) + 1);
  });
  const res = await page.goto(site('casino1', '/'));
  const html = (await res?.text()) ?? '';
  // the page carries the answers of the home's first calls: nothing needs starting early
  expect(html).toContain('<script id="page-answers"');
  expect(html).toMatch(
    /href="[^"]*\/cdn\/templates\/[^"]+\/__federation_expose_HomePage\.[^"]+\.js" integrity="sha384-/,
  );
  // (the carried manifest still lists it, as every module; no preload link names it)
  expect(html).not.toMatch(/<link rel="preload"[^>]*__federation_expose_HomePrefetch\./);
  await expect(page.locator('[data-home]')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(requests.get('__federation_expose_HomePage')).toBe(1);
  expect(requests.get('__federation_expose_HomePrefetch') ?? 0).toBe(0);
});
