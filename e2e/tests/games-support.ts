import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations, sidewaysOverflow, siteUrl } from './templates-support';
import { site } from './helpers';

/** The lobby routes and the category each lists (the SPEC §9 map of @site/shared, written out for the test). */
export const LOBBIES: [string, string][] = [
  ['/slots', 'slot_game'],
  ['/casino', 'casino'],
  ['/poker', 'poker'],
  ['/bingo', 'bingo'],
  ['/crash', 'crash'],
  ['/fishing', 'fishing'],
  ['/lottery', 'lottery'],
  ['/sabong', 'sabong'],
  ['/horse-racing', 'horse_racing'],
  ['/hash-game', 'hash_game'],
  ['/arcade', 'arcade'],
  ['/hot', 'hot'],
];

interface Game {
  game_code: string;
  provider_code: string;
  game_name: string;
}

/** A call to the API as the page would make it (Node cannot resolve *.localhost: the body names the site). */
export async function apiValue<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await request.post(site(null, path), { data });
  const a = (await res.json()) as { statusCode: number; statusMessage: string; value: T };
  expect(a.statusCode, `${path}: ${a.statusMessage}`).toBe(1);
  return a.value;
}

export function catalogue(
  request: APIRequestContext,
  sub: string,
  body: Record<string, unknown>,
): Promise<{ items: Game[]; total: number }> {
  return apiValue(request, '/api/product/games', {
    domain_name: `${sub}.localhost`,
    page_size: 24,
    ...body,
  });
}

/**
 * The codes of every game loaded in the lobby's grid, in order. The grid is windowed (only rows near the screen
 * are in the DOM), so this scrolls through it, reading each tile's place in the list (`aria-posinset`), and
 * scrolls back to where it was.
 */
export async function gridCodes(page: Page): Promise<string[]> {
  const list = page.getByTestId('game-list');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list.evaluate(async (el) => {
    const loaded = Number(el.getAttribute('data-loaded'));
    const codes = new Map<number, string>();
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    const read = () => {
      for (const item of el.querySelectorAll('[role="listitem"][aria-posinset]')) {
        const code = item.querySelector('article[data-game]')?.getAttribute('data-game');
        if (code) codes.set(Number(item.getAttribute('aria-posinset')), code);
      }
    };
    const onScreen = () =>
      [...el.querySelectorAll('[role="listitem"]')].some((i) => {
        const b = i.getBoundingClientRect();
        return b.bottom > 0 && b.top < innerHeight;
      });
    const start = window.scrollY;
    const top = el.getBoundingClientRect().top + window.scrollY;
    for (let y = Math.max(0, top - 100); codes.size < loaded; y += Math.max(200, innerHeight / 2)) {
      window.scrollTo(0, y);
      // the rows for this position are rendered within a few frames
      for (let f = 0; f < 30 && !onScreen(); f++) await frame();
      await frame();
      read();
      if (y > top + el.getBoundingClientRect().height) break;
    }
    window.scrollTo(0, start);
    return [...codes.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
  });
}

/** Waits until the lobby's grid holds `count` games (loaded, whether or not their rows are in the DOM). */
export async function expectLoaded(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-loaded', String(count));
  await expect(page.getByTestId('game-list')).toHaveAttribute('aria-busy', 'false');
}

/** Waits for the lobby of `category` with its first page of games (no skeleton left). */
export async function lobbyReady(page: Page, category: string): Promise<void> {
  // generous: the remote's first load on a busy 2-core runner can take a while
  const slow = expect.configure({ timeout: 20_000 });
  await slow(page.locator(`[data-testid="lobby"][data-category="${category}"]`)).toBeVisible();
  await slow(page.getByTestId('games-count')).toBeVisible();
  await slow(page.getByTestId('tile-skeleton')).toHaveCount(0);
}

/**
 * Every lobby route of one template: the page lists its own category's games as the API answers them, at
 * 1280 px and 375 px, with no sideways scroll and no serious axe violation.
 */
/** The lobby routes in two halves, so each matrix test stays short (`part` 0 or 1). */
export function lobbyHalf(part: 0 | 1): typeof LOBBIES {
  const mid = Math.ceil(LOBBIES.length / 2);
  return part === 0 ? LOBBIES.slice(0, mid) : LOBBIES.slice(mid);
}

export async function checkLobbies(
  page: Page,
  request: APIRequestContext,
  sub: string,
  lobbies: typeof LOBBIES = LOBBIES,
): Promise<void> {
  for (const [path, category] of lobbies) {
    const expected = await catalogue(request, sub, { category });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(sub, path));
    await lobbyReady(page, category);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await gridCodes(page), path).toEqual(expected.items.map((g) => g.game_code));
    await expect(page.getByTestId('games-count')).toHaveAttribute('data-total', String(expected.total));
    expect(await seriousViolations(page), `${sub}${path} @1280`).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('article[data-game]').first()).toBeVisible();
    expect(await sidewaysOverflow(page), `${sub}${path} @375`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `${sub}${path} @375`).toEqual([]);
  }
}
