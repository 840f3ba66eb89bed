import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findRemotes } from '../../scripts/remotes.js';
import { site, watchErrors, withoutCarriedAnswers } from './helpers';

/**
 * Issue 16.1: the page's HTML carries the startup answer and preload hints for the first render's remotes
 * (infra/src/http/critical-path.ts), so the shell starts without asking /api/startup first; issue 16.5: it carries
 * the shell's messages and those remotes' manifests too, so the shell never asks for them, and hints their integrity
 * lists (hashes, which do not compress: the page stays within one round trip's bytes), fetched once.
 */
test('the home page renders from the startup answer in its HTML, with the startup call blocked', async ({
  page,
}) => {
  const errors = watchErrors(page, [/api\/startup/, /ERR_FAILED/]);
  let startupCalls = 0;
  await page.route('**/api/startup', (r) => {
    startupCalls++;
    return r.abort('connectionrefused');
  });
  await page.goto(site('casino1', '/'));
  await expect(page.locator('[data-game]').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(startupCalls).toBe(0);
  errors.expectNone();
});

test('the remote of the route and its page module are preloaded from the HTML, each file fetched once', async ({
  page,
}) => {
  const requests = new Map<string, number>();
  page.on('request', (r) => {
    const file =
      /\/cdn\/(\w+)\/[^/]+\/(integrity\.json|mf-manifest\.json|remoteEntry\.js|__federation_expose_\w+)/.exec(
        r.url(),
      );
    if (file) requests.set(`${file[1]}/${file[2]}`, (requests.get(`${file[1]}/${file[2]}`) ?? 0) + 1);
  });
  // a lobby's view in the query: its prefetch module runs (a plain lobby carries its first answers instead)
  const res = await page.goto(site('casino1', '/slots?sort=new'));
  const html = (await res?.text()) ?? '';
  expect(html).toContain('rel="preload" as="script" crossorigin="anonymous" href="');
  // the route's page module and its prefetch module are hinted too, with their hashes
  expect(html).toMatch(
    /href="[^"]*\/cdn\/games\/[^"]+\/__federation_expose_LobbyPage\.[^"]+\.js" integrity="sha384-/,
  );
  expect(html).toMatch(
    /href="[^"]*\/cdn\/games\/[^"]+\/__federation_expose_LobbyPrefetch\.[^"]+\.js" integrity="sha384-/,
  );
  await expect(page.locator('[data-game]').first()).toBeVisible();
  for (const file of ['__federation_expose_LobbyPage', '__federation_expose_LobbyPrefetch'])
    expect(requests.get(`games/${file}`), file).toBe(1);
  for (const remote of ['templates', 'games']) {
    expect(requests.get(`${remote}/remoteEntry.js`), `${remote}/remoteEntry.js`).toBe(1);
    // issue 16.5: the manifest comes in the page, checked by its hash, never fetched; the integrity list is
    // hinted, and the loader's checked fetch takes the preloaded answer
    expect(requests.get(`${remote}/mf-manifest.json`), `${remote}/mf-manifest.json`).toBeUndefined();
    expect(carries(html, remote, 'mf-manifest.json'), `${remote}/mf-manifest.json`).toBe(true);
    expect(requests.get(`${remote}/integrity.json`), `${remote}/integrity.json`).toBe(1);
    expect(carries(html, remote, 'integrity.json'), `${remote}/integrity.json`).toBe(false);
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]*/cdn/${remote}/[^"]+/integrity\\.json"`,
      ),
    );
  }
});

test('the shell’s own scripts are the page’s first requests, at high priority, before any remote file', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const res = await page.goto(site('casino1', '/'));
  const html = (await res?.text()) ?? '';
  await expect(page.locator('[data-home]')).toHaveAttribute('aria-busy', 'false');
  // the shell (vendors, main) is what every paint waits for: asked for first, then the hinted remote files
  const shell = [...html.matchAll(/<script defer fetchpriority="high" src="([^"]+)"><\/script>/g)].map(
    (m) => m[1],
  );
  expect(shell.map((s) => s?.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['/vendors', '/main']);
  expect(html.indexOf('rel="preload" as="script"')).toBeGreaterThan(html.lastIndexOf('fetchpriority="high"'));
  expect(scripts.slice(0, 2)).toEqual(shell);
  expect(scripts.slice(2).some((s) => s.startsWith('/cdn/'))).toBe(true);
});

/** Whether the page carries a remote's file (`<script id="cdn-files">`, infra/src/http/critical-path.ts). */
function carries(html: string, remote: string, file: string): boolean {
  const json = /<script id="cdn-files" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const paths = Object.keys(JSON.parse(json ?? '{}') as Record<string, string>).map(
    (u) => new URL(u, 'http://x').pathname,
  );
  return paths.some((p) => p.startsWith(`/cdn/${remote}/`) && p.endsWith(`/${file}`));
}

test('a carried manifest that is not the published one is not used: the host fetches the real one', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/cdn\/games\/[^/]+\/mf-manifest\.json$/.test(r.url())) fetched.push(r.url());
  });
  // the page as a cache or proxy might have altered it: the games manifest no longer the published text (changed
  // as the parser inserts the element, before the shell's scripts run)
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const el = document.getElementById('cdn-files');
      if (!el) return;
      observer.disconnect();
      const files = JSON.parse(el.textContent ?? '{}') as Record<string, string>;
      for (const url of Object.keys(files))
        if (/\/cdn\/games\/[^/]+\/mf-manifest\.json$/.test(url)) files[url] = `${files[url]!} `;
      el.textContent = JSON.stringify(files);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(site('casino1', '/slots'));
  await expect(page.locator('[data-game]').first()).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('the home page’s hot games (a module of the games remote the route embeds) are preloaded from the HTML, fetched once', async ({
  page,
}) => {
  // the order of the module and its games call is what is checked: the page must not answer the call itself
  await withoutCarriedAnswers(page);
  const requests = new Map<string, number>();
  let hotGamesCall = 0;
  let hotGamesModule = 0;
  page.on('request', (r) => {
    const file =
      /\/cdn\/games\/[^/]+\/(integrity\.json|mf-manifest\.json|remoteEntry\.js|__federation_expose_\w+)/.exec(
        r.url(),
      );
    if (file) requests.set(file[1]!, (requests.get(file[1]!) ?? 0) + 1);
    if (file?.[1] === '__federation_expose_HotGames') hotGamesModule = Date.now();
    if (r.url().endsWith('/api/product/get_hot_games') && !hotGamesCall) hotGamesCall = Date.now();
  });
  const res = await page.goto(site('casino1', '/'));
  const html = (await res?.text()) ?? '';
  expect(html).toMatch(/href="[^"]*\/cdn\/games\/[^"]+\/remoteEntry\.js" integrity="sha384-/);
  expect(html).toMatch(
    /href="[^"]*\/cdn\/games\/[^"]+\/__federation_expose_HotGames\.[^"]+\.js" integrity="sha384-/,
  );
  await expect(page.locator('[data-game]').first()).toBeVisible();
  for (const file of ['remoteEntry.js', '__federation_expose_HotGames'])
    expect(requests.get(file), file).toBe(1);
  // its manifest comes in the page; its integrity list is preloaded from the HTML, fetched once
  expect(requests.get('mf-manifest.json')).toBeUndefined();
  expect(carries(html, 'games', 'mf-manifest.json')).toBe(true);
  expect(requests.get('integrity.json')).toBe(1);
  // the module was asked for from the HTML, before the section that draws it could call for its games
  expect(hotGamesModule).toBeGreaterThan(0);
  expect(hotGamesModule).toBeLessThan(hotGamesCall);
  // another route of the templates remote embeds nothing of the games remote
  const news = (await (await page.goto(site('casino1', '/news')))?.text()) ?? '';
  expect(news).toContain('__federation_expose_Layout');
  expect(news).not.toContain('__federation_expose_HotGames');
});

test('the home page’s first data come in its HTML: promotions and hot games render with those calls blocked', async ({
  page,
}) => {
  const errors = watchErrors(page, [/ERR_FAILED/, /Failed to load resource/]);
  const asked: string[] = [];
  for (const call of ['content/promotions', 'product/get_hot_games', 'settings/top10winner_withdrawal'])
    await page.route(`**/api/${call}`, (r) => {
      asked.push(call);
      return r.abort('connectionrefused');
    });
  const res = await page.goto(site('casino1', '/'));
  const html = (await res?.text()) ?? '';
  const carried = JSON.parse(
    /<script id="page-answers" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
  ) as { call: string; answer: { value: { image?: string }[] } }[];
  const promotions = carried.find((c) => c.call === '/api/content/promotions')?.answer.value ?? [];
  expect(promotions.length).toBeGreaterThan(0);
  // the banner shows the first promotion the page carries, and the hot games their games
  await expect(page.locator('[data-section="banner"] img').first()).toHaveAttribute(
    'src',
    promotions[0]!.image!,
  );
  await expect(page.locator('[data-game]').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(asked).toEqual([]);
  errors.expectNone();
});

test('a preview link still asks the API for its theme (the inlined answer is the live site)', async ({
  page,
}) => {
  const asked = page.waitForRequest('**/api/startup');
  await page.goto(site('casino1', '/?preview=not-a-valid-token'));
  const body = (await asked).postDataJSON() as { preview_token?: string };
  expect(body.preview_token).toBe('not-a-valid-token');
});

test('the shell’s messages of the page’s language come in the page; the templates’ messages and the layout module are hinted, each fetched once', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'i18n_lang', value: 'CN', url: site('casino1', '/') }]);
  const requests = new Map<string, number>();
  page.on('request', (r) => {
    const file =
      /\/(i18n-[A-Z]+-\w+-ts)\.[0-9a-f]{8}\.js$|\/(__federation_expose_Layout|templates\/[^/]+\/messages-[A-Z]+)\.[0-9a-f]+\.js$/.exec(
        r.url(),
      );
    const key = file?.[1] ?? file?.[2]?.replace(/^templates\/[^/]+\//, 'templates/');
    if (key) requests.set(key, (requests.get(key) ?? 0) + 1);
  });
  const res = await page.goto(site('casino1', '/'));
  const html = (await res?.text()) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(res?.headers()['content-security-policy'] ?? '')?.[1];
  // CN's five groups and EN's (their fallback), none of PHP's: each chunk's text in a script with the page's nonce
  const inline = [...html.matchAll(/<script nonce="([^"]+)">([^<]*)<\/script>/g)];
  expect(inline.every((m) => m[1] === nonce)).toBe(true);
  expect(inline.filter((m) => m[2]!.includes('.push([[')).length).toBe(10);
  // (ten: no PHP group) and no message file hinted
  expect(html).not.toMatch(/href="\/i18n-/);
  expect(html).toMatch(
    /href="[^"]*\/cdn\/templates\/[^"]+\/__federation_expose_Layout\.[^"]+\.js" integrity="sha384-/,
  );
  await expect(page.locator('[data-game]').first()).toBeVisible();
  // the shell speaks CN without having asked for a message file
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect([...requests.keys()].filter((k) => k.startsWith('i18n-'))).toEqual([]);
  for (const [file, count] of requests) expect(count, file).toBe(1);
  expect(requests.get('__federation_expose_Layout')).toBe(1);
  // the templates remote's own messages: CN and EN hinted (with their hashes), each fetched once
  for (const lang of ['CN', 'EN']) {
    expect(html).toMatch(
      new RegExp(`href="[^"]*/cdn/templates/[^"]+/messages-${lang}\\.[0-9a-f]{8}\\.js" integrity="sha384-`),
    );
    expect(requests.get(`templates/messages-${lang}`), `templates/messages-${lang}`).toBe(1);
  }
});

