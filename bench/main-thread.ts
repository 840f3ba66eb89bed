/**
 * The main thread's blocking time on a cold load, as Lighthouse mobile counts it but measured, not simulated:
 * Chromium's CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), a 412 px phone viewport, every long task
 * (> 50 ms) from the Long Tasks API; blocking time = Σ (duration − 50 ms) of the tasks after the first
 * contentful paint, until 3 s pass without a new one; also the sum over all long tasks and the longest one.
 * Prints the median of RUNS loads per page with the longest tasks, so a change to the first render can be judged without Lighthouse's run-to-run spread.
 *
 *   BASE=http://localhost:8185 RUNS=5 npx tsx bench/main-thread.ts [sub:path ...]
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, median, siteUrl } from './common';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const RUNS = Number(process.env.RUNS ?? 5);
const RATE = Number(process.env.CPU_RATE ?? 4);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['casino1:/', 'slot2:/', 'sportsbook1:/', 'casino1:/slots', 'casino1:/login'];

interface Load {
  fcp: number;
  lcp: number;
  tbt: number;
  /** Σ (duration − 50 ms) of every long task from the navigation on: steadier than `tbt`, whose sum swings with
   * whether the shell's first task starts just before or just after the HTML's first paint. */
  all: number;
  tasks: [number, number][];
}

async function load(url: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.addInitScript(() => {
      const w = window as unknown as { __long: [number, number][]; __fcp: number; __lcp: number };
      w.__long = [];
      w.__fcp = 0;
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__fcp = e.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    // quiet: 3 s without a new long task
    let seen = -1;
    for (;;) {
      const n = await page.evaluate(() => (window as unknown as { __long: unknown[] }).__long.length);
      if (n === seen) break;
      seen = n;
      await page.waitForTimeout(3000);
    }
    const r = await page.evaluate(() => {
      const w = window as unknown as { __long: [number, number][]; __fcp: number; __lcp: number };
      return { fcp: w.__fcp, lcp: w.__lcp, tasks: w.__long };
    });
    const tbt = r.tasks.filter(([at]) => at >= r.fcp).reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    const all = r.tasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    return { fcp: Math.round(r.fcp), lcp: Math.round(r.lcp), tbt, all, tasks: r.tasks };
  } finally {
    await browser.close();
  }
}

for (const spec of pages) {
  const [sub, path] = spec.split(':') as [string, string];
  const url = siteUrl(BASE, sub, path);
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await load(url));
  const mid = loads.slice().sort((a, b) => a.tbt - b.tbt)[Math.floor(loads.length / 2)]!;
  console.log(
    `${spec}: blocking ${median(loads.map((l) => l.tbt))} ms (runs ${loads.map((l) => l.tbt).join(' ')}), ` +
      `all long tasks ${median(loads.map((l) => l.all))} ms (runs ${loads.map((l) => l.all).join(' ')}), ` +
      `longest ${median(loads.map((l) => Math.max(0, ...l.tasks.map(([, d]) => d))))} ms, ` +
      `FCP ${median(loads.map((l) => l.fcp))}, LCP ${median(loads.map((l) => l.lcp))} at ${RATE}× CPU`,
  );
  if (process.env.VERBOSE)
    console.log(
      `  tasks of the middle run (start+duration): ${mid.tasks.map(([a, d]) => `${a}+${d}`).join(' ')}`,
    );
}
