import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const sub = process.argv[2];
const ctx = await b.newContext({ viewport: { width: 375, height: 800 } });
const p = await ctx.newPage();
await p.addInitScript(() => {
  window.__log = [];
  const snap = (why) => window.__log.push(why + ' ' + Math.round(performance.now()) + ' ' + [...document.querySelectorAll('[data-home] > div > *')].map((e) => (e.getAttribute('data-section') || e.firstElementChild?.getAttribute?.('data-section') || e.tagName) + ':' + Math.round(e.getBoundingClientRect().height)).join(' '));
  new PerformanceObserver((l) => { for (const e of l.getEntries()) snap('shift ' + e.value.toFixed(3)); }).observe({ type: 'layout-shift' });
  const iv = setInterval(() => snap('t'), 100); setTimeout(() => clearInterval(iv), 4000);
});
await p.goto(`http://${sub}.localhost:8120/`);
await p.waitForLoadState('networkidle');
await p.waitForTimeout(1500);
const log = await p.evaluate(() => window.__log);
let last = '';
for (const l of log) { const body = l.split(' ').slice(2).join(' '); if (body !== last || l.startsWith('shift')) console.log(l); last = body; }
await b.close();
