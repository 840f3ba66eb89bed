import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TOKEN, PORT, previewUrl, templateOf } from './templates-support';

/**
 * Issue 9 §2: an operator previews a template × colour through a minted preview link; the admin token never
 * reaches the browser (not in the URL, the page, cookies or storage).
 */
async function everythingThePageHolds(page: Page): Promise<string> {
  const inPage = await page.evaluate(() =>
    JSON.stringify({
      url: location.href,
      html: document.documentElement.outerHTML,
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookies: document.cookie,
    }),
  );
  const cookies = JSON.stringify(await page.context().cookies());
  return inPage + cookies;
}

test('a preview link shows the previewed template; the admin token is nowhere in the page', async ({
  page,
}) => {
  const url = await previewUrl(page.request, 'slot3', 'desert');
  expect(url).not.toContain(ADMIN_TOKEN);
  await page.goto(url);
  await expect(page.locator(`[data-layout="${templateOf('slot3')}"]`)).toBeVisible();
  // the token leaves the address bar at once (no bookmark, no referrer) but the tab stays in the preview
  await expect(page).toHaveURL(`http://localhost:${PORT}/`);
  await page.reload();
  await expect(page.locator(`[data-layout="${templateOf('slot3')}"]`)).toBeVisible();
  expect(await everythingThePageHolds(page)).not.toContain(ADMIN_TOKEN);
});

test('the old admin-token preview link previews nothing and leaves nothing behind', async ({ page }) => {
  await page.goto(`/?preview_theme=slot3&preview_color=desert&preview_token=${ADMIN_TOKEN}`);
  await expect(page.locator('[data-layout]').first()).toBeVisible();
  await expect(page.locator(`[data-layout="${templateOf('slot3')}"]`)).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(stored).not.toContain(ADMIN_TOKEN);
});

test('a forged preview token is refused and forgotten: the next load shows the site as it is', async ({
  page,
}) => {
  const url = new URL(await previewUrl(page.request, 'slot3', 'desert'));
  const token = url.searchParams.get('preview')!;
  url.searchParams.set('preview', `${token.split('.')[0]}.forged`);
  await page.goto(url.toString());
  await expect(page.locator(`[data-layout="${templateOf('slot3')}"]`)).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('[data-layout]').first()).toBeVisible();
  await expect(page.locator(`[data-layout="${templateOf('slot3')}"]`)).toHaveCount(0);
});
