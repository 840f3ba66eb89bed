/**
 * Client-side navigations from the home page to another remote's page (issue 16: "home → another remote's page:
 * ≤ 10 KB of JS on the wire beyond the page's own module"). For each target: a cold load of home on casino1
 * (`localhost`; signed out, or signed in with an API session as the e2e tests seed one: bench/session.ts), wait
 * until the page has settled (no request in flight and none started for QUIET_MS), then a real click on the
 * page's own control (the header's link or button, as a player would), and every script transferred from the
 * click until the new page's content shows (Resource Timing: requests started in that window, brotli body bytes
 * `encodedBodySize` of those that came over the network).
 *
 * The bytes are split by what they are, from each remote's published `mf-manifest.json`: the target page's own
 * module (its exposed module's `assets.js.sync` plus its messages: the remote's `i18n-EN-messages` chunk, as
 * scripts/page-js.ts counts a page, and the remote's own lazy messages chunk for the language) and what is beyond
 * it — the remote's `remoteEntry.js`, the route's prefetch module, federation manifests (JSON, counted apart),
 * remote copies of shared libraries (`shared[].assets.js.sync`), other chunks of the remotes, the host's chunks.
 *
 * Two modes, RUNS cold loads each (the run with the median total is reported whole, so its columns add up):
 * - `preloads`: what a player gets — the host preloads the pages behind links in view once home has settled,
 *   and a hovered link at once (host/src/features/freshness); "already preloaded" is how much of the navigation's
 *   own files (those the save-data run fetched on the click) this run had fetched before the click.
 * - `save-data`: `navigator.connection.saveData` (SPEC §9: no preloads), so the click pays for everything.
 *
 * `BASE=http://localhost:8194 npm run bench -- navigation` (or `npx tsx bench/navigation.ts`) against a running
 * site (`npm start`). RUNS (3), QUIET_MS (2000: the in-view preloads start about 0.9 s after the page goes
 * quiet), WIDTH × HEIGHT (1280 × 800: the header's links are in view; at phone width they are in the menu),
 * TARGETS (comma-separated parts of the names) tune it. Writes results/navigation.json; `VERBOSE=1` lists the
 * files beyond the own module. Never a test: no figure here is asserted anywhere.
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { apiSession, seedSession, type BenchSession } from './session';
import { CHROMIUM, median, writeResult } from './common';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const RUNS = Number(process.env.RUNS ?? 3);
const QUIET_MS = Number(process.env.QUIET_MS ?? 2000);
const WIDTH = Number(process.env.WIDTH ?? 1280);
const HEIGHT = Number(process.env.HEIGHT ?? 800);

interface Target {
  name: string;
  path: string;
  remote: string;
  module: string;
  signedIn: boolean;
  /** The player's click(s) that navigate there. */
  go: (page: Page) => Promise<void>;
  /** The new page's content. */
  ready: string;
}

const visible = (page: Page, css: string) => page.locator(`${css} >> visible=true`).first();
const TARGETS: Target[] = (
  [
    {
      // casino1 has no /login link: the header's Log in button navigates there (useSignInPrompt)
      name: '/login (account), the header’s Log in button',
      path: '/login',
      remote: 'account',
      module: './LoginPage',
      signedIn: false,
      go: (page) => page.getByRole('button', { name: 'Log in', exact: true }).first().click(),
      ready: 'input[name="password"]',
    },
    {
      name: '/register (account), the header’s Sign up link',
      path: '/register',
      remote: 'account',
      module: './RegisterPage',
      signedIn: false,
      go: (page) => visible(page, 'a[href="/register"]').click(),
      ready: '[data-testid="register-page"] input',
    },
    {
      name: '/slots (games), the header’s Slots link',
      path: '/slots',
      remote: 'games',
      module: './LobbyPage',
      signedIn: false,
      go: (page) => visible(page, 'a[href="/slots"]').click(),
      ready: '[data-testid="lobby"] [data-game]',
    },
    {
      name: '/sports (sportsbook), the header’s Sports link',
      path: '/sports',
      remote: 'sportsbook',
      module: './SportsPage',
      signedIn: false,
      go: (page) => visible(page, 'a[href="/sports"]').click(),
      ready: '[data-testid="sports-page"] [data-testid="event"]',
    },
    {
      name: '/deposit (wallet), signed in, the header’s wallet menu → Deposit',
      path: '/deposit',
      remote: 'wallet',
      module: './DepositPage',
      signedIn: true,
      go: async (page) => {
        await visible(page, '[data-testid="wallet-menu-toggle"]').click();
        await page.locator('[data-testid="wallet-menu"] a[href="/deposit"]').first().click();
      },
      ready: '[data-testid="deposit-page"] input',
    },
  ] satisfies Target[]
).filter(
  (t) => !process.env.TARGETS || process.env.TARGETS.split(',').some((n) => t.name.includes(n.trim())),
);

