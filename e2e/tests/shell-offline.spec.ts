import { expect, test } from '@playwright/test';
import { newPlayer, seedSession, site } from './helpers';

/**
 * Offline (docs/shell.md): the data layer's calls wait for the connection, so a form sent offline stays "Sending…";
 * the page says why, and the notice goes once the connection is back.
 */
test('offline, the page says so (on /withdrawal, whose request would wait); back online the notice goes', async ({
  page,
  context,
  request,
}) => {
  const p = await newPlayer(request);
  await seedSession(page, null, p);
  await page.goto(site(null, '/withdrawal'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toHaveText('You are offline. Check your internet connection.');
  await expect(notice).toHaveAttribute('role', 'status');
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
