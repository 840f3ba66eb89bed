/**
 * Federation vs one bundle (issue 16.6): the same seven pages, as the running site serves them (Module Federation)
 * and as the peer serves them (bench/peer: the same sources built as one Rspack app, pages and API from the same
 * site), side by side in one run:
 * - JS bytes as served (brotli body bytes, Resource Timing `encodedBodySize`) finished before the shell's first
 *   render (the app's root gets its first element; until 2026-11-27 the first contentful paint, which the page's
 *   own preloader now gives before any script has run) and by idle (no new request for IDLE_MS, so the SPEC §9 preloads of links in view are included), and the
 *   requests started before first render (the document included); median of the +0 ms loads;
 * - FCP and LCP round trips with LATENCY ms added to every request (bench/critical-path.ts's CDP method:
 *   (time at +LATENCY − time at +0) / LATENCY, median of RUNS each), and LCP ms at +LATENCY;
 * - Lighthouse 12 mobile performance score (default simulated throttling, Debian's Chromium headless), median
 *   of LH_RUNS, with its LCP and CLS.
 * `BASE=http://localhost:8089 npm run bench -- peer` (or `npx tsx bench/peer.ts`): builds the peer
 * (bench/peer/build.ts; PEER_BUILD=0 skips it), serves it on PEER_PORT (8090), writes results/peer.json and
 * prints markdown tables. RUNS (3), LATENCY (150), LH_RUNS (5), LH_THROTTLING (simulate; devtools), PAGES (comma-separated names) tune it.
 * Signed-in pages (home and /deposit, "signed in" in their names) open with one API session of the demo player
 * seeded into the page's storage (bench/session.ts): the session is not a cookie, so both builds render the same
 * signed-in page (the header's balance from the wallet remote, /deposit's form) from the same API.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPeerServer } from './peer/server';
import { apiSession, seedSession, sessionStore, type BenchSession } from './session';
import { CHROMIUM, median, siteUrl, writeResult } from './common';

const here = import.meta.dirname;
const BASE = process.env.BASE ?? 'http://localhost:8080';
const PEER_PORT = Number(process.env.PEER_PORT ?? 8090);
const PEER = `http://localhost:${PEER_PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const LATENCY = Number(process.env.LATENCY ?? 150);
const LH_RUNS = Number(process.env.LH_RUNS ?? 5);
/**
 * Lighthouse's throttling: its default simulation ('simulate': an unthrottled trace replayed on a model of slow 4G
 * and a 4× slower CPU) or `LH_THROTTLING=devtools` (the browser itself held to slow 4G and 4× CPU). On a 2-core
 * machine the simulation spread one page's single runs by up to 27 points; the real throttling was steadier
 * (docs/performance.md, "The shell first").
 */
const LH_THROTTLING = process.env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const IDLE_MS = Number(process.env.IDLE_MS ?? 3000);

const PAGES = [
  { name: 'home (casino1)', sub: null, path: '/' },
  { name: 'home (slot2)', sub: 'slot2', path: '/' },
  { name: 'home (sportsbook1)', sub: 'sportsbook1', path: '/' },
  { name: 'lobby /slots (casino1)', sub: null, path: '/slots' },
  { name: '/login (casino1)', sub: null, path: '/login' },
  { name: 'home signed in (casino1)', sub: null, path: '/', signedIn: true },
  { name: '/deposit signed in (casino1)', sub: null, path: '/deposit', signedIn: true },
].filter((p) => !process.env.PAGES || process.env.PAGES.split(',').some((n) => p.name.includes(n.trim())));
const BUILDS = [
  { name: 'federation', base: BASE },
  { name: 'one bundle', base: PEER },
] as const;

const kb = (n: number) => +(n / 1024).toFixed(1);

