import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findRemotes } from '../../scripts/remotes.js';
import { site, watchErrors } from './helpers';

/**
 * Issue 16.1: the page's HTML carries the startup answer and preload hints for the first render's remotes
 * (infra/src/http/critical-path.ts), so the shell starts without asking /api/startup first.
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
  const res = await page.goto(site('casino1', '/slots'));
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
  for (const file of ['integrity.json', 'mf-manifest.json', 'remoteEntry.js'])
    for (const remote of ['templates', 'games'])
      expect(requests.get(`${remote}/${file}`), `${remote}/${file}`).toBe(1);
});

test('the home page’s hot games (a module of the games remote the route embeds) are preloaded from the HTML, fetched once', async ({
  page,
}) => {
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
  for (const file of ['integrity.json', 'mf-manifest.json', 'remoteEntry.js', '__federation_expose_HotGames'])
    expect(requests.get(file), file).toBe(1);
  // the module was asked for from the HTML, before the section that draws it could call for its games
  expect(hotGamesModule).toBeGreaterThan(0);
  expect(hotGamesModule).toBeLessThan(hotGamesCall);
  // another route of the templates remote embeds nothing of the games remote
  const news = (await (await page.goto(site('casino1', '/news')))?.text()) ?? '';
  expect(news).toContain('__federation_expose_Layout');
  expect(news).not.toContain('__federation_expose_HotGames');
});

test('a preview link still asks the API for its theme (the inlined answer is the live site)', async ({
  page,
}) => {
  const asked = page.waitForRequest('**/api/startup');
  await page.goto(site('casino1', '/?preview=not-a-valid-token'));
  const body = (await asked).postDataJSON() as { preview_token?: string };
  expect(body.preview_token).toBe('not-a-valid-token');
});

test('the message files of the page’s language (shell and templates) and the layout module are hinted, each fetched once', async ({
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
  // CN's five groups and EN's (their fallback), none of PHP's
  for (const lang of ['CN', 'EN'])
    for (const group of ['ui', 'validation', 'errors', 'messages', 'extra'])
      expect(html).toMatch(new RegExp(`<link rel="preload" as="script" href="/i18n-${lang}-${group}-ts\\.`));
  expect(html).not.toContain('i18n-PHP-');
  expect(html).toMatch(
    /href="[^"]*\/cdn\/templates\/[^"]+\/__federation_expose_Layout\.[^"]+\.js" integrity="sha384-/,
  );
  await expect(page.locator('[data-game]').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const [file, count] of requests) expect(count, file).toBe(1);
  expect([...requests.keys()].filter((k) => k.startsWith('i18n-CN-'))).toHaveLength(5);
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
