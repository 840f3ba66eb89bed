import { expect, test, type Page } from '@playwright/test';
import { patchStartup, site } from './shell-helpers';
import { apiLogin, seedSession } from './helpers';
import { holdRequests } from './routes';

/** SPEC §1: casino1-7, slot1-7, sportsbook1 → template1..template15. */
const THEME_CODES = [
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `casino${n}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `slot${n}`),
  'sportsbook1',
];
const templateOf = (code: string) => `template${THEME_CODES.indexOf(code) + 1}`;

const layoutOf = (page: Page) => page.locator('[data-shell-layout]');

test.describe('layouts (SPEC §2)', () => {
  test('maintenance comes first: every route of a site in maintenance shows only the maintenance layout', async ({
    page,
  }) => {
    await page.goto(site('maintenance', '/login'));
    await expect(page.locator('[data-layout="maintenance"]')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await expect(layoutOf(page)).toHaveCount(0);
  });

  test('/minigame uses the minigame layout (a session page: a signed-in player)', async ({
    page,
    request,
  }) => {
    await seedSession(page, null, await apiLogin(request, null));
    await page.goto(site(null, '/minigame'));
    await expect(layoutOf(page)).toHaveAttribute('data-shell-layout', 'minigame');
    await expect(page.getByTestId('minigame-page')).toBeVisible();
  });

  test("a route's own layout wins over the template's", async ({ page }) => {
    await patchStartup(page, (v) => {
      const account = v.remotes.find((r) => r.name === 'account');
      for (const r of (account?.routes ?? []) as { path: string; layout?: string }[])
        if (r.path === '/login') r.layout = 'default';
    });
    await page.goto(site(null, '/login'));
    await expect(layoutOf(page)).toHaveAttribute('data-shell-layout', 'default');
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test("otherwise the site template's layout: every theme code resolves to its template1..15 layout", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const code of THEME_CODES) {
      await page.goto(site(code, '/'));
      await expect(layoutOf(page)).toHaveAttribute('data-shell-layout', templateOf(code));
      await expect(page.locator('[data-layout="plain"]')).toHaveCount(0);
    }
  });

  test('with the templates remote down, the built-in plain layout keeps the site usable', async ({
    page,
  }) => {
    await page.route('**/cdn/templates/**', (route) => route.abort());
    await page.goto(site(null, '/'));
    await expect(page.locator('[data-layout="plain"]')).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(site(null, '/login'));
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('the page stays mounted when the template replaces the plain layout: what the player typed is kept', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/cdn/templates/**');
    await page.goto(site(null, '/login'));
    const plain = page.locator('[data-layout="plain"][data-plain-state="loading"]');
    await plain.getByLabel('Username').fill('kept1');
    release();
    const template = page.locator(`[data-layout="${templateOf('casino1')}"]`);
    await expect(template.getByLabel('Username')).toHaveValue('kept1');
    await expect(page.locator('[data-layout="plain"]')).toHaveCount(0);
  });

  test('and when Retry brings a failed templates remote back', async ({ page }) => {
    await page.route('**/cdn/templates/**', (route) => route.abort());
    await page.goto(site(null, '/login'));
    const plain = page.locator('[data-layout="plain"][data-plain-state="failed"]');
    await plain.getByLabel('Username').fill('kept2');
    await page.unroute('**/cdn/templates/**');
    await plain.getByRole('button', { name: 'Retry' }).click();
    const template = page.locator(`[data-layout="${templateOf('casino1')}"]`);
    await expect(template.getByLabel('Username')).toHaveValue('kept2');
  });
});
