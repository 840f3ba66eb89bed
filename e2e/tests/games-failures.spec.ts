import { expect, test } from '@playwright/test';
import { site, withoutCarriedAnswers } from './helpers';
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
