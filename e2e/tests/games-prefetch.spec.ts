import { expect, test, type Page } from '@playwright/test';
import { holdModuleUntil, site } from './helpers';
import { expectLoaded, lobbyReady } from './games-support';

/**
 * Issue 12 (performance): a lobby's first data calls start in parallel with the lobby's own chunk, not after
 * it (the route's prefetch module, started by the shell's route loader: host/src/app/route-start.ts). The
 * lobby's chunk is held back until the calls are seen (20 s at most); the calls must come while it is held.
 */
const holdLobbyChunkUntil = (page: Page, calls: string[]) =>
  holdModuleUntil(page, /\/cdn\/games\/.*__federation_expose_LobbyPage\.[^/]*\.js$/, calls);

test('/slots asks for its first games and its providers while the lobby chunk is still downloading, once', async ({
  page,
}) => {
  const { seen, state } = await holdLobbyChunkUntil(page, ['/api/product/games', '/api/product/providers']);
  await page.goto(site('casino2', '/slots?sort=new'));
  await lobbyReady(page, 'slot_game');
  await expectLoaded(page, 24);
  expect(state.heldWhenSeen).toBe(true);
  // the page used the prefetched answers: no second call
  expect(seen.get('/api/product/games')).toBe(1);
  expect(seen.get('/api/product/providers')).toBe(1);
  await expect(page.getByLabel('Sort')).toHaveValue('new');
});

test('/slots?provider=pragmatic resolves the slug from the rail before asking for games, all while the chunk downloads', async ({
  page,
}) => {
  const { seen, state } = await holdLobbyChunkUntil(page, ['/api/product/providers', '/api/product/games']);
  await page.goto(site('casino2', '/slots?provider=pragmatic'));
  await lobbyReady(page, 'slot_game');
  expect(state.heldWhenSeen).toBe(true);
  expect(seen.get('/api/product/games')).toBe(1);
  await expect(page.locator('[data-provider="PPLAY"][aria-pressed="true"]')).toBeVisible();
  const providers = await page
    .getByTestId('game-list')
    .locator('article[data-provider]')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-provider')))]);
  expect(providers).toEqual(['PPLAY']);
});
