/**
 * Issue 12's scroll goal: /slots with 500+ tiles (`?page=22`: 22 pages of 24) scrolled top to bottom in Chromium
 * with the CPU throttled 4× (CDP), at 375 × 800. Reports long tasks (> 50 ms) while scrolling, the frames (rAF
 * intervals) slower than 1/60 s, the tiles in the DOM and how many of them are on screen. The demo catalogue has
 * 160 slots, so the bench runs its own server (embedded database in a temporary folder, the built remotes, port
 * BENCH_PORT, default 8112) with 400 more slots of the same providers.
 * `npm run build && THROTTLE=4 npx tsx bench/lobby-scroll.ts`
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPlatform, publishRemote } from '../infra/src/index';
import { findRemotes } from '../scripts/remotes.js';
import { CHROMIUM, writeResult } from './common';

const THROTTLE = Number(process.env.THROTTLE ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 8112);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lobby-'));
const platform = await createPlatform({ dataDir, databaseUrl: null, port: PORT });
for (const r of findRemotes()) await publishRemote(platform.db, dataDir, r.dir, { force: true });
await platform.db.query(
  `INSERT INTO games (provider_code, game_code, game_name, game_type, category, game_image, is_hot, is_new, popularity)
   SELECT (ARRAY['PPLAY','JILI','PGSOFT','CQ9','SG','KA'])[1 + n % 6], 'BENCH-SLOT-' || n, 'Bench Reels ' || n,
          'SLOTS', 'slot_game', '/art/games/BENCH-SLOT-' || n || '.svg', false, false, n % 500
     FROM generate_series(1, 400) AS n`,
);
await platform.app.listen({ port: PORT, host: '127.0.0.1' });
const BASE = `http://localhost:${PORT}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.goto(`${BASE}/slots?page=22`);
// every page of the 528 games loaded (the grid is windowed: only rows near the screen are in the DOM)
await page.waitForFunction(
  () => Number(document.querySelector('[data-testid="game-list"]')?.getAttribute('data-loaded')) >= 500,
  undefined,
  { timeout: 60_000 },
);
await page.waitForLoadState('networkidle');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
// A string, not a function: tsx would wrap the inner functions with a helper the page does not have.
await page.evaluate(`
  window.__long = [];
  window.__frames = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
    .observe({ type: 'longtask' });
  let last = performance.now();
  window.__maxTiles = 0;
  const tick = (t) => { window.__frames.push(t - last); last = t; window.__maxTiles = Math.max(window.__maxTiles, document.querySelectorAll('article[data-game]').length); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
`);
const height = await page.evaluate(() => document.documentElement.scrollHeight);
for (let y = 0; y < height; y += 200) await page.mouse.wheel(0, 200);
await page.waitForFunction(
  () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
);
const r = (await page.evaluate(`(() => {
  const tiles = [...document.querySelectorAll('article[data-game]')];
  const onScreen = tiles.filter((t) => { const b = t.getBoundingClientRect(); return b.bottom > 0 && b.top < innerHeight; }).length;
  const frames = window.__frames.slice(1);
  return {
    tiles: tiles.length,
    loaded: Number(document.querySelector('[data-testid="game-list"]')?.getAttribute('data-loaded')),
    maxTilesWhileScrolling: window.__maxTiles,
    tilesOnScreen: onScreen,
    longTasks: window.__long.length,
    longestTaskMs: Math.round(Math.max(0, ...window.__long)),
    frames: frames.length,
    framesOver17ms: frames.filter((f) => f > 17.5).length,
    framesOver50ms: frames.filter((f) => f > 50).length,
  };
})()`)) as {
  tiles: number;
  loaded: number;
  maxTilesWhileScrolling: number;
  tilesOnScreen: number;
  longTasks: number;
  longestTaskMs: number;
  frames: number;
  framesOver17ms: number;
  framesOver50ms: number;
};
await browser.close();
await platform.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `| games loaded | most tiles in the DOM while scrolling | tiles in the DOM at the end | on screen at the end | long tasks (> 50 ms) | longest | frames | frames > 1/60 s | frames > 50 ms |`,
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${r.loaded} | ${r.maxTilesWhileScrolling} | ${r.tiles} | ${r.tilesOnScreen} | ${r.longTasks} | ${r.longestTaskMs} ms | ${r.frames} | ${r.framesOver17ms} | ${r.framesOver50ms} |`,
);
writeResult('lobby-scroll.json', { at: new Date().toISOString(), throttle: THROTTLE, ...r });
