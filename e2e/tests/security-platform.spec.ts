import { expect, test, type Page } from '@playwright/test';
import { apiLogin, seedSession, site } from './helpers';
import { holdRequests } from './routes';

// Issue 9 (platform hardening): closed sites (point 5) and timeouts (point 8), seen from the browser.

/** Opens the home page of `sub` signed in as demo1 (an API session: the sign-in page has its own tests). */
async function signIn(page: Page, sub: string | null = null) {
  await seedSession(page, sub, await apiLogin(page.request, sub));
  await page.goto(site(sub));
  await expect(page.getByTestId('account-id')).toHaveText('demo1');
}

test.describe('closed sites (9.5)', () => {
  test('on a site in maintenance a sign-in attempt is refused with siteMaintenance and the window', async ({
    page,
  }) => {
    await page.goto(site('maintenance', '/'));
    await expect(page.locator('[data-layout="maintenance"]')).toBeVisible();
    const answers = await page.evaluate(async () => {
      const post = async (path: string, body: object) =>
        (await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ domain_name: location.hostname, ...body }),
        }).then((r) => r.json())) as {
          statusMessage: string;
          value: { end_date?: string; maintenance?: { end_date: string } };
        };
      return {
        startup: await post('/api/startup', {}),
        login: await post('/api/auth/login', { account_id: 'demo1', password: 'Demo#2026' }),
      };
    });
    expect(answers.login.statusMessage).toBe('siteMaintenance');
    expect(answers.login.value.end_date).toBe(answers.startup.value.maintenance?.end_date);
  });

  test('a call answered siteMaintenance while a player is on the site switches the shell to the maintenance screen', async ({
    page,
  }) => {
    await signIn(page);
    const end = new Date(Date.now() + 2 * 3_600_000).toISOString();
    // The answer the server gives once the operator has put the site into maintenance (see site-state.test.ts).
    await page.route('**/api/auth/get_balance', (r) =>
      r.fulfill({
        json: {
          statusCode: -503,
          statusMessage: 'siteMaintenance',
          statusDetail: `the site is in maintenance until ${end}`,
          value: { start_date: new Date().toISOString(), end_date: end },
        },
      }),
    );
    await page.goto(site(null, '/account'));
    await expect(page.locator('[data-layout="maintenance"]')).toBeVisible();
    await expect(page.getByTestId('maintenance-window')).toContainText(
      String(new Date(end).getUTCFullYear()),
    );
  });
});

