import { expect, test } from '@playwright/test';
import { DEMO, newPlayer, signInOnPage, site, watchErrors } from './helpers';

// Foundation issue, point 7: a real vertical slice.

test('signing in with demo1 on /login flips the user store to authenticated and the wallet balance shows in the header', async ({
  page,
}) => {
  const watch = watchErrors(page);
  await page.goto(site(null, '/login'));
  await signInOnPage(page);
  await expect(page).toHaveURL(site(null, '/'));
  await expect(page.getByTestId('account-id')).toHaveText(DEMO.account_id);
  await expect(page.getByTestId('header-balance')).toContainText(/PHP [\d,]+\.\d\d/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('site:user') ?? '{}') as { state?: { isAuthenticated?: boolean } },
  );
  expect(stored.state?.isAuthenticated).toBe(true);
  watch.expectNone();
});

test('a player who signed up through the TAC flow signs in on the page and sees their own deposit as the balance', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino2', { deposit: 123_400 });
  await page.goto(site('casino2', '/login'));
  await page.getByLabel('Username').fill(p.account_id);
  await page.getByLabel('Password').fill(p.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
  await expect(page.getByTestId('header-balance')).toContainText('1,234.00');
});

test('a wrong password keeps the visitor signed out with a clear message', async ({ page }) => {
  await page.goto(site(null, '/login'));
  await page.getByLabel('Username').fill(DEMO.account_id);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong username or password.');
  await expect(page.getByTestId('account-id')).toHaveCount(0);
});

test('the home page shows hot games from the database with locally served art', async ({ page, request }) => {
  const api = (await (
    await request.post(site(null, '/api/product/get_hot_games'), {
      data: { domain_name: 'localhost', game_type: '' },
    })
  ).json()) as { value: { game_code: string }[] };
  await page.goto(site(null));
  const tiles = page.locator('[data-game]');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBe(api.value.length);
  const src = await tiles.first().locator('img').getAttribute('src');
  expect(src).toMatch(/^\/art\/games\//);
});
