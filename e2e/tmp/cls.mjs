import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const sub of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 375, height: 800 } });
  const p = await ctx.newPage();
  await p.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ v: +e.value.toFixed(3), t: Math.round(e.startTime), src: e.sources.map((s) => { const n = s.node; const d = n && n.nodeType === 1 ? n : n?.parentElement; return (d ? d.tagName + (d.getAttribute('data-section') ? '[' + d.getAttribute('data-section') + ']' : '') + (d.closest('[data-section]') ? ' in ' + d.closest('[data-section]').getAttribute('data-section') : '') : '?') + ` ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`; }) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await p.goto(`http://${sub}.localhost:8120/`);
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(1500);
  const s = await p.evaluate(() => window.__shifts);
  console.log(sub, 'CLS', s.reduce((a, x) => a + x.v, 0).toFixed(3));
  for (const x of s) console.log('  ', x.v, x.t, x.src.slice(0, 4).join(' | '));
  await ctx.close();
}
await b.close();
