/**
 * Screenshots of the content pages for docs/content.md (issue 15): starts the e2e server (fresh seeded data)
 * on E2E_PORT (default 8112), writes two reviews through the API so /review shows data, and saves one PNG per
 * page of casino3 at 1280 px under docs/content/. Run: `npx tsx scripts/docs/content-shots.ts` after a build.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 8112);
const SUB = 'casino3';
const PAGES = ['/about', '/faqs', '/promotions', '/news', '/contact-us', '/download', '/review'];

const server = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'e2e/server.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), E2E_DATA_DIR: path.join(ROOT, `test-results/shots-${PORT}`) },
  stdio: 'ignore',
});
const api = async (p: string, body: object) =>
  (await (
    await fetch(`http://localhost:${PORT}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as { statusCode: number; value: Record<string, unknown> };

try {
  for (let i = 0; ; i++) {
    if (i > 180) throw new Error('the e2e server did not start');
    if (
      await fetch(`http://localhost:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const domain_name = `${SUB}.localhost`;
  for (const [account_id, rating, body] of [
    ['lucky88', 5, 'Withdrawals arrived the same day. Friendly support on chat.'],
    ['jackpot7', 4, 'Good choice of slots; the app could load faster.'],
  ] as const) {
    const login = await api('/api/auth/login', { domain_name, account_id, password: 'Demo#2026' });
    await api('/api/auth/review_write', { account_id, auth: login.value.token, rating, body });
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  for (const p of PAGES) {
    await page.goto(`http://${domain_name}:${PORT}${p}`);
    await page.locator('[data-testid$="-page"]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(ROOT, 'docs/content', `${p.slice(1)}.png`) });
  }
  await browser.close();
} finally {
  server.kill();
}
