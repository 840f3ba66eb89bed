/**
 * The screenshots of docs/account.md for /profile, /edit-profile, /change-password, /security and the reality-check
 * modal: demo1 on slot3 at 1280 px wide, saved as docs/account/<page>.png. Run against the e2e server (its test
 * clock makes the reality check due): `PORT=8111 npx tsx e2e/server.ts` then `PORT=8111 npx tsx e2e/account-screenshots.ts`.
 * It sets demo1's reality check to 30 minutes on that throwaway server.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.PORT ?? 8111);
const OUT = path.resolve(import.meta.dirname, '../docs/account');
const url = (p: string) => `http://slot3.localhost:${PORT}${p}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
await page.goto(url('/login'));
await page.getByLabel('Username').fill('demo1');
await page.getByLabel('Password').fill('Demo#2026');
await page.getByRole('button', { name: 'Log in' }).last().click();
await page.getByTestId('account-id').waitFor();
const shots = [
  ['/profile', 'profile-last-sign-in', 'profile'],
  ['/edit-profile', 'edit-profile-form', 'edit-profile'],
  ['/change-password', 'change-password-form', 'change-password'],
  ['/security', 'limits-table', 'security'],
] as const;
for (const [route, ready, name] of shots) {
  await page.goto(url(route));
  await page.getByTestId(ready).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
  console.log(`docs/account/${name}.png`);
}
// the reality check: 30 minutes, and the API's test clock 31 minutes into the session
await page.getByRole('radio', { name: 'Every 30 minutes' }).check();
await page.getByRole('button', { name: 'Save reality check' }).click();
await page.waitForLoadState('networkidle');
await page.setExtraHTTPHeaders({ 'x-e2e-clock-offset': String(31 * 60_000) });
await page.goto(url('/'));
await page.getByTestId('reality-check').waitFor();
await page.screenshot({ path: path.join(OUT, 'reality-check.png') });
console.log('docs/account/reality-check.png');
await browser.close();
