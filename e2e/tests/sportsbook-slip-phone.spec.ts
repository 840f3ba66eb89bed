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

test('at 375 px the slip bar\'s polite live region is in the page before the first pick (empty) and says "1 pick" after it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const pick = (await events(request))[0]!.markets[0]!.selections[0]!;
  await page.goto(site('sportsbook1', '/sports?when=upcoming'));
  const price = page.locator(`[data-selection-id="${pick.selection_id}"]`);
  await expect(price).toBeVisible({ timeout: 30_000 });
  // before any pick: no bar, but the live region is there, empty, and announces politely
  await expect(page.getByTestId('slip-bar')).toHaveCount(0);
  const live = page.getByTestId('slip-bar-live');
  await expect(live).toHaveCount(1);
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveText('');
  // the same element (not a new one) receives the first pick's text
  await live.evaluate((el) => el.setAttribute('data-seen-before-pick', 'yes'));
  await price.click();
  await expect(live).toHaveText('1 pick');
  await expect(live).toHaveAttribute('data-seen-before-pick', 'yes');
  await expect(page.getByTestId('slip-bar')).toContainText('1 pick');
  // visually nothing: a 1 px clipped box
  const box = await live.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(1);
  expect(box!.height).toBeLessThanOrEqual(1);
});
