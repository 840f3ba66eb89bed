import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { expectLoaded, lobbyReady } from './games-support';

test.beforeEach(() => test.slow());
test.use({ viewport: { width: 375, height: 800 } });

/** Issue 12.4: back from a game returns to the lobby's pages and scroll position; a new page opens at its top. */
test('back from a game returns to the same lobby pages and scroll position; the game page opened at its top', async ({
  page,
}) => {
  await page.goto(site('casino2', '/slots'));
  await lobbyReady(page, 'slot_game');
  await page.getByRole('button', { name: 'Load more games' }).click();
  await expectLoaded(page, 48);
  // The grid is windowed: wheel down until the 35th game's row is on screen (in the DOM only then).
  const item35 = page.locator('[role="listitem"][aria-posinset="35"]');
  await expect
    .poll(async () => {
      if (await item35.isVisible()) return true;
      await page.mouse.wheel(0, 400);
      return false;
    })
    .toBe(true);
  await item35.scrollIntoViewIfNeeded();
  // a game on screen that opens in the page (EVOPLAY games open in a popup window, SPEC §9)
  const code = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="game-list"] article[data-game]')]
      .filter((a) => {
        const b = a.getBoundingClientRect();
        return b.top >= 0 && b.bottom <= innerHeight && !a.getAttribute('data-game')!.startsWith('EVOPLAY');
      })
      .map((a) => a.getAttribute('data-game'))
      .at(0),
  );
  expect(code).toBeTruthy();
  const tile = page.locator(`article[data-game="${code}"]`);
  // windowed: the first rows have left the DOM
  await expect(page.locator('[role="listitem"][aria-posinset="1"]')).toHaveCount(0);
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
  await expectLoaded(page, 48);
  // (the browser's scroll anchoring may move it a little as images above settle)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(before - 300);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(before + 300);
  await expect(page.locator(`article[data-game="${code}"]`)).toBeInViewport();
});

/** Issue 12 (performance): the grid is windowed — and still a list a keyboard and a screen reader can walk. */
test('the windowed grid keeps Tab moving tile to tile past the rows first drawn, and tells each tile its place', async ({
  page,
}) => {
  await page.goto(site('casino2', '/slots?page=2'));
  await lobbyReady(page, 'slot_game');
  await expectLoaded(page, 48);
  const total = await page.getByTestId('games-count').getAttribute('data-total');
  const first = page.locator('[role="listitem"][aria-posinset="1"]');
  await expect(first).toHaveAttribute('aria-setsize', total!);
  // far rows are not drawn yet
  await expect(page.locator('[role="listitem"][aria-posinset="40"]')).toHaveCount(0);
  await first.getByRole('link').focus();
  // each tile has two stops: its Play link and its heart
  for (let i = 0; i < 2 * 39; i++) await page.keyboard.press('Tab');
  const focused = page.locator('[role="listitem"][aria-posinset="40"]');
  await expect(focused.getByRole('link')).toBeFocused();
  await expect(focused).toBeInViewport();
  // and the first rows have left the DOM
  await expect(first).toHaveCount(0);
});
