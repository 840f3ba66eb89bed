import { expect, test } from '@playwright/test';
import { site, withoutCarriedAnswers } from './helpers';
import { failUntilRetry } from './routes';
import { apiValue, catalogue, expectLoaded, gridCodes, lobbyReady } from './games-support';

// Each test loads the games remote cold: allow for a busy runner.
test.beforeEach(() => test.slow());

// Issue 12: providers, search, sort and the URL query of the lobbies; bad input of the URL.

test('/slots?provider=pragmatic lists only PPLAY games, as many as the provider count says', async ({
  page,
  request,
}) => {
  const providers = await apiValue<{ provider_code: string; count: number }[]>(
    request,
    '/api/product/providers',
    { domain_name: 'casino2.localhost', category: 'slot_game' },
  );
  const pplay = providers.find((p) => p.provider_code === 'PPLAY')!;
  await page.goto(site('casino2', '/slots?provider=pragmatic'));
  await lobbyReady(page, 'slot_game');
  await expect(page.getByTestId('games-count')).toHaveAttribute('data-total', String(pplay.count));
  await expect(page.locator('[data-provider="PPLAY"][aria-pressed="true"]')).toContainText(
    String(pplay.count),
  );
  const providersShown = await page
    .getByTestId('games')
    .locator('article')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-provider')))]);
  expect(providersShown).toEqual(['PPLAY']);
  // loading every page shows exactly the count
  while (await page.getByRole('button', { name: 'Load more games' }).isVisible())
    await page.getByRole('button', { name: 'Load more games' }).click();
  await expectLoaded(page, pplay.count);
  // every game of the grid (scrolled through: it is windowed) is one of Pragmatic's, in the API's order
  const all = await catalogue(request, 'casino2', {
    category: 'slot_game',
    provider_code: 'PPLAY',
    page_size: pplay.count,
  });
  expect(await gridCodes(page)).toEqual(all.items.map((g) => g.game_code));
});

test('the same slug is PPLAYLIVE in live casino', async ({ page }) => {
  await page.goto(site('casino2', '/casino?provider=pragmatic'));
  await lobbyReady(page, 'casino');
  await expect(page.locator('[data-provider="PPLAYLIVE"][aria-pressed="true"]')).toBeVisible();
  const shown = await page
    .getByTestId('games')
    .locator('article')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-provider')))]);
  expect(shown).toEqual(['PPLAYLIVE']);
});

test('search, sort and provider go into the URL and survive a reload', async ({ page, request }) => {
  await page.goto(site('casino2', '/slots'));
  await lobbyReady(page, 'slot_game');
  await page.locator('button[data-provider="JILI"]').click();
  await expect(page).toHaveURL(/provider=JILI/);
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  await page.getByLabel('Search games').fill('lucky');
  await expect(page).toHaveURL(/search=lucky/);
  const expected = await catalogue(request, 'casino2', {
    category: 'slot_game',
    provider_code: 'JILI',
    sort: 'name',
    search: 'lucky',
  });
  expect(expected.total).toBeGreaterThan(0);
  await expect.poll(() => gridCodes(page)).toEqual(expected.items.map((g) => g.game_code));
  await page.reload();
  await lobbyReady(page, 'slot_game');
  await expect(page.getByLabel('Search games')).toHaveValue('lucky');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await expect(page.locator('button[data-provider="JILI"]')).toHaveAttribute('aria-pressed', 'true');
  expect(await gridCodes(page)).toEqual(expected.items.map((g) => g.game_code));
});

test('a search with no match offers to clear the filters', async ({ page }) => {
  await page.goto(site('casino2', '/slots?search=zzzznothing'));
  await expect(page.getByText('No games match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(site('casino2', '/slots'));
  await expect(page.getByLabel('Search games')).toHaveValue('');
  await expect(page.locator('article[data-game]').first()).toBeVisible();
});

test('load more adds the next 24 and keeps the count in the URL', async ({ page, request }) => {
  const all = await catalogue(request, 'casino2', { category: 'slot_game', page_size: 48 });
  await page.goto(site('casino2', '/slots'));
  await lobbyReady(page, 'slot_game');
  await expectLoaded(page, 24);
  await page.getByRole('button', { name: 'Load more games' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expectLoaded(page, 48);
  expect(await gridCodes(page)).toEqual(all.items.map((g) => g.game_code));
});

test.describe('bad input in the URL', () => {
  test('an unknown provider says so and shows the whole category', async ({ page, request }) => {
    const all = await catalogue(request, 'casino2', { category: 'slot_game' });
    await page.goto(site('casino2', '/slots?provider=nope'));
    await lobbyReady(page, 'slot_game');
    await expect(page.getByTestId('unknown-provider')).toContainText('nope');
    await expect(page.getByTestId('games-count')).toHaveAttribute('data-total', String(all.total));
  });

  test('a script in the search is plain text, not run', async ({ page }) => {
    let ran = false;
    page.on('dialog', (d) => {
      ran = true;
      void d.dismiss();
    });
    await page.goto(site('casino2', `/slots?search=${encodeURIComponent('<script>alert(1)</script>')}`));
    await expect(page.getByLabel('Search games')).toHaveValue('<script>alert(1)</script>');
    await expect(page.getByText('No games match your filters.')).toBeVisible();
    expect(ran).toBe(false);
  });

  test('a 10 000-character search is cut to 64 and answered', async ({ page }) => {
    await page.goto(site('casino2', `/slots?search=${'a'.repeat(10_000)}`));
    await expect(page.getByLabel('Search games')).toHaveValue('a'.repeat(64));
    await expect(page.getByText('No games match your filters.')).toBeVisible();
  });

  test('?page=-1 shows the first page', async ({ page }) => {
    await page.goto(site('casino2', '/slots?page=-1'));
    await lobbyReady(page, 'slot_game');
    await expectLoaded(page, 24);
  });

  test('a category without games says so', async ({ page }) => {
    // the seed has games in every category: the answer of an empty one is stood in for (the call goes to the API,
    // not answered by the page's HTML)
    await withoutCarriedAnswers(page);
    await page.route('**/api/product/games', (route) =>
      route.fulfill({
        json: {
          statusCode: 1,
          statusMessage: 'OK',
          statusDetail: '',
          value: { items: [], total: 0, page: 1, page_size: 24 },
        },
      }),
    );
    await page.goto(site('casino2', '/bingo'));
    await expect(page.getByText('There are no games in this category yet.')).toBeVisible();
  });

  test('a failed catalogue offers Retry, and Retry loads the games', async ({ page }) => {
    await withoutCarriedAnswers(page);
    await failUntilRetry(page, '**/api/product/games');
    await page.goto(site('casino2', '/crash'));
    await expect(page.getByTestId('catalogue-failed')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await lobbyReady(page, 'crash');
  });
});
