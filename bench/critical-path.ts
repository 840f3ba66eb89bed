/**
 * The critical path of a first visit (issue 16): FCP and LCP of cold loads with a fixed latency added to every
 * request, with the startup answer and preload hints in the HTML (as served) and without them (the page's
 * inlined answer and hints stripped, as before issue 16.1). Serial round trips ≈ (LCP at LATENCY − LCP at 0) /
 * LATENCY: what the latency adds, counted in round trips. Median of RUNS per page.
 * `BASE=http://localhost:8080 RUNS=5 LATENCY=150 npx tsx bench/critical-path.ts`
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM, median, siteUrl, writeResult } from './common';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const RUNS = Number(process.env.RUNS ?? 5);
const LATENCY = Number(process.env.LATENCY ?? 150);
const at = (sub: string | null, p: string) => siteUrl(BASE, sub, p);
const pages = [
  { name: 'home (casino1)', url: at(null, '/') },
  { name: 'home (slot2)', url: at('slot2', '/') },
  { name: 'home (sportsbook1)', url: at('sportsbook1', '/') },
  { name: 'lobby /slots (casino1)', url: at(null, '/slots') },
  { name: '/login (casino1)', url: at(null, '/login') },
];
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** Strips what issue 16.1 added to the HTML, so the same build shows the path before it. */
async function stripCriticalPath(ctx: BrowserContext, latency: number) {
  await ctx.route(
    (u) => !/^\/(api|cdn|static)\//.test(u.pathname) && !/\.[a-z0-9]+$/i.test(u.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // The fulfilled document skips the emulated latency: wait it here. Node does not resolve *.localhost.
      await new Promise((r) => setTimeout(r, latency));
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = 'localhost';
      const res = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
      const body = (await res.text())
        .replace(/<script id="startup-answer"[^>]*>[^<]*<\/script>/, '')
        .replace(/<link rel="preload"[^>]*\/cdn\/[^>]*>/g, '');
      await route.fulfill({ response: res, body });
    },
  );
}

async function load(url: string, latency: number, before: boolean) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  if (before) await stripCriticalPath(ctx, latency);
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
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const m = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: (window as unknown as { __lcp: number }).__lcp,
  }));
  await ctx.close();
  return m;
}

const results = [];
for (const p of pages) {
  const row: Record<string, number | string> = { page: p.name };
  for (const before of [true, false]) {
    const tag = before ? 'before' : 'after';
    const runs = async (latency: number) => {
      const fcp: number[] = [];
      const lcp: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const m = await load(p.url, latency, before);
        fcp.push(m.fcp);
        lcp.push(m.lcp);
      }
      return { fcp: median(fcp), lcp: median(lcp) };
    };
    const base = await runs(0);
    const slow = await runs(LATENCY);
    row[`${tag}_lcp_ms`] = Math.round(slow.lcp);
    row[`${tag}_fcp_trips`] = +((slow.fcp - base.fcp) / LATENCY).toFixed(1);
    row[`${tag}_lcp_trips`] = +((slow.lcp - base.lcp) / LATENCY).toFixed(1);
  }
  results.push(row);
}
await browser.close();
console.log(
  `| page | FCP trips before → after | LCP trips before → after | LCP ms at +${LATENCY} ms, before → after |`,
);
console.log('|---|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.page} | ${r.before_fcp_trips} → ${r.after_fcp_trips} | ${r.before_lcp_trips} → ${r.after_lcp_trips} | ${r.before_lcp_ms} → ${r.after_lcp_ms} |`,
  );
writeResult('critical-path.json', { at: new Date().toISOString(), runs: RUNS, latency: LATENCY, results });
