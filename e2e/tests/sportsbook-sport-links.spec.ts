import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { events } from './sportsbook-support';

/**
 * The templates' sport links (sportsbook1's sidebar and pills, every sportsbook home's "Popular sports") open the
 * book on that sport (`/sports?sport=`), only the sports the book prices are listed, and only the sport shown is
 * the current link. Before, every link opened /sports on all sports, all six sidebar links were "current" there,
 * and volleyball and badminton were listed with no event behind them.
 */

test('a sport link opens the book on that sport, and only that link is current', async ({
  page,
  request,
}) => {
  const all = (await events(request, true)) as unknown as { sport: string; league: string }[];
  const tennisLeagues = [...new Set(all.filter((e) => e.sport === 'tennis').map((e) => e.league))].sort();
  expect(tennisLeagues.length).toBeGreaterThan(0);

  await page.goto(site('sportsbook1', '/'));
  const tiles = page.locator('[data-section="sports"] ul');
  await expect(tiles.getByRole('link')).toHaveText(['Football', 'Basketball', 'Tennis', 'eSports']);
  await expect(tiles.getByRole('link', { name: 'Basketball' })).toHaveAttribute(
    'href',
    '/sports?sport=basketball',
  );

  const side = page.locator('aside').getByRole('navigation', { name: 'Sports' });
  await expect(side.getByRole('link')).toHaveText(['Football', 'Basketball', 'Tennis', 'eSports']);
  await side.getByRole('link', { name: 'Tennis' }).click();
  await expect(page).toHaveURL(site('sportsbook1', '/sports?sport=tennis'));
  const chips = page.getByTestId('sports-page').getByRole('navigation', { name: 'Sports' });
  await expect(chips.getByRole('button', { name: 'Tennis' })).toHaveAttribute('aria-pressed', 'true');
  // the leagues offered are tennis's, as the API has them
  const leagues = page.getByTestId('sports-page').getByRole('navigation', { name: 'Leagues' });
  await expect
    .poll(async () => (await leagues.getByRole('button').allInnerTexts()).sort())
    .toEqual(['All leagues', ...tennisLeagues].sort());
  await expect(side.locator('[aria-current="page"]')).toHaveText(['Tennis']);

  // the page's own chips keep the URL (and so the sidebar) in step
  await chips.getByRole('button', { name: 'All sports' }).click();
  await expect(page).toHaveURL(site('sportsbook1', '/sports'));
  await expect(side.locator('[aria-current="page"]')).toHaveCount(0);
});

test('a sport the book has no events of, in the URL, shows every sport', async ({ page }) => {
  await page.goto(site('sportsbook1', '/sports?sport=volleyball'));
  const chips = page.getByTestId('sports-page').getByRole('navigation', { name: 'Sports' });
  await expect(chips.getByRole('button', { name: 'All sports' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('event').first()).toBeVisible();
});