if (process.env.PEER_BUILD !== '0') {
  const r = spawnSync(
    process.execPath,
    [path.join(here, '../node_modules/tsx/dist/cli.mjs'), path.join(here, 'peer/build.ts')],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const peerServer = await startPeerServer(BASE, PEER_PORT);
const session = PAGES.some((p) => 'signedIn' in p) ? await apiSession(BASE) : null;
const load0 = loadavg();

// 1. Bytes, requests and round trips (Playwright + CDP).
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

interface Load {
  fcp: number;
  lcp: number;
  jsBeforeRender: number;
  jsFilesBeforeRender: number;
  requestsBeforeRender: number;
  jsToIdle: number;
  jsFilesToIdle: number;
  requestsToIdle: number;
}

async function load(url: string, latency: number, idle: boolean, as: BenchSession | null): Promise<Load> {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  if (as) await seedSession(ctx, as);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(2000);
    const w = window as unknown as { __lcp: number; __shell: number };
    w.__lcp = 0;
    w.__shell = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // the shell's first render: the app's root gets its first element (the page's own preloader paints before it)
    new MutationObserver((_records, observer) => {
      if (!document.getElementById('root')?.firstElementChild) return;
      w.__shell = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // idle: IDLE_MS without a new resource (the host preloads the pages behind links in view once settled)
  let count = -1;
  for (let waited = 0; idle && waited < 20_000; waited += IDLE_MS) {
    const n = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (n === count) break;
    count = n;
    await page.waitForTimeout(IDLE_MS);
  }
  const m = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const shell = (window as unknown as { __shell: number }).__shell || fcp;
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const js = res.filter((r) => new URL(r.name).pathname.endsWith('.js'));
    const before = js.filter((r) => r.responseEnd <= shell);
    // (no named functions in here: tsx's keepNames would reference its __name helper in the page)
    return {
      fcp,
      lcp: (window as unknown as { __lcp: number }).__lcp,
      jsBeforeRender: before.reduce((s, r) => s + r.encodedBodySize, 0),
      jsFilesBeforeRender: before.length,
      requestsBeforeRender: 1 + res.filter((r) => r.startTime < shell).length,
      jsToIdle: js.reduce((s, r) => s + r.encodedBodySize, 0),
      jsFilesToIdle: js.length,
      requestsToIdle: 1 + res.length,
    };
  });
  await ctx.close();
  return m;
}

type Row = Record<string, string | number>;
const rows: Row[] = [];
for (const p of PAGES)
  for (const b of BUILDS) {
    const url = siteUrl(b.base, p.sub, p.path);
    const as = 'signedIn' in p ? session : null;
    const fast: Load[] = [];
    const slow: Load[] = [];
    for (let i = 0; i < RUNS; i++) {
      // alternate so a burst of load on the machine hits both latencies alike
      fast.push(await load(url, 0, true, as));
      slow.push(await load(url, LATENCY, false, as));
    }
    const med = (xs: Load[], k: keyof Load) => median(xs.map((x) => x[k]));
    const row: Row = {
      page: p.name,
      signed_in: as ? 1 : 0,
      build: b.name,
      url,
      js_before_render_kb: kb(med(fast, 'jsBeforeRender')),
      js_files_before_render: med(fast, 'jsFilesBeforeRender'),
      requests_before_render: med(fast, 'requestsBeforeRender'),
      js_to_idle_kb: kb(med(fast, 'jsToIdle')),
      js_files_to_idle: med(fast, 'jsFilesToIdle'),
      requests_to_idle: med(fast, 'requestsToIdle'),
      fcp_ms_0: Math.round(med(fast, 'fcp')),
      lcp_ms_0: Math.round(med(fast, 'lcp')),
      fcp_ms_slow: Math.round(med(slow, 'fcp')),
      lcp_ms_slow: Math.round(med(slow, 'lcp')),
    };
    row.fcp_trips = +(((row.fcp_ms_slow as number) - (row.fcp_ms_0 as number)) / LATENCY).toFixed(1);
    row.lcp_trips = +(((row.lcp_ms_slow as number) - (row.lcp_ms_0 as number)) / LATENCY).toFixed(1);
    rows.push(row);
    console.error(`measured ${p.name} (${b.name})`);
  }
await browser.close();

/** Writes the session into the storage of `url`'s origin in the Chromium Lighthouse will drive, and empties its cache. */
async function seedLighthouse(port: number, url: string, s: BenchSession) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const ctx = cdp.contexts()[0] ?? (await cdp.newContext());
  const page = await ctx.newPage();
  await page.goto(new URL('/robots.txt', url).toString()); // a 404 of the origin: no app, no session check
  await page.evaluate((store) => localStorage.setItem('site:user', store), sessionStore(s));
  const session = await ctx.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  await cdp.close(); // disconnects; the browser stays up for Lighthouse
}

// 2. Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G and 4× CPU), one Chromium per run.
for (const row of rows) {
  const scores: number[] = [];
  const lcps: number[] = [];
  const clss: number[] = [];
  const fcps: number[] = [];
  const tbts: number[] = [];
  for (let i = 0; i < LH_RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      // Signed in: Lighthouse clears the origin's storage before it loads the page, so the session is written
      // first (on a page of the origin that loads no app) and Lighthouse told to keep storage; the HTTP cache is
      // emptied here instead, so the load stays cold.
      if (row.signed_in && session) await seedLighthouse(chrome.port, String(row.url), session);
      const r = await lighthouse(String(row.url), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: LH_THROTTLING,
        disableStorageReset: Boolean(row.signed_in),
      });
      const lhr = r?.lhr;
      // signed in: the header asked for the balance (else the session was not taken: leave the run out)
      const requests = (lhr?.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
        ?.items;
      if (row.signed_in && !requests?.some((q) => q.url.includes('/api/auth/get_balance')))
        console.error(`lighthouse ${String(row.url)}: not signed in, run left out`);
      else if (lhr?.categories.performance?.score != null) {
        scores.push(Math.round(lhr.categories.performance.score * 100));
        lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        clss.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        fcps.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
        tbts.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      } else
        console.error(`lighthouse ${String(row.url)}: no score (${lhr?.runtimeError?.code ?? 'no result'})`);
    } finally {
      await chrome.kill();
    }
  }
  row.lh_runs = scores.length;
  row.lh_score = median(scores);
  row.lh_scores = scores.join(' ');
  row.lh_lcp_ms = Math.round(median(lcps));
  row.lh_cls = +median(clss).toFixed(3);
  row.lh_fcp_ms = Math.round(median(fcps));
  row.lh_tbt_ms = Math.round(median(tbts));
  console.error(`lighthouse ${row.page} (${row.build}): ${scores.join(' ')}`);
}
peerServer.close();
const load1 = loadavg();

