/** Dev helper: open a URL in Chromium, print console output and save a screenshot. `tsx scripts/dev/look.ts URL [out.png] [width]` */
import { chromium } from '@playwright/test';

const [url = 'http://localhost:8080/', out = '/tmp/look.png', width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => console.log(`[console.${m.type()}]`, m.text()));
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
page.on('requestfailed', (r) => console.log('[requestfailed]', r.url(), r.failure()?.errorText));
page.on('response', (r) => r.status() >= 400 && console.log('[http]', r.status(), r.url()));
await page.goto(url, { waitUntil: 'networkidle' }).catch((e: unknown) => console.log('[goto]', String(e)));
await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
await page.screenshot({ path: out, fullPage: false });
console.log('title:', await page.title());
await browser.close();
