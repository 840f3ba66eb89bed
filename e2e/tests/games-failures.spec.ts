import { expect, test } from '@playwright/test';
import { newPlayer, site, withoutCarriedAnswers } from './helpers';
import { signInAs } from './wallet-support';
import { failUntilRetry } from './routes';

// What the games pages say when a side call fails: the failure and a Retry, never an untrue statement or an empty
// place (the calls go to the API, not answered by the page's HTML).

test('a failed providers list: no “no games” claim for ?provider=, a failure line with Retry in the rail’s place', async ({
  page,
}) => {
  await withoutCarriedAnswers(page);
  await failUntilRetry(page, '**/api/product/providers', (route) =>
    route.fulfill({ status: 500, body: 'down' }),
  );
  await page.goto(site('casino2', '/slots?provider=pgsoft'));
  const failed = page.getByTestId('providers-failed');
  await expect(failed).toContainText('The providers could not be loaded.', { timeout: 30_000 });
  await expect(page.getByTestId('unknown-provider')).toHaveCount(0);
  await failed.getByRole('button', { name: 'Retry' }).click();
  // the rail is back with PGSOFT chosen, and still no claim
  await expect(page.getByTestId('providers').locator('[data-provider="PGSOFT"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('unknown-provider')).toHaveCount(0);
});

test('/playnow without a game and a failed hot-games call: a failure line with Retry, and Retry loads them', async ({
  page,
}) => {
  await withoutCarriedAnswers(page);
  await failUntilRetry(page, '**/api/product/get_hot_games', (route) =>
    route.fulfill({ status: 500, body: 'down' }),
  );
  await page.goto(site('casino1', '/playnow'));
  const failed = page.getByTestId('playnow-hot-failed');
  await expect(failed).toContainText('The hot games could not be loaded.', { timeout: 30_000 });
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('playnow-hot').locator('[data-game]').first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a game launch that fails in Chinese: the reason in Chinese words (no technical detail), and Retry opens the game', async ({
  page,
  request,
}) => {
  test.slow();
  const p = await newPlayer(request, 'casino1', { deposit: 10_000 });
  await page.setViewportSize({ width: 320, height: 720 });
  await page.context().addCookies([{ name: 'i18n_lang', value: 'CN', url: site('casino1', '/') }]);
  // the launch call fails on the network until the failure is on screen
  let failing = true;
  await page.route('**/api/product/launch', (route) => (failing ? route.abort('failed') : route.fallback()));
  await signInAs(page, 'casino1', p, '/playnow?game_code=HOUSE-SLOT-001');
  const failed = page.getByTestId('playnow-failed');
  await expect(failed).toContainText('无法打开游戏：连接已断开，请检查网络后重试。', { timeout: 30_000 });
  // the browser's own words for the failure ("Failed to fetch", in English) are not the player's
  await expect(failed).not.toContainText(/fetch|error|disconnect/i);
  failing = false;
  await failed.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(failed).toHaveCount(0);
});
