import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { lobbyReady } from './games-support';

test.beforeEach(() => test.slow());
test.use({ viewport: { width: 375, height: 800 } });

/** Issue 12.4: back from a game returns to the lobby's pages and scroll position; a new page opens at its top. */
test('back from a game returns to the same lobby pages and scroll position; the game page opened at its top', async ({
  page,
}) => {
  await page.goto(site('casino2', '/slots'));
  await lobbyReady(page, 'slot_game');
  await page.getByRole('button', { name: 'Load more games' }).click();
  await expect(page.getByTestId('games').locator('article')).toHaveCount(48);
  // a game that opens in the page (EVOPLAY games open in a popup window, SPEC §9)
  const tile = page.getByTestId('games').locator('article:not([data-game^="EVOPLAY"])').nth(34);
  await tile.scrollIntoViewIfNeeded();
  const code = await tile.getAttribute('data-game');
  // the position saved is the one the player left
  await page.waitForFunction(() => window.scrollY > 2000);
  const before = await page.evaluate(() => Math.round(window.scrollY));
  await page.waitForFunction(
    (y) =>
      Object.keys(sessionStorage).some(
        (k) => k.startsWith('games.scroll:') && sessionStorage[k] === String(y),
      ),
    before,
  );
  await tile.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/playnow\\?game_code=${code}`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/slots\?page=2/);
  await expect(page.getByTestId('games').locator('article')).toHaveCount(48);
  // (the browser's scroll anchoring may move it a little as images above settle)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(before - 300);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(before + 300);
  await expect(page.locator(`article[data-game="${code}"]`)).toBeInViewport();
});
