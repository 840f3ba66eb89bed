/**
 * HTTP/2 vs HTTP/1.1 on a cold home load (issue 16.5): the same HTTPS server (one with TLS_CERT_FILE and
 * TLS_KEY_FILE), Chromium as it is (h2 by ALPN) and with `--disable-http2` (HTTP/1.1 over TLS, at most six
 * connections per host), a fixed latency added to every request (CDP network emulation). Per page: requests,
 * connections opened, LCP and the load event, median of RUNS cold loads each (a fresh browser context each).
 * `BASE=https://localhost:8443 RUNS=5 LATENCY=150 npx tsx bench/http2.ts`
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, median, siteUrl, writeResult } from './common';

const BASE = process.env.BASE ?? 'https://localhost:8443';
const RUNS = Number(process.env.RUNS ?? 5);
const LATENCY = Number(process.env.LATENCY ?? 150);
const at = (sub: string | null, p: string) => siteUrl(BASE, sub, p);
const pages = [
  { name: 'home (casino1)', url: at(null, '/') },
  { name: 'home (sportsbook1)', url: at('sportsbook1', '/') },
];
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

async function measure(h2: boolean) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: h2 ? ARGS : [...ARGS, '--disable-http2'],
  });
  const out = [];
  for (const p of pages) {
    const runs: { requests: number; connections: number; protocol: string; lcp: number; load: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext({
        ignoreHTTPSErrors: true,
        viewport: { width: 375, height: 800 },
      });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const connections = new Set<string>();
      const protocols = new Set<string>();
      let requests = 0;
      cdp.on('Network.responseReceived', (e) => {
        if (!e.response.url.startsWith('https://')) return;
        requests++;
        connections.add(String(e.response.connectionId));
        if (e.response.protocol) protocols.add(e.response.protocol);
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number };
        w.__lcp = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) w.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(p.url);
      await page.waitForLoadState('networkidle');
      const m = await page.evaluate(() => ({
        lcp: (window as unknown as { __lcp: number }).__lcp,
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      }));
      runs.push({ requests, connections: connections.size, protocol: [...protocols].join('+'), ...m });
      await ctx.close();
    }
    out.push({
      page: p.name,
      protocol: runs[0]?.protocol ?? '',
      requests: median(runs.map((r) => r.requests)),
      connections: median(runs.map((r) => r.connections)),
      lcp: Math.round(median(runs.map((r) => r.lcp))),
      load: Math.round(median(runs.map((r) => r.load))),
    });
  }
  await browser.close();
  return out;
}

const h2 = await measure(true);
const h1 = await measure(false);
console.log(
  `| page | requests | connections h1 → h2 | LCP ms h1 → h2 | load ms h1 → h2 | (+${LATENCY} ms, median of ${RUNS})`,
);
console.log('|---|---:|---:|---:|---:|');
for (const [i, a] of h1.entries()) {
  const b = h2[i]!;
  console.log(
    `| ${a.page} | ${a.requests} / ${b.requests} | ${a.connections} → ${b.connections} (${a.protocol} → ${b.protocol}) | ${a.lcp} → ${b.lcp} | ${a.load} → ${b.load} |`,
  );
}
writeResult('http2.json', { at: new Date().toISOString(), runs: RUNS, latency: LATENCY, h1, h2 });