// 3. Tables.
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '—');
const pairs = PAGES.map((p) => ({
  page: p.name,
  fed: rows.find((r) => r.page === p.name && r.build === 'federation') as Row,
  one: rows.find((r) => r.page === p.name && r.build === 'one bundle') as Row,
}));
const n = (r: Row, k: string) => Number(r[k]);
const out: string[] = [];
out.push(
  '| page | JS KB br before render, fed / one (×) | requests before render, fed / one | JS KB br to idle, fed / one (×) | JS files to idle, fed / one |',
  '|---|---:|---:|---:|---:|',
);
for (const { page, fed, one } of pairs)
  out.push(
    `| ${page} | ${fed.js_before_render_kb} / ${one.js_before_render_kb} (${ratio(n(fed, 'js_before_render_kb'), n(one, 'js_before_render_kb'))}) | ${fed.requests_before_render} / ${one.requests_before_render} | ${fed.js_to_idle_kb} / ${one.js_to_idle_kb} (${ratio(n(fed, 'js_to_idle_kb'), n(one, 'js_to_idle_kb'))}) | ${fed.js_files_to_idle} / ${one.js_files_to_idle} |`,
  );
out.push(
  '',
  `| page | FCP trips, fed / one | LCP trips, fed / one | LCP ms at +${LATENCY} ms, fed / one (×) | LCP ms at +0, fed / one |`,
  '|---|---:|---:|---:|---:|',
);
for (const { page, fed, one } of pairs)
  out.push(
    `| ${page} | ${fed.fcp_trips} / ${one.fcp_trips} | ${fed.lcp_trips} / ${one.lcp_trips} | ${fed.lcp_ms_slow} / ${one.lcp_ms_slow} (${ratio(n(fed, 'lcp_ms_slow'), n(one, 'lcp_ms_slow'))}) | ${fed.lcp_ms_0} / ${one.lcp_ms_0} |`,
  );
out.push(
  '',
  `| page | Lighthouse mobile (${LH_THROTTLING}), fed / one (median of ${LH_RUNS}) | runs, fed / one | LH FCP ms, fed / one | LH LCP ms, fed / one | LH TBT ms, fed / one | LH CLS, fed / one |`,
  '|---|---:|---|---:|---:|---:|---:|',
);
for (const { page, fed, one } of pairs)
  out.push(
    `| ${page} | ${fed.lh_score} / ${one.lh_score} | ${fed.lh_scores} / ${one.lh_scores} | ${fed.lh_fcp_ms} / ${one.lh_fcp_ms} | ${fed.lh_lcp_ms} / ${one.lh_lcp_ms} | ${fed.lh_tbt_ms} / ${one.lh_tbt_ms} | ${fed.lh_cls} / ${one.lh_cls} |`,
  );
const loadNote = `load average (1, 5, 15 min) at start ${load0.map((x) => x.toFixed(2)).join(', ')}, at end ${load1.map((x) => x.toFixed(2)).join(', ')}`;
out.push('', loadNote);
console.log(out.join('\n'));
writeResult('peer.json', {
  at: new Date().toISOString(),
  base: BASE,
  runs: RUNS,
  latency: LATENCY,
  lhRuns: LH_RUNS,
  lhThrottling: LH_THROTTLING,
  loadavg: { start: load0, end: load1 },
  rows,
});
