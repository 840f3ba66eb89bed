import { expect, test } from '@playwright/test';
import { newPlayer } from './helpers';
import { events, headerBalance, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });

// The sportsbook's toasts are worded by the shell at every render (ShellText with `sportsbook:` keys), so a
// header language switch re-words a toast while it shows.

test('the "Bet #n placed." toast re-words in 中文 when the header language switches while it shows', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'sportsbook1', { deposit: 10_000 });
  const pick = (await events(request))[0]!.markets[0]!.selections[0]!;
  await signInAs(page, 'sportsbook1', player, '/sports?when=upcoming');
  const switcher = page.getByTestId('language-switcher').first();
  // each language's words are loaded once first (the toast shows for 3 s only)
  await switcher.selectOption('CN');
  await expect(page.getByRole('tab', { name: '早盘' })).toBeVisible({ timeout: 30_000 });
  await switcher.selectOption('EN');
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(100);

  await page.locator(`[data-selection-id="${pick.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel(/Stake on/).fill('10');
  await slip.getByTestId('place-bet').click();
  const toasts = page.locator('[role="status"][data-toast]');
  const toast = toasts.filter({ hasText: /^Bet #\d+ placed\.$/ });
  await expect(toast).toBeVisible();
  const id = /#(\d+)/.exec((await toast.textContent()) ?? '')![1];
  await switcher.selectOption('CN');
  await expect(toasts.filter({ hasText: `注单 #${id} 已投注。` })).toBeVisible();
});
