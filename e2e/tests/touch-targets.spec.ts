import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { THEME_CODES, templateOf } from '@site/shared';
import { newPlayer, seedSession, site } from './helpers';
import { homeReady } from './templates-support';
import { PHONE, smallTargets } from './touch-targets';

/**
 * PAGES.md §5: touch targets of at least 44 px on phones — every control a player can tap on a 375 px screen, on
 * every template's home page, the guest pages and the signed-in pages (docs/shell.md "Touch targets"). A page
 * counts once its own content is on screen (its heading or its games, no skeleton left); the check is then polled
 * until the page settles, so a control drawn late is measured too.
 */

test.use({ viewport: PHONE });

async function expectTargets(page: Page): Promise<void> {
  await expect.poll(() => smallTargets(page), { timeout: 10_000 }).toEqual([]);
}

/** The route's page is on screen: its title (or a lobby's game list) and no skeleton. */
async function pageReady(page: Page): Promise<void> {
  await expect(page.locator('main h1, [data-testid="game-list"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="tile-skeleton"], [aria-busy="true"]')).toHaveCount(0);
}

const FAMILIES: [string, readonly string[]][] = [
  ['casino', THEME_CODES.filter((c) => c.startsWith('casino'))],
  ['slot and sportsbook', THEME_CODES.filter((c) => !c.startsWith('casino'))],
];

for (const [family, codes] of FAMILIES)
  test(`every ${family} template's home page: no control under 44 px on a phone`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const code of codes) {
      await page.goto(site(code, '/'));
      await homeReady(page, templateOf(code as (typeof THEME_CODES)[number]));
      await test.step(code, () => expectTargets(page));
    }
  });

const GUEST_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/slots',
  '/casino',
  '/hot',
  '/sports',
  '/promotions',
  '/leaderboard',
  '/faqs',
  '/about',
  '/news',
  '/download',
  '/contact-us',
  '/term-condition',
];

test('the guest pages: no control under 44 px on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of GUEST_PAGES) {
    await page.goto(site(null, path));
    await pageReady(page);
    await test.step(path, () => expectTargets(page));
  }
});

test('the sign-in dialog: no control under 44 px on a phone', async ({ page }) => {
  await page.goto(site('slot2', '/'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog').getByLabel('Username')).toBeVisible();
  await expectTargets(page);
});

const SIGNED_IN_PAGES = [
  '/account',
  '/profile',
  '/edit-profile',
  '/security',
  '/change-password',
  '/vip',
  '/referral',
  '/inbox',
  '/mission',
  '/deposit',
  '/withdrawal',
  '/bank-details',
  '/add-bank',
  '/transaction-history',
  '/statement',
  '/bet-history',
];

/** Each page as a new player with money sees it: its controls once its own content is on screen. */
async function expectSignedIn(
  page: Page,
  request: APIRequestContext,
  paths: readonly string[],
): Promise<void> {
  const player = await newPlayer(request, null, { deposit: 50_000 });
  await seedSession(page, null, player);
  for (const path of paths) {
    await page.goto(site(null, path));
    await pageReady(page);
    await test.step(path, () => expectTargets(page));
  }
}

test('the signed-in pages: no control under 44 px on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await expectSignedIn(page, request, SIGNED_IN_PAGES);
});

/** The rest of SPEC §2's routes: the other lobbies, the house games, the minigame, banking and the other pages. */
const MORE_PAGES = [
  '/arcade',
  '/bingo',
  '/fishing',
  '/lottery',
  '/poker',
  '/sabong',
  '/horse-racing',
  '/crash',
  '/hash-game',
  '/playnow',
  '/minigame',
  '/spin',
  '/banking',
  '/review',
  '/privacy-policy',
  '/responsible-gaming',
];

test('the other pages, signed in: no control under 44 px on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await expectSignedIn(page, request, MORE_PAGES);
});
