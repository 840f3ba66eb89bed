/**
 * Home first-load JavaScript: every script a cold load of the home page downloads until its hot games show,
 * summed raw and gzip -9 (so the figure does not depend on the server's compression). Against a running site:
 * `BASE=http://localhost:8080 npx tsx bench/home-js.ts` (default http://localhost:8080). Signed out, casino1.
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, writeResult } from './common';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu'],
});
const ctx = await browser.newContext();
const page = await ctx.newPage();
const scripts = new Map<string, Promise<Buffer>>();
page.on('response', (r) => {
  if (r.request().resourceType() === 'script' && r.ok()) scripts.set(r.url(), r.body());
});
await page.goto(`${BASE}/`);
await page.locator('[data-game]').first().waitFor();
// First load ends when the hot games show; what follows is the SPEC §9 preloading of the pages behind the links
// in view (reported apart: it is spent while the player reads, not before the page is usable).
const firstLoad = new Set(scripts.keys());
await page.waitForLoadState('networkidle');
// the preloads start once the page has settled (host whenSettled: 500 ms of quiet network after load)
await page.waitForTimeout(3_000);
const idle = await Promise.all(scripts.values());
const idleGz = idle.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0);
const idleFiles = scripts.size;
for (const url of [...scripts.keys()]) if (!firstLoad.has(url)) scripts.delete(url);
const bodies = await Promise.all(scripts.values());
if (process.env.VERBOSE)
  [...scripts.keys()].forEach((url, i) =>
    console.log(
      `${(gzipSync(bodies[i] as Buffer, { level: 9 }).length / 1024).toFixed(1).padStart(6)} KB gz  ${url}`,
    ),
  );
const raw = bodies.reduce((s, b) => s + b.length, 0);
const gz = bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0);
await browser.close();
const kb = (n: number) => (n / 1024).toFixed(1);
console.log(`home (casino1) first-load JS: ${scripts.size} files, ${kb(raw)} KB raw, ${kb(gz)} KB gzip -9`);
console.log(
  `with the preloads of the links in view, 3 s after network idle: ${idleFiles} files, ${kb(idleGz)} KB gzip -9`,
);
writeResult('home-js.json', {
  at: new Date().toISOString(),
  files: scripts.size,
  raw,
  gz,
  idleFiles,
  idleGz,
});
