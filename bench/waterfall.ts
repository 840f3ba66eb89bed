/**
 * The request waterfall of one cold load (issue 16): every request the page starts, with its start and end
 * time from the navigation, `LATENCY` ms added to each (a route), and the page's FCP, LCP (and its element) and
 * long tasks. For reading a critical path, not for comparing runs: one load, no median.
 * `BASE=http://localhost:8080 LATENCY=150 WIDTH=375 npx tsx bench/waterfall.ts [/path] [sub]`
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, siteUrl } from './common';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const LATENCY = Number(process.env.LATENCY ?? 150);
const WIDTH = Number(process.env.WIDTH ?? 375);
const [pathname = '/', sub] = process.argv.slice(2);
const url = siteUrl(BASE, sub ?? null, pathname);

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
await context.route('**/*', async (route) => {
  await new Promise((r) => setTimeout(r, LATENCY));
  await route.continue();
});
const page = await context.newPage();
await page.addInitScript(() => {
  const w = window as unknown as { __lcp?: unknown; __long: number[][] };
  w.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[])
      w.__lcp = { at: Math.round(e.startTime), url: e.url, element: e.element?.outerHTML.slice(0, 120) };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
});
const t0 = Date.now();
const rows: { url: string; start: number; end?: number; method: string }[] = [];
const short = (u: string) => u.replace(/^https?:\/\/[^/]+/, '');
page.on('request', (q) => rows.push({ url: q.url(), method: q.method(), start: Date.now() - t0 }));
page.on('requestfinished', (q) => {
  const row = rows.find((r) => r.url === q.url() && r.end === undefined);
  if (row) row.end = Date.now() - t0;
});
await page.goto(url, { waitUntil: 'networkidle' });
const seen = await page.evaluate(() => {
  const w = window as unknown as { __lcp?: unknown; __long: number[][] };
  return {
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
    lcp: w.__lcp,
    long: w.__long,
  };
});
await browser.close();
console.log(`${url}, +${LATENCY} ms per request, ${WIDTH} px wide (times in ms from the navigation)`);
for (const r of rows)
  console.log(
    `${String(r.start).padStart(6)} → ${String(r.end ?? '…').padStart(6)}  ${r.method.padEnd(4)} ${short(r.url)}`,
  );
console.log(`FCP ${seen.fcp} (page clock)`);
console.log(`LCP ${JSON.stringify(seen.lcp)}`);
console.log(`long tasks [start, ms] ${JSON.stringify(seen.long)}`);
