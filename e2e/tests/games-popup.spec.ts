import { expect, test } from '@playwright/test';
import { site } from './helpers';

// SPEC §9 popup list (EVOPLAY): a game of a popup provider opens /playnow in a popup window, not in the page.
test('an EVOPLAY tile opens /playnow in a popup window; the lobby stays; the popup says the game is not on this demo site', async ({
  page,
}) => {
  test.slow();
  await page.goto(site('casino1', '/slots?provider=evoplay'));
  const tile = page.locator('article[data-provider="EVOPLAY"]').first();
  await expect(tile).toBeVisible();
  const code = await tile.getAttribute('data-game');
  const popupOpened = page.waitForEvent('popup');
  await tile.getByRole('link').click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname + new URL(popup.url()).search).toBe(
    `/playnow?game_code=${encodeURIComponent(code!)}`,
  );
  // the lobby did not navigate
  await expect(page).toHaveURL(site('casino1', '/slots?provider=evoplay'));
  // EVOPLAY is not connected to this demo site: the popup says so instead of showing a fake game
  await expect(popup.getByTestId('playnow-unavailable')).toContainText('Not available on this demo site');
  await expect(popup.locator('[data-testid="game-frame"]')).toHaveCount(0);

  // a tile of another provider opens in the page itself
  await page.goto(site('casino1', '/slots'));
  const house = page.locator('article[data-game="HOUSE-SLOT-001"]');
  await expect(house).toBeVisible();
  await house.getByRole('link').click();
  await expect(page).toHaveURL(/\/playnow\?game_code=HOUSE-/);
});
