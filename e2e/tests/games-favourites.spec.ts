import { expect, test, type Page } from '@playwright/test';
import { newPlayer, seedSession, site, type NewPlayer } from './helpers';
import { lobbyReady } from './games-support';

// Each test loads the games remote cold: allow for a busy runner.
test.beforeEach(() => test.slow());

// Issue 12: the favourites heart on every tile — a guest is sent to the template's sign-in flow, a player's
// heart adds the game to the favourites row at once (optimistic, kept by the server), a refusal reverts.

/** Opens the site's home page signed in as the new player (its sign-up session; see seedSession). */
async function signIn(page: Page, sub: string, p: NewPlayer) {
  await seedSession(page, sub, p);
  await page.goto(site(sub));
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

test('a guest’s heart on casino1 goes to the sign-in page', async ({ page }) => {
  await page.goto(site('casino1', '/slots'));
  await lobbyReady(page, 'slot_game');
  await page.getByTestId('games').getByTestId('heart').first().click();
  await expect(page).toHaveURL(site('casino1', '/login'));
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a guest’s heart on slot2 opens the login modal over the lobby', async ({ page }) => {
  await page.goto(site('slot2', '/slots'));
  await lobbyReady(page, 'slot_game');
  await page.getByTestId('games').getByTestId('heart').first().click();
  await expect(page.locator('[role="dialog"][data-modal="login"]')).toBeVisible();
  await expect(page).toHaveURL(site('slot2', '/slots'));
});

test('a player’s heart puts the game in the favourites row without a reload, and it stays', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'casino3');
  await signIn(page, 'casino3', player);
  await page.goto(site('casino3', '/fishing'));
  await lobbyReady(page, 'fishing');
  await expect(page.getByTestId('favourites-row')).toHaveCount(0);
  const tile = page.getByTestId('games').locator('article').first();
  const code = await tile.getAttribute('data-game');
  await tile.getByTestId('heart').click();
  await expect(tile.getByTestId('heart')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favourites-row').locator(`article[data-game="${code}"]`)).toBeVisible();
  // the server kept it
  const res = await request.post(site(null, '/api/home/fav_list'), {
    data: { account_id: player.account_id, auth: player.auth },
  });
  const list = ((await res.json()) as { value: { game_code: string }[] }).value;
  expect(list.map((f) => f.game_code)).toContain(code);
  // and the heart in the row takes it out again
  await page.getByTestId('favourites-row').getByTestId('heart').first().click();
  await expect(page.getByTestId('favourites-row')).toHaveCount(0);
  await expect(tile.getByTestId('heart')).toHaveAttribute('aria-pressed', 'false');
});

test('a refused heart reverts and says why', async ({ page, request }) => {
  const player = await newPlayer(request, 'casino3');
  await signIn(page, 'casino3', player);
  await page.route('**/api/home/fav_add', (route) =>
    route.fulfill({
      json: { statusCode: 200, statusMessage: 'tooManyFavourites', statusDetail: '', value: null },
    }),
  );
  await page.goto(site('casino3', '/crash'));
  await lobbyReady(page, 'crash');
  const heart = page.getByTestId('games').getByTestId('heart').first();
  await heart.click();
  await expect(page.getByText('You have reached the maximum number of favourites.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('favourites-row')).toHaveCount(0);
});

test('a double click on a heart is one toggle: the game ends favourited', async ({ page, request }) => {
  const player = await newPlayer(request, 'casino1');
  await signIn(page, 'casino1', player);
  // the hot row of /playnow: no favourites row appears above it, so both clicks land on the same heart
  await page.goto(site('casino1', '/playnow'));
  const tile = page.getByTestId('playnow-hot').locator('article[data-game]').first();
  const code = await tile.getAttribute('data-game');
  await tile.getByTestId('heart').dblclick();
  await expect(tile.getByTestId('heart')).toHaveAttribute('aria-pressed', 'true');
  // once every request has answered the server holds that one favourite, and the heart still says so
  await expect
    .poll(async () => {
      const res = await request.post(site(null, '/api/home/fav_list'), {
        data: { account_id: player.account_id, auth: player.auth },
      });
      return ((await res.json()) as { value: { game_code: string }[] }).value.map((f) => f.game_code);
    })
    .toEqual([code]);
  await expect(tile.getByTestId('heart')).toHaveAttribute('aria-pressed', 'true');
  // the lobby's favourites row counts one game
  await page.goto(site('casino1', '/slots'));
  const row = page.getByTestId('favourites-row');
  await expect(row.locator(`article[data-game="${code}"]`)).toBeVisible();
  await expect(row.locator('article')).toHaveCount(1);
});

test('a double click on a lobby heart keeps the player on the lobby: the favourites row that appears above does not put another game under the pointer', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'casino3');
  await signIn(page, 'casino3', player);
  await page.goto(site('casino3', '/fishing'));
  await lobbyReady(page, 'fishing');
  const tile = page.getByTestId('games').locator('article').first();
  const code = await tile.getAttribute('data-game');
  await tile.getByTestId('heart').dblclick();
  const row = page.getByTestId('favourites-row');
  await expect(row.locator(`article[data-game="${code}"]`)).toHaveCount(1);
  await expect(tile.getByTestId('heart')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(site('casino3', '/fishing'));
  await expect(row.locator('article')).toHaveCount(1);
});
