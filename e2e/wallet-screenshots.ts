/**
 * The screenshots of docs/wallet.md: every wallet page for demo1 on casino1 at 1280 px wide (animations off),
 * saved as docs/wallet/<page>.png. Run against a running site: `npm start`, then
 * `PORT=8080 npx tsx e2e/wallet-screenshots.ts`.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { WALLET_PAGES } from './tests/wallet-support';

const PORT = Number(process.env.PORT ?? 8080);
const OUT = path.resolve(import.meta.dirname, '../docs/wallet');
const url = (p: string) => `http://casino1.localhost:${PORT}${p}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
await page.goto(url('/login'));
await page.getByLabel('Username').fill('demo1');
await page.getByLabel('Password').fill('Demo#2026');
await page.getByRole('button', { name: 'Log in' }).last().click();
await page.getByTestId('account-id').waitFor();
for (const [route, ready] of WALLET_PAGES) {
  await page.goto(url(route));
  await page.getByTestId(ready).waitFor();
  await page.waitForLoadState('networkidle');
  const name = route.slice(1);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
  console.log(`docs/wallet/${name}.png`);
}
await browser.close();
