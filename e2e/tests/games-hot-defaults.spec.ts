import { expect, test } from '@playwright/test';
import { site, withoutCarriedAnswers } from './helpers';
import { failUntilRetry } from './routes';

// these tests answer the hot games call themselves: the page's carried answer would stand in for it
test.beforeEach(({ page }) => withoutCarriedAnswers(page));

/** Issue 12.10 / SPEC §9: with the hot games call failing, the home page shows the default hot list, and Retry. */
test('with the hot games call failing the home page shows the 15 default hot games, and Retry loads the live list', async ({
  page,
}) => {
  await failUntilRetry(page, '**/api/product/get_hot_games', (r) => r.abort('connectionrefused'));
  await page.goto(site('casino1', '/'));
  const hot = page.getByTestId('hot-games');
  await expect(hot.getByTestId('hot-defaults')).toBeVisible();
  await expect(hot.locator('[data-game]')).toHaveCount(15);
  await expect(hot.locator('[data-game="PPLAY-SLOT_GAME-001"]')).toContainText('Golden Reels');
  const live = page.waitForResponse('**/api/product/get_hot_games');
  await hot.getByRole('button', { name: 'Retry' }).click();
  await live;
  await expect(hot.getByTestId('hot-defaults')).toHaveCount(0);
  await expect(hot.locator('[data-game]').first()).toBeVisible();
});

test('the default list line is in the player language (CN)', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_lang', value: 'CN', url: site('casino1', '/') }]);
  await page.route('**/api/product/get_hot_games', (r) => r.abort('connectionrefused'));
  await page.goto(site('casino1', '/'));
  await expect(page.getByTestId('hot-defaults')).toContainText('暂时无法加载最新热门游戏');
});
