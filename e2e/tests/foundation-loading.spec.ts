import { expect, test } from '@playwright/test';
import { site, watchErrors } from './helpers';
import { CONTRACT_VERSION } from '../../shared/src/contract/version';
import { SITE_ROUTES } from '../../shared/src/contract/remotes';

// Foundation issue, point 3: remotes come from the startup answer and are registered at run time.

test('the home page renders from remotes registered at run time, with no console error', async ({ page }) => {
  const watch = watchErrors(page);
  await page.goto(site(null));
  await expect(page.getByTestId('hot-games')).toBeVisible();
  await expect(page.locator('[data-game]').first()).toBeVisible();
  const remotes = await page.evaluate(() => {
    const f = (
      window as unknown as {
        __FEDERATION__?: { __INSTANCES__?: { options: { remotes: { name: string; entry: string }[] } }[] };
      }
    ).__FEDERATION__;
    return (f?.__INSTANCES__ ?? []).flatMap((i) =>
      i.options.remotes.map((r) => ({ name: r.name, entry: r.entry })),
    );
  });
  const names = [...new Set(remotes.map((r) => r.name))].sort();
  expect(names).toEqual(['account', 'games', 'sportsbook', 'templates', 'wallet']);
  for (const r of remotes)
    expect(new URL(r.entry).pathname).toMatch(new RegExp(`^/cdn/${r.name}/[^/]+/mf-manifest\\.json$`));
  watch.expectNone();
});

test('exactly one React renderer runs in the page (react and react-dom are shared singletons)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(r: unknown) {
        renderers.set(renderers.size + 1, r);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await page.goto(site(null));
  await expect(page.getByTestId('hot-games')).toBeVisible();
  const count = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(count).toBe(1);
});

test('the startup answer lists each enabled remote with version, manifest entry, contract range and routes', async ({
  request,
}) => {
  const res = await request.post(site(null, '/api/startup'), { data: { domain_name: 'localhost' } });
  const body = (await res.json()) as {
    statusCode: number;
    value: {
      remotes: {
        name: string;
        version: string;
        entry: string;
        contract: string;
        routes: { path: string }[];
      }[];
    };
  };
  expect(body.statusCode).toBe(1);
  const templates = body.value.remotes.find((r) => r.name === 'templates');
  expect(templates?.contract).toBe(`^${CONTRACT_VERSION.split('.').slice(0, 2).join('.')}.0`);
  expect(templates?.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(templates?.routes.map((r) => r.path)).toContain('/');
});

test('http://slot2.localhost renders visibly differently from http://localhost', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(site(null));
  await expect(page.getByTestId('hot-games')).toBeVisible();
  const a = await page.screenshot();
  const layoutA = await page.locator('[data-layout]').first().getAttribute('data-layout');
  await page.goto(site('slot2'));
  await expect(page.getByTestId('hot-games')).toBeVisible();
  const b = await page.screenshot();
  const layoutB = await page.locator('[data-layout]').first().getAttribute('data-layout');
  expect(layoutA).toBe('template1');
  expect(layoutB).toBe('template9');
  expect(Buffer.compare(a, b)).not.toBe(0);
});

test('a path no remote serves is HTTP 404 and reads "Page not found: {path}" with a Back link to /', async ({
  page,
}) => {
  const res = await page.goto(site(null, '/no-such-page'));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no-such-page');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(site(null, '/'));
  await expect(page.getByTestId('hot-games')).toBeVisible();
});

test('paths match case-sensitively, as on the server: /SLOTS is 404 in the page too, not a lobby of the wrong category', async ({
  page,
}) => {
  for (const path of ['/SLOTS', '/Deposit']) {
    const res = await page.goto(site(null, path));
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${path}`);
  }
  await expect(page.getByTestId('game-list')).toHaveCount(0);
});

test('/index.html is sent to the home page, not shown as a page that does not exist', async ({ page }) => {
  await page.goto(site(null, '/index.html'));
  await expect(page).toHaveURL(site(null, '/'));
  await expect(page.getByTestId('hot-games')).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveCount(0);
});

test('a route of the spec that no enabled remote serves yet is absent (404), not a fake page', async ({
  page,
  request,
}) => {
  // Whichever SPEC §2 route no remote of the site serves today (the list shrinks as pages are built).
  const startup = (await (
    await request.post(site(null, '/api/startup'), { data: { domain_name: 'localhost' } })
  ).json()) as { value: { remotes: { routes: { path: string }[] }[] } };
  const served = new Set(startup.value.remotes.flatMap((r) => r.routes.map((x) => x.path)));
  const unbuilt = SITE_ROUTES.find((p) => p !== '/' && !served.has(p) && p !== '/preloader');
  test.skip(!unbuilt, 'every route of the spec is served');
  const res = await page.goto(site(null, unbuilt));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${unbuilt}`);
});
