import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await (await b.newContext({ viewport: { width: 375, height: 800 } })).newPage();
await p.addInitScript(() => {
  window.__log = [];
  new MutationObserver(() => {
    const h = document.querySelector('[data-home]');
    if (!h) return;
    const s = `busy=${h.getAttribute('aria-busy')} pending=${h.querySelectorAll('[data-pending]').length} hot=${!!h.querySelector('[data-testid=hot-games]')}`;
    if (window.__log.at(-1)?.s !== s) window.__log.push({ t: Math.round(performance.now()), s });
  }).observe(document, { subtree: true, childList: true, attributes: true });
});
await p.goto(`http://${process.argv[2]}.localhost:8120/`);
await p.waitForLoadState('networkidle');
console.log(await p.evaluate(() => window.__log));
await b.close();
