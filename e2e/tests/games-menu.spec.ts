import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { homeReady } from './templates-support';

test.beforeEach(() => test.slow());

/**
 * Issue 12.11: `game_menu` of the startup answer drives the category links of every template, and a category
 * link preloads the lobby's module on hover (SPEC §9: at most 4 at once, none on 2g / save-data — shell tests).
 */
for (const [code, template] of [
  ['casino1', 'template1'],
  ['slot2', 'template9'],
  ['sportsbook1', 'template15'],
] as const) {
  test(`${code}: the game menu's category links come from game_menu; hovering one preloads the lobby`, async ({
    page,
    request,
  }) => {
    const startup = (await (
      await request.post(site(null, '/api/startup'), { data: { domain_name: `${code}.localhost` } })
    ).json()) as { value: { game_menu: { path: string }[]; remotes: { routes: { path: string }[] }[] } };
    const served = new Set(startup.value.remotes.flatMap((r) => r.routes.map((x) => x.path)));
    const lobbies = startup.value.game_menu
      .map((m) => m.path)
      .filter((p) => served.has(p) && p !== '/sports');
    expect(lobbies.length).toBeGreaterThan(0);
    // (the page may also have preloaded it already, as a link in view once it settled: either way, before the click)
    let lobbyModule = false;
    page.on('request', (r) => {
      if (/\/cdn\/games\/.*__federation_expose_LobbyPage.*\.js$/.test(r.url())) lobbyModule = true;
    });
    await page.goto(site(code, '/'));
    await homeReady(page, template);
    for (const path of lobbies)
      expect(await page.locator(`a[href="${path}"]`).count(), path).toBeGreaterThan(0);
    const link = page
      .locator(lobbies.map((p) => `a[href="${p}"]`).join(', '))
      .filter({ visible: true })
      .first();
    await link.hover();
    await expect.poll(() => lobbyModule).toBe(true);
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(site(code, href ?? '/'));
    await expect(page.getByTestId('lobby')).toBeVisible();
  });
}
