/**
 * The screenshots of docs/games.md's /playnow section (1280 × 800 at half size, docs/games/playnow-*.png): a new
 * player's slot after a spin, a verified hash round, a guest's notice and demo play, an unknown game code. Run
 * against a running e2e or development site: `PORT=8113 npx tsx e2e/playnow-screenshots.ts`.
 */
import path from 'node:path';
import { chromium, request as api } from '@playwright/test';

process.env.E2E_PORT ??= process.env.PORT ?? '8080';
const { newPlayer, site } = await import('./tests/helpers');
const OUT = path.resolve(import.meta.dirname, '../docs/games');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 0.5,
  reducedMotion: 'reduce',
});
const frame = () => page.frameLocator('[data-testid="game-frame"] iframe');
const shot = async (name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(OUT, `playnow-${name}.png`) });
  console.log(`docs/games/playnow-${name}.png`);
};

await page.goto(site('casino1', '/playnow?game_code=HOUSE-SLOT-001'));
await page.getByTestId('playnow-guest').waitFor();
await shot('guest');
await page.getByTestId('playnow-demo').click();
await frame().getByTestId('slot-spin').click();
await frame()
  .getByText(/Win|No win/)
  .waitFor();
await shot('demo');
await page.goto(site('casino1', '/playnow?game_code=NO-SUCH-GAME'));
await page.getByTestId('playnow-hot').waitFor();
await page.waitForLoadState('networkidle');
await shot('unknown');

const p = await newPlayer(await api.newContext(), 'casino1', { deposit: 100_000 });
await page.goto(site('casino1', '/login'));
await page.getByLabel('Username').fill(p.account_id);
await page.getByLabel('Password').fill(p.password);
await page.getByRole('button', { name: 'Log in' }).last().click();
await page.getByTestId('account-id').waitFor();
await page.goto(site('casino1', '/playnow?game_code=HOUSE-SLOT-001'));
await frame().getByTestId('slot-spin').click();
await frame()
  .getByText(/Win|No win/)
  .waitFor();
await shot('slot');
await page.setViewportSize({ width: 1280, height: 1100 });
await page.goto(site('casino1', '/playnow?game_code=HOUSE-HASH-001'));
await frame().getByTestId('hash-pick-big').click();
await frame().getByTestId('hash-verify').click();
await frame().locator('[data-verified]').waitFor();
await shot('hash');
await browser.close();
