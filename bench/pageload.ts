/**
 * Page load in Chromium against a running site (default http://localhost:8080): for each page, the median of
 * N cold loads (fresh context, no cache) of bytes transferred, requests, DOMContentLoaded and the time until
 * the page's main content is visible. `BASE=http://localhost:8080 RUNS=5 npx tsx bench/pageload.ts`
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, median, siteUrl, writeResult } from './common';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const RUNS = Number(process.env.RUNS ?? 5);
const pages = [
  { name: 'home (casino1)', url: `${BASE}/`, ready: '[data-game]' },
  { name: 'home (slot2)', url: siteUrl(BASE, 'slot2', '/'), ready: '[data-game]' },
  { name: 'login', url: `${BASE}/login`, ready: 'input[name=password]' },
];
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = [];
for (const p of pages) {
  const bytes: number[] = [];
  const reqs: number[] = [];
  const dcl: number[] = [];
  const ready: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    let total = 0;
    let count = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      total += e.encodedDataLength;
      count++;
    });
    const t0 = Date.now();
    await page.goto(p.url);
    await page.locator(p.ready).first().waitFor();
    ready.push(Date.now() - t0);
    dcl.push(
      await page.evaluate(
        () => performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventEnd ?? 0,
      ),
    );
    await page.waitForLoadState('networkidle');
    bytes.push(total);
    reqs.push(count);
    await ctx.close();
  }
  results.push({
    page: p.name,
    kbTransferred: +(median(bytes) / 1024).toFixed(1),
    requests: median(reqs),
    domContentLoadedMs: Math.round(median(dcl)),
    contentVisibleMs: median(ready),
  });
}
await browser.close();
console.log('| page | KB transferred | requests | DOMContentLoaded ms | content visible ms |');
console.log('|---|---:|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.page} | ${r.kbTransferred} | ${r.requests} | ${r.domContentLoadedMs} | ${r.contentVisibleMs} |`,
  );
writeResult('pageload.json', { at: new Date().toISOString(), runs: RUNS, results });
