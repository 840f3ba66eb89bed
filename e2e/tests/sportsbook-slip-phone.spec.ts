import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { events } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });

// On a phone the slip is under every match: a sticky bar counts the picks and takes the player to the slip.

test('at 320 px a tapped price shows "1 pick" in a bar at the bottom of the screen; its button brings the slip into view, focused', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const pick = (await events(request))[0]!.markets[0]!.selections[0]!;
  await page.goto(site('sportsbook1', '/sports?when=upcoming'));
  const price = page.locator(`[data-selection-id="${pick.selection_id}"]`);
  await expect(price).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('slip-bar')).toHaveCount(0);
  await price.click();
  const bar = page.getByTestId('slip-bar');
  await expect(bar).toContainText('1 pick');
  await expect(bar).toBeInViewport();
  const title = page.locator('#bet-slip-title');
  await expect(title).not.toBeInViewport();

  await bar.getByRole('button', { name: /View bet slip/ }).click();
  await expect(title).toBeInViewport();
  await expect(title).toBeFocused();
  await expect(page.getByTestId('bet-slip').getByTestId('slip-leg')).toHaveCount(1);
});

test('on desktop the slip is beside the matches: no slip bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const pick = (await events(request))[0]!.markets[0]!.selections[0]!;
  await page.goto(site('sportsbook1', '/sports?when=upcoming'));
  await page.locator(`[data-selection-id="${pick.selection_id}"]`).click();
  await expect(page.getByTestId('bet-slip').getByTestId('slip-leg')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('slip-bar')).toBeHidden();
});
