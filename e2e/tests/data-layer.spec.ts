import { expect, test, type Page } from '@playwright/test';
import { DEMO, newPlayer, signInOnPage, site } from './helpers';

// The data layer (docs/architecture.md "Data layer"): one cache for the page, shared by every remote.

/** Client-side navigation (react-router listens to popstate): proves a figure changed without a reload. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
const noReloadMark = (page: Page) => page.evaluate(() => ((window as { __mark?: number }).__mark = 1));
const stillSamePage = (page: Page) => page.evaluate(() => (window as { __mark?: number }).__mark === 1);

test.describe('one data layer', () => {
  test('signing in calls get_balance once; the header and /account share that answer', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/get_balance')) calls.push(r.url());
    });
    await page.goto(site('casino2', '/login'));
    await expect(page.getByLabel('Username')).toBeVisible();
    const favourites = page.waitForResponse((r) => r.url().endsWith('/api/home/fav_list'));
    await signInOnPage(page);
    await expect(page.getByTestId('account-id')).toHaveText(DEMO.account_id);
    await favourites;
    await expect(page.getByTestId('header-balance')).toContainText(/\d/);
    await page.getByTestId('account-id').click();
    await expect(page.getByTestId('account-overview-balance')).toContainText(/\d/);
    await expect(page.getByTestId('vip-level')).not.toHaveText('…');
    expect(calls).toHaveLength(1);
  });

  test('a deposit updates the header balance, the open list and /account’s VIP progress without a reload', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request, 'casino3', { deposit: 20_000 });
    await page.goto(site('casino3', '/login'));
    await page.getByLabel('Username').fill(player.account_id);
    await page.getByLabel('Password').fill(player.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByTestId('account-id')).toHaveText(player.account_id);
    await noReloadMark(page);

    await page.getByTestId('account-id').click();
    await expect(page.getByTestId('vip-deposit')).toHaveAccessibleName('Deposits PHP 200.00');
    await expect(page.getByTestId('header-balance')).toContainText('PHP 200.00');

    await go(page, '/deposit');
    await expect(page.getByTestId('recent-deposits').locator('li')).toHaveCount(1);
    await page.getByLabel(/Amount/).fill('750');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(page.getByTestId('deposit-result')).toContainText('PHP 750.00 is approved');
    await expect(page.getByTestId('header-balance')).toContainText('PHP 950.00');
    await expect(page.getByTestId('recent-deposits').locator('li')).toHaveCount(2);
    await expect(page.getByTestId('recent-deposits').locator('li').first()).toContainText('PHP 750.00');

    await go(page, '/account');
    await expect(page.getByTestId('vip-deposit')).toHaveAccessibleName('Deposits PHP 950.00');
    await expect(page.getByTestId('account-overview-balance')).toContainText('PHP 950.00');
    expect(await stillSamePage(page)).toBe(true);
  });
});

test.describe('deposit refusals (issue 8 point 9)', () => {
  test('after a refused deposit the next try is a new attempt: it succeeds, no idempotencyConflict', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request, 'casino5');
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/wallet/deposit'))
        keys.push((r.postDataJSON() as { idempotency_key: string }).idempotency_key);
    });
    await page.goto(site('casino5', '/login'));
    await page.getByLabel('Username').fill(player.account_id);
    await page.getByLabel('Password').fill(player.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByTestId('account-id')).toHaveText(player.account_id);
    await go(page, '/deposit');
    await page.getByLabel(/Amount/).fill('5');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(page.getByRole('alert')).toHaveText('The amount is outside this site’s deposit limits.');
    await page.getByLabel(/Amount/).fill('150');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(page.getByTestId('deposit-result')).toContainText('PHP 150.00 is approved');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test('a refusal shows the translated message with the field named in words, never the technical detail', async ({
    page,
  }) => {
    await page.goto(site('casino6', '/login'));
    await signInOnPage(page);
    await expect(page.getByTestId('account-id')).toHaveText(DEMO.account_id);
    await go(page, '/deposit');
    // The server's own refusal text for a bad field (its schema error), as the API sends it.
    await page.route('**/api/wallet/deposit', (route) =>
      route.fulfill({
        json: {
          statusCode: -1,
          statusMessage: 'invalidInput',
          statusDetail: 'amount: Too big: expected number to be <=9007199254740991',
          value: null,
        },
      }),
    );
    await page.getByLabel(/Amount/).fill('100');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Please check Amount (PHP).');
    await expect(alert).not.toContainText('amount:');
    await expect(page.getByLabel(/Amount/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/Amount/)).toHaveValue('100');
  });
});
