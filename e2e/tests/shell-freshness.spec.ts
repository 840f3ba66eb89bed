import { expect, test, type Page } from '@playwright/test';
import { signIn, site } from './shell-helpers';

/** Counts full page loads of the main frame. */
function countLoads(page: Page) {
  const loads = { n: 0 };
  page.on('load', () => loads.n++);
  return loads;
}

test.describe('staying fresh (SPEC §4, §7, §9)', () => {
  test('the build manifest is re-checked every 3 600 000 ms; a new build id reloads the app on the next navigation', async ({
    page,
  }) => {
    await page.clock.install();
    const checks: string[] = [];
    await page.route('**/builds/latest.json*', (route) => {
      checks.push(route.request().url());
      return route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } });
    });
    const meta = page.waitForRequest('**/builds/meta/*.json');
    await page.goto(site(null, '/'));
    await meta;
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // (time also flows naturally while the page loads: leave it a margin before the hour)
    await page.clock.fastForward(3_580_000);
    expect(checks).toEqual([]);
    await page.clock.fastForward(20_000);
    await expect.poll(() => checks.length).toBe(1);
    expect(checks[0]).toMatch(/\/builds\/latest\.json\?\d+$/);
    // Nothing happens until the player navigates; then the app reloads at the target.
    const loads = countLoads(page);
    await page.evaluate(() => ((window as unknown as { __old: number }).__old = 1));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(site(null, '/login'));
    await expect.poll(() => loads.n).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __old?: number }).__old)).toBeUndefined();
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('the same build id does not reload', async ({ page }) => {
    // This test is about the build id only. Route preloads are switched off (save-data, SPEC §9): a preload that
    // starts while the fake clock jumps an hour would hit its own 10 s timeout, and a failed chunk reloads too.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } });
      // …and a remote module still loading when the clock jumps must not time out (the loader's test seam)
      (window as unknown as { __remoteLoadTimeoutMs: number }).__remoteLoadTimeoutMs = 24 * 3_600_000;
    });
    await page.clock.install();
    const id = await (await page.request.get(site(null, '/builds/latest.json'))).json();
    await page.goto(site(null, '/'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const check = page.waitForRequest('**/builds/latest.json*');
    await page.clock.fastForward(3_600_000);
    expect((await (await check).response())?.ok()).toBe(true);
    expect(id).toHaveProperty('id');
    const loads = countLoads(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(loads.n).toBe(0);
  });

  test('a remote chunk that fails to load reloads the app once on the next navigation, not in a loop (reload guard nuxt:reload, 10 000 ms)', async ({
    page,
  }) => {
    await page.route('**/cdn/account/**/__federation_expose_LoginPage*.js', (route) => route.abort());
    // The page's clock stands still (timers still run): the guard's 10 s must not run out between the two
    // failures however slowly the machine gets through the steps in between.
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00Z'));
    await page.goto(site(null, '/'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const loads = countLoads(page);
    // 1st failure: the /login page cannot load its chunk.
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('[data-remote-fallback="account"]')).toBeVisible();
    // The next navigation reloads the app at its target, once.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect.poll(() => loads.n).toBe(1);
    const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem('nuxt:reload') ?? '{}'));
    expect(guard.path).toBe('/');
    // (the page's own clock, which stands still in this test)
    const now = await page.evaluate(() => Date.now());
    expect(guard.expires - now).toBeGreaterThan(0);
    expect(guard.expires - now).toBeLessThanOrEqual(10_000);
    // 2nd failure of the same chunk: the guard refuses another reload of the same path — no loop.
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('[data-remote-fallback="account"]')).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(site(null, '/'));
    await page.waitForTimeout(500);
    expect(loads.n).toBe(1);
  });

  test('a link to a remote page preloads its module before the click', async ({ page }) => {
    await signIn(page);
    await page.goto(site(null, '/'));
    const preload = page.waitForRequest('**/cdn/account/**/__federation_expose_AccountPage*.js');
    await page.getByTestId('account-id').hover();
    await preload;
  });

  test("a link in view gets its module's files downloaded, not run; hovering it runs the module, clicking uses the download", async ({
    page,
  }) => {
    // the header's Sign up link (account's /register) is in view on the home page of a signed-out visitor
    const file = '**/cdn/account/**/__federation_expose_RegisterPage*.js';
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('__federation_expose_RegisterPage') && requests.push(r.url()));
    // every link element as it is inserted: [href, rel, as, integrity]
    await page.addInitScript(() => {
      const w = window as unknown as { __links: string[][] };
      w.__links = [];
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLLinkElement) w.__links.push([n.href, n.rel, n.as, n.integrity]);
      }).observe(document, { childList: true, subtree: true });
    });
    const downloaded = page.waitForResponse(file);
    await page.goto(site(null, '/'));
    const response = await downloaded;
    expect(response.ok()).toBe(true);
    // the chunk's id, as its script registers it with the remote's module system when it runs
    const chunkId = Number(/push\(\[\[(\d+)\]/.exec(await response.text())?.[1]);
    expect(chunkId).toBeGreaterThan(0);
    const ran = (id: number) =>
      page.evaluate(
        (id) =>
          ((window as unknown as { rspackChunkaccount?: [number[]][] }).rspackChunkaccount ?? []).some(
            ([ids]) => ids.includes(id),
          ),
        id,
      );
    // downloaded by a preload link carrying the build's hash (the runtime removes the link once loaded), and not run
    const links = await page.evaluate(() => (window as unknown as { __links: string[][] }).__links);
    expect(links.filter(([href]) => href!.includes('__federation_expose_RegisterPage'))).toEqual([
      [
        expect.stringContaining('__federation_expose_RegisterPage'),
        'preload',
        'script',
        expect.stringMatching(/^sha384-/),
      ],
    ]);
    expect(await ran(chunkId)).toBe(false);
    // hovered: the module runs (the player is about to open it)
    await page.getByRole('link', { name: 'Sign up' }).first().hover();
    await expect.poll(() => ran(chunkId)).toBe(true);
    await page.getByRole('link', { name: 'Sign up' }).first().click();
    await expect(page).toHaveURL(site(null, '/register'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the preloaded response was the one used: the file went over the network once
    expect(requests).toHaveLength(1);
  });

  test('no preloads on a 2g or save-data connection', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: false } }),
    );
    await signIn(page);
    await page.goto(site(null, '/'));
    const requested: string[] = [];
    page.on('request', (r) => r.url().includes('__federation_expose_AccountPage') && requested.push(r.url()));
    await page.getByTestId('account-id').hover();
    await page.waitForTimeout(800);
    expect(requested).toEqual([]);
    await page.getByTestId('account-id').click();
    await expect(page.getByTestId('account-page')).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);
  });
});
