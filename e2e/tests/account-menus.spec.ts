import { expect, test } from '@playwright/test';
import { signInOnPage, site } from './helpers';

// Issue 10 §12: the account pages appear in the templates' menu and the account menu for signed-in players only.

test.describe('account menus', () => {
  test.beforeEach(() => test.slow());

  test('a signed-in player finds the account pages in the phone menu and on /account; a guest does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(site('casino3', '/'));
    await page.getByTestId('menu-toggle').first().click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'My account' })).toHaveCount(0);
    await page.getByTestId('menu-close').click();

    await page.goto(site('casino3', '/login'));
    await signInOnPage(page);
    await expect(page.getByTestId('account-id')).toHaveText('demo1');
    await page.getByTestId('menu-toggle').first().click();
    const mine = menu.getByRole('navigation', { name: 'My account' });
    for (const name of ['Profile', 'Inbox', 'VIP', 'Missions', 'Refer a friend', 'Security', 'Bet history'])
      await expect(mine.getByRole('link', { name })).toBeVisible();
    await mine.getByRole('link', { name: 'VIP' }).click();
    await expect(page).toHaveURL(site('casino3', '/vip'));
    await expect(page.getByTestId('vip-ladder')).toBeVisible();

    await page.goto(site('casino3', '/account'));
    const links = page.getByTestId('account-links');
    await links.getByRole('link', { name: 'Missions' }).click();
    await expect(page).toHaveURL(site('casino3', '/mission'));
    await expect(page.getByTestId('missions-daily')).toBeVisible();
  });
});