// The remotes' published manifests (the startup answer names them), to tell a page's own files from the rest.
interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: { assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}
const startup = (await (
  await fetch(new URL('/api/startup', BASE), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain_name: 'localhost' }),
  })
).json()) as {
  value: {
    remotes: { name: string; entry: string; routes: { path: string; module: string; prefetch?: string }[] }[];
  };
};
const manifests = new Map<string, { dir: string; m: Manifest }>();
for (const r of startup.value.remotes) {
  const url = new URL(r.entry);
  const m = (await (await fetch(new URL(url.pathname, BASE))).json()) as Manifest;
  manifests.set(r.name, { dir: url.pathname.replace(/[^/]*$/, ''), m });
}
const prefetchOf = (t: Target) =>
  startup.value.remotes.find((r) => r.name === t.remote)?.routes.find((x) => x.path === t.path)?.prefetch;

/**
 * A remote's own messages for the page's language are a lazy chunk of data (`import('./en')`): one module whose
 * only export is an object literal. Told apart by its text (fetched once), since the manifest does not name it.
 */
const dataChunks = new Map<string, Promise<boolean>>();
const isDataChunk = (pathname: string) => {
  let p = dataChunks.get(pathname);
  if (!p) {
    p = fetch(new URL(pathname, BASE))
      .then((r) => r.text())
      .then((js) =>
        /\.push\(\[\[\d+\],\{\d+\(\w+,\w+,\w+\)\{\w+\.r\(\w+\),\w+\.d\(\w+,\{\},\{default:\{/.test(js),
      );
    dataChunks.set(pathname, p);
  }
  return p;
};

type Kind = 'own' | 'entry' | 'manifest' | 'prefetch' | 'shared' | 'remote chunk' | 'host' | 'other';
async function kindOf(pathname: string, t: Target): Promise<Kind> {
  for (const [name, { dir, m }] of manifests) {
    if (!pathname.startsWith(dir)) continue;
    const file = pathname.slice(dir.length);
    if (file === 'mf-manifest.json') return 'manifest';
    if (file === m.metaData.remoteEntry.name) return 'entry';
    const expose = (module: string | undefined) => m.exposes.find((e) => `./${e.name}` === module);
    const own = name === t.remote ? expose(t.module) : undefined;
    if (own?.assets.js.sync.includes(file)) return 'own';
    if (own && (/^i18n-EN-messages/.test(file) || (await isDataChunk(pathname)))) return 'own';
    if (name === t.remote && expose(prefetchOf(t))?.assets.js.sync.includes(file)) return 'prefetch';
    if (m.shared.some((s) => s.assets.js.sync.includes(file))) return 'shared';
    return 'remote chunk';
  }
  if (/\.js$/.test(pathname) && !pathname.startsWith('/cdn/') && !pathname.startsWith('/static/'))
    return 'host';
  return 'other';
}

interface Res {
  url: string;
  start: number;
  /** brotli (or whatever was served) body bytes that came over the network; 0 from the cache */
  wire: number;
}
const isJs = (url: string) => new URL(url).pathname.endsWith('.js');
const isManifest = (url: string) => new URL(url).pathname.endsWith('/mf-manifest.json');

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** Resolves once no request is in flight and none has started for QUIET_MS (30 s at most). */
async function settled(page: Page, net: { inflight: Set<string>; last: number }) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (net.inflight.size === 0 && Date.now() - net.last >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

interface Run {
  mode: 'preloads' | 'save-data';
  before: Res[];
  nav: Res[];
  /** every request started in the window (API, art and documents too) */
  requests: number;
  contentMs: number;
}

async function run(t: Target, saveData: boolean, session: BenchSession | null): Promise<Run> {
  const ctx = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  if (session) await seedSession(ctx, session);
  await ctx.addInitScript((saveData) => {
    performance.setResourceTimingBufferSize(5000);
    // SPEC §9: no preloads on save-data (e2e/tests/perf-budget.spec.ts sets it the same way)
    if (saveData)
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  }, saveData);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const net = { inflight: new Set<string>(), last: Date.now() };
  cdp.on('Network.requestWillBeSent', (e: { requestId: string }) => {
    net.inflight.add(e.requestId);
    net.last = Date.now();
  });
  const done = (e: { requestId: string }) => {
    net.inflight.delete(e.requestId);
    net.last = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  await cdp.send('Network.enable');

  await page.goto(`${BASE}/`);
  await page.locator('[data-game] >> visible=true').first().waitFor({ timeout: 30_000 });
  if (session) await page.getByTestId('header-balance').first().waitFor({ timeout: 30_000 });
  await settled(page, net);
  const t0 = await page.evaluate(() => performance.now());
  const wall0 = Date.now();
  await t.go(page);
  await page.waitForURL((u) => u.pathname === t.path, { timeout: 30_000 });
  await page.locator(`${t.ready} >> visible=true`).first().waitFor({ timeout: 30_000 });
  const tShown = await page.evaluate(() => performance.now());
  const contentMs = Date.now() - wall0;
  await settled(page, net); // the requests of the window finish (their entries come when they end)
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      url: r.name,
      start: r.startTime,
      wire: r.transferSize > 0 ? r.encodedBodySize : 0,
    })),
  );
  await ctx.close();
  const inWindow = entries.filter((e) => e.start >= t0 && e.start <= tShown);
  return {
    mode: saveData ? 'save-data' : 'preloads',
    before: entries.filter((e) => e.start < t0),
    nav: inWindow,
    requests: inWindow.length,
    contentMs,
  };
}

const kb = (n: number) => +(n / 1024).toFixed(1);
const sum = (xs: Res[]) => xs.reduce((s, r) => s + r.wire, 0);
const medianRun = (runs: Run[]) => {
  const by = [...runs].sort(
    (a, b) => sum(a.nav.filter((r) => isJs(r.url))) - sum(b.nav.filter((r) => isJs(r.url))),
  );
  return by[Math.floor(by.length / 2)] as Run;
};

const load0 = loadavg();
const session = TARGETS.some((t) => t.signedIn) ? await apiSession(BASE) : null;
type Row = Record<string, string | number>;
const rows: Row[] = [];
const details: Record<string, { file: string; kind: Kind; kb: number }[]> = {};
for (const t of TARGETS) {
  const s = t.signedIn ? session : null;
  const saving: Run[] = [];
  const preloading: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    // alternate, so a burst of load on the machine hits both modes alike
    saving.push(await run(t, true, s));
    preloading.push(await run(t, false, s));
  }
  // the files the navigation needs: what a click fetched with nothing preloaded (any save-data run)
  const needed = new Set(saving.flatMap((r) => r.nav.filter((x) => x.wire > 0).map((x) => x.url)));
  const homeJs = median(saving.map((r) => sum(r.before.filter((x) => isJs(x.url)))));
  for (const runs of [preloading, saving]) {
    const r = medianRun(runs);
    const js = r.nav.filter((x) => isJs(x.url) && x.wire > 0);
    const kinds = await Promise.all(js.map((x) => kindOf(new URL(x.url).pathname, t)));
    const by = (k: Kind) => sum(js.filter((_, i) => kinds[i] === k));
    const own = by('own');
    const row: Row = {
      target: t.name,
      mode: r.mode,
      js_kb: kb(sum(js)),
      js_files: js.length,
      own_kb: kb(own),
      beyond_kb: kb(sum(js) - own),
      entry_kb: kb(by('entry')),
      shared_kb: kb(by('shared')),
      prefetch_kb: kb(by('prefetch')),
      remote_chunks_kb: kb(by('remote chunk')),
      host_kb: kb(by('host') + by('other')),
      manifest_kb: kb(sum(r.nav.filter((x) => isManifest(x.url) && x.wire > 0))),
      requests: r.requests,
      // of the files this navigation needs, what this run had fetched before the click
      preloaded_kb: kb(sum(r.before.filter((x) => needed.has(x.url) && (isJs(x.url) || isManifest(x.url))))),
      // all the JS home fetched before the click beyond its save-data first load (the preloads' whole cost)
      home_preloads_kb: kb(Math.max(0, sum(r.before.filter((x) => isJs(x.url))) - homeJs)),
      content_ms: median(runs.map((x) => x.contentMs)),
    };
    rows.push(row);
    if (r.mode === 'save-data')
      details[t.name] = await Promise.all(
        r.nav
          .filter((x) => x.wire > 0 && (isJs(x.url) || isManifest(x.url)))
          .map(async (x) => ({
            file: new URL(x.url).pathname,
            kind: await kindOf(new URL(x.url).pathname, t),
            kb: kb(x.wire),
          })),
      );
  }
  console.error(`measured ${t.name}`);
}
await browser.close();
const load1 = loadavg();

const out: string[] = [
  `| target (from home on casino1) | mode | JS KB br on the wire (files) | own module KB | beyond own KB | of which entry / route prefetch / shared fallbacks / other remote chunks / host KB | + manifests KB (JSON) | requests | already preloaded KB | content shown ms |`,
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
];
for (const r of rows)
  out.push(
    `| ${r.target} | ${r.mode} | ${r.js_kb} (${r.js_files}) | ${r.own_kb} | ${r.beyond_kb} | ${r.entry_kb} / ${r.prefetch_kb} / ${r.shared_kb} / ${r.remote_chunks_kb} / ${r.host_kb} | ${r.manifest_kb} | ${r.requests} | ${r.mode === 'preloads' ? r.preloaded_kb : '—'} | ${r.content_ms} |`,
  );
out.push(
  '',
  '| home before the click | JS KB br the preloads of links in view fetched (beyond the save-data first load) |',
);
out.push('|---|---:|');
for (const r of rows.filter((x) => x.mode === 'preloads'))
  out.push(`| ${String(r.target).replace(/,.*$/, '')} | ${r.home_preloads_kb} |`);
if (process.env.VERBOSE)
  for (const [name, files] of Object.entries(details)) {
    out.push('', `${name}, save-data: the files of the click`);
    for (const f of files) out.push(`  ${String(f.kb).padStart(6)} KB  ${f.kind.padEnd(12)} ${f.file}`);
  }
out.push(
  '',
  `load average (1, 5, 15 min) at start ${load0.map((x) => x.toFixed(2)).join(', ')}, at end ${load1.map((x) => x.toFixed(2)).join(', ')}; ${RUNS} runs per mode, ${WIDTH} × ${HEIGHT}`,
);
console.log(out.join('\n'));
writeResult('navigation.json', {
  at: new Date().toISOString(),
  base: BASE,
  runs: RUNS,
  quietMs: QUIET_MS,
  viewport: [WIDTH, HEIGHT],
  loadavg: { start: load0, end: load1 },
  rows,
  details,
});