test.describe('timeouts (9.8)', () => {
  test('a remote that never answers gets its fallback with Retry; the header and menu stay; Retry recovers', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __remoteLoadTimeoutMs: number }).__remoteLoadTimeoutMs = 3_000;
    });
    await signIn(page);
    // Requests to the wallet remote hang: never fulfilled, never aborted.
    await page.route('**/cdn/wallet/**', () => new Promise<void>(() => {}));
    await page.reload();
    const fallback = page.locator('[data-remote-fallback="wallet"]');
    await expect(fallback).toBeVisible();
    await expect(page.locator('[data-layout="template1"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await page.unroute('**/cdn/wallet/**');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  });

  test('while a slow templates remote loads, the plain layout shows the page; then the template replaces it', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/cdn/templates/**');
    await page.goto(site(null, '/'));
    const plain = page.locator('[data-layout="plain"][data-plain-state="loading"]');
    await expect(plain).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await expect(page.locator('[data-remote-fallback="templates"]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-layout="template1"]')).toBeVisible();
    await expect(page.locator('[data-layout="plain"]')).toHaveCount(0);
  });
});

test.describe('remote integrity (9.7)', () => {
  const tamper = async (page: Page, pattern: string) => {
    let served = 0;
    await page.route(pattern, async (r) => {
      const res = await r.fetch();
      served++;
      // no-store: the tampered copy must not stay in the browser cache once the route is gone.
      await r.fulfill({
        response: res,
        headers: { ...res.headers(), 'cache-control': 'no-store' },
        body: `${await res.text()}\n;window.__tampered = true;`,
      });
    });
    return () => served;
  };

  test('a tampered remoteEntry.js is refused: the remote shows its fallback and the code never runs', async ({
    page,
  }) => {
    await signIn(page);
    const served = await tamper(page, '**/cdn/wallet/*/remoteEntry.js');
    await page.reload();
    // (the loader retries a failed remote with backoff before its fallback shows)
    await expect(page.locator('[data-remote-fallback="wallet"]')).toBeVisible({ timeout: 20_000 });
    expect(served()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
    await expect(page.locator('[data-layout="template1"]')).toBeVisible();
    // The untouched file loads again.
    await page.unroute('**/cdn/wallet/*/remoteEntry.js');
    await page.locator('[data-remote-fallback="wallet"]').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  });

  test('a tampered chunk of a remote is refused the same way', async ({ page }) => {
    await signIn(page);
    const served = await tamper(page, '**/cdn/wallet/*/__federation_expose_HeaderBalance*.js');
    await page.reload();
    // (the loader retries a failed remote with backoff before its fallback shows)
    await expect(page.locator('[data-remote-fallback="wallet"]')).toBeVisible({ timeout: 20_000 });
    expect(served()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
  });

  test('every script of a remote is created with its published SHA-384, chunks its own runtime loads too', async ({
    page,
    request,
  }) => {
    // Records each script element as it is inserted (src and integrity at that moment, before any fetch).
    await page.addInitScript(() => {
      const seen: { src: string; integrity: string; loader: string | null }[] = [];
      (window as unknown as { __scripts: typeof seen }).__scripts = seen;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && node.src)
          seen.push({ src: node.src, integrity: node.integrity, loader: node.getAttribute('data-rspack') });
        return append.call(this, node) as T;
      };
    });
    await page.goto(site(null, '/login'));
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Slots' }).first().click();
    await expect(page.locator('[data-game]').first()).toBeVisible();
    const scripts = (
      await page.evaluate(
        () =>
          (window as unknown as { __scripts: { src: string; integrity: string; loader: string | null }[] })
            .__scripts,
      )
    ).filter((s) => s.src.includes('/cdn/'));
    const remotes = new Set(scripts.map((s) => /\/cdn\/([^/]+)\//.exec(s.src)?.[1]));
    expect(remotes.size, [...remotes].join()).toBeGreaterThanOrEqual(3);
    // a remote's own chunk loader marks its scripts `data-rspack="<remote>:…"` (the host's loader the entries)
    expect(scripts.filter((s) => s.loader && !s.loader.startsWith('host:')).length).toBeGreaterThan(0);
    const lists = new Map<string, Record<string, string>>();
    for (const s of scripts) {
      const base = s.src.replace(/[^/]*$/, '');
      if (!lists.has(base))
        lists.set(
          base,
          (await (await request.get(`${base}integrity.json`)).json()) as Record<string, string>,
        );
      expect(s.integrity, s.src).toBe(lists.get(base)![s.src.slice(base.length)]);
    }
    // …and no remote entry carries a hash map of its own any more (the host's list is the one source)
    for (const base of lists.keys())
      expect(await (await request.get(`${base}remoteEntry.js`)).text()).not.toContain('sriHashes');
  });

  test('the startup answer carries the SHA-384 of each remote manifest and entry', async ({ request }) => {
    const answer = (await (
      await request.post('/api/startup', { data: { domain_name: 'localhost' } })
    ).json()) as { value: { remotes: { name: string; integrity?: Record<string, string> }[] } };
    for (const r of answer.value.remotes) {
      expect(r.integrity?.['remoteEntry.js'], r.name).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      expect(r.integrity?.['mf-manifest.json'], r.name).toMatch(/^sha384-/);
    }
  });
});
