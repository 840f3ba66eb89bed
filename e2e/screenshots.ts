/**
 * The screenshots of docs/templates.md: each template's home page at 1280 × 800 (first colour, animations off),
 * saved at half size as docs/templates/<code>.png. Run against a running site:
 * `PORT=8080 npx tsx e2e/screenshots.ts` (after `npm start`).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { THEME_CODES } from '@site/shared';

const PORT = Number(process.env.PORT ?? 8080);
const OUT = path.resolve(import.meta.dirname, '../docs/templates');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 0.5,
  reducedMotion: 'reduce',
});
for (const code of THEME_CODES) {
  await page.goto(`http://${code}.localhost:${PORT}/`);
  await page.locator('[data-home]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[data-preloader]').waitFor({ state: 'detached' });
  await page.screenshot({ path: path.join(OUT, `${code}.png`) });
  console.log(`docs/templates/${code}.png`);
}
await browser.close();
