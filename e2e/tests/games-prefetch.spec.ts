import { expect, test, type Page } from '@playwright/test';
import { holdModuleUntil, layoutShift, site, watchLayoutShift } from './helpers';
import { expectLoaded, lobbyReady } from './games-support';

/**
 * Issue 12 (performance): a lobby's first data calls start in parallel with the lobby's own chunk, not after
 * it (the route's prefetch module, started by the shell's route loader: host/src/app/route-start.ts). The
 * lobby's chunk is held back until the calls are seen (20 s at most); the calls must come while it is held.
 * A lobby's page carries the answers of its plain view's calls (issue 16): the providers rail's body is the same
 * with any query, so the page answers it and only the catalogue call of the view in the query goes out.
 */
const holdLobbyChunkUntil = (page: Page, calls: string[], alsoWatch: string[] = []) =>
  holdModuleUntil(page, /\/cdn\/games\/.*__federation_expose_LobbyPage\.[^/]*\.js$/, calls, alsoWatch);

test('/slots?sort=new asks for its first games while the lobby chunk is still downloading, once; the rail comes with the page', async ({
  page,
}) => {
  const { seen, state } = await holdLobbyChunkUntil(page, ['/api/product/games'], ['/api/product/providers']);
  await page.goto(site('casino2', '/slots?sort=new'));
  await lobbyReady(page, 'slot_game');
  await expectLoaded(page, 24);
  expect(state.heldWhenSeen).toBe(true);
  // the page used the prefetched answer: no second call; the rail's answer came with the page
  expect(seen.get('/api/product/games')).toBe(1);
  expect(seen.get('/api/product/providers') ?? 0).toBe(0);
  await expect(page.getByLabel('Sort')).toHaveValue('new');
});

test('/slots?provider=pragmatic resolves the slug from the rail the page carries, then asks for games while the chunk downloads', async ({
  page,
}) => {
  const { seen, state } = await holdLobbyChunkUntil(page, ['/api/product/games'], ['/api/product/providers']);
  await page.goto(site('casino2', '/slots?provider=pragmatic'));
  await lobbyReady(page, 'slot_game');
  expect(state.heldWhenSeen).toBe(true);
  expect(seen.get('/api/product/games')).toBe(1);
  expect(seen.get('/api/product/providers') ?? 0).toBe(0);
  await expect(page.locator('[data-provider="PPLAY"][aria-pressed="true"]')).toBeVisible();
  const providers = await page
    .getByTestId('game-list')
    .locator('article[data-provider]')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-provider')))]);
  expect(providers).toEqual(['PPLAY']);
});

test.describe('a plain lobby carries its first answers (issue 16)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('/slots shows its first games and providers rail with neither call made, no prefetch module, no layout shift', async ({
    page,
  }) => {
    // the page's HTML answers both first calls: with the API refusing them, the lobby still fills
    const asked: string[] = [];
    await page.route(/\/api\/product\/(games|providers)$/, (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.abort('connectionrefused');
    });
    const files: string[] = [];
    page.on('request', (r) => {
      const file = /\/cdn\/games\/[^/]+\/(__federation_expose_Lobby\w+)\./.exec(r.url())?.[1];
      if (file) files.push(file);
    });
    await watchLayoutShift(page);
    const res = await page.goto(site('casino2', '/slots'));
    const html = (await res?.text()) ?? '';
    expect(html).toContain('<script id="page-answers"');
    expect(html).not.toMatch(/<link rel="preload"[^>]*__federation_expose_LobbyPrefetch\./);
    await lobbyReady(page, 'slot_game');
    await expectLoaded(page, 24);
    await expect(page.getByTestId('providers').locator('[data-provider]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(files).toEqual(['__federation_expose_LobbyPage']);
    // the rail's place is held while its answer is on its way, so the grid below it does not move down (drawn
    // without that place, the rail's arrival alone shifted the page by 0.04 here; what is left is under 0.001)
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('/slots?sort=new asks for its own first page (another body than the carried one) and runs the prefetch', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/product/games')) asked.push(String(r.postDataJSON()?.sort));
    });
    const res = await page.goto(site('casino2', '/slots?sort=new'));
    expect(await res?.text()).toMatch(/<link rel="preload"[^>]*__federation_expose_LobbyPrefetch\./);
    await lobbyReady(page, 'slot_game');
    await expectLoaded(page, 24);
    expect(asked).toEqual(['new']);
  });
});