test('remotes take the host’s copies of the shared libraries: no remote’s fallback copy is downloaded', async ({
  page,
}) => {
  // every remote's own chunk of each shared library, from its build's manifest (the files the server publishes)
  const fallbacks = new Map<string, string>();
  for (const remote of findRemotes()) {
    const manifest = JSON.parse(readFileSync(path.join(remote.dir, 'dist/mf-manifest.json'), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    for (const s of manifest.shared)
      // DOMPurify is lazy in the host: the first page that shows operator HTML may take any one copy
      if (s.name !== '@site/shared/html')
        for (const f of s.assets.js.sync)
          fallbacks.set(`/cdn/${remote.name}/`, `${fallbacks.get(`/cdn/${remote.name}/`) ?? ''} ${f}`);
  }
  expect(fallbacks.size).toBeGreaterThan(3);
  const downloaded: string[] = [];
  page.on('request', (r) => {
    const m = /(\/cdn\/\w+\/)[^/]+\/([^/?]+\.js)$/.exec(new URL(r.url()).pathname);
    if (m && (fallbacks.get(m[1]!) ?? '').split(' ').includes(m[2]!)) downloaded.push(r.url());
  });
  await page.goto(site('casino1', '/'));
  await expect(page.locator('[data-game]').first()).toBeVisible();
  await page.goto(site('casino1', '/login'));
  await expect(page.getByRole('button', { name: /log in/i }).first()).toBeVisible();
  expect(downloaded).toEqual([]);
});
