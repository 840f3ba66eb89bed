import { expect, test } from '@playwright/test';
import { answer, patchStartup, signIn, site } from './shell-helpers';

test.describe('errors (SPEC §2, §8)', () => {
  test("no route matches: the error page shows 404, 'Page not found: {path}' and a Back link to /", async ({
    page,
  }) => {
    await page.goto(site(null, '/no-such-page'));
    await expect(page.getByTestId('error-page').getByRole('heading')).toHaveText('404');
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no-such-page');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(site(null, '/'));
  });

  test("a route whose validity check fails gives 404 'Page Not Found: {path}'", async ({ page }) => {
    // A remote declaring a path that is not a route of SPEC §2 fails the shell's route check.
    await patchStartup(page, (v) => {
      v.remotes
        .find((r) => r.name === 'account')
        ?.routes.push({
          path: '/not-a-spec-route',
          module: './LoginPage',
          auth: false,
        });
    });
    await page.goto(site(null, '/not-a-spec-route'));
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /not-a-spec-route');
  });

  test('a letters-only message is a translation key: error dialog titled errorTitle, plus the optional 3 s toast bottom-right', async ({
    page,
  }) => {
    await signIn(page);
    await answer(page, '/api/auth/get_balance', { statusCode: 0, statusMessage: 'invalidInput' });
    await page.goto(site(null, '/account'));
    const dialog = page.locator('[role="dialog"][data-modal="dialog"]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Something went wrong');
    await expect(page.getByTestId('dialog-text')).toHaveText('Some of the information is not valid.');
    const toast = page.locator('[data-toast="error"]');
    await expect(toast).toHaveAttribute('data-duration', '3000');
    const box = await toast.boundingBox();
    const vp = page.viewportSize();
    expect(box && vp && box.x + box.width > vp.width - 40 && box.y + box.height > vp.height - 40).toBe(true);
  });

  test('an empty message shows unknownError; any other text is shown as it is', async ({ page }) => {
    await signIn(page);
    await answer(page, '/api/auth/get_balance', { statusCode: 0, statusMessage: '' });
    await page.goto(site(null, '/account'));
    await expect(page.getByTestId('dialog-text')).toHaveText('An unknown error occurred.');
    await page.unroute('**/api/auth/get_balance');
    await answer(page, '/api/auth/get_balance', { statusCode: 0, statusMessage: 'Wallet closed for audit.' });
    await page.reload();
    await expect(page.getByTestId('dialog-text')).toHaveText('Wallet closed for audit.');
  });

  test('serviceUnavailable is only logged: no dialog', async ({ page }) => {
    await signIn(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await answer(page, '/api/auth/get_balance', { statusCode: -503, statusMessage: 'serviceUnavailable' });
    await page.goto(site(null, '/account'));
    await expect(page.getByTestId('vip-level')).toHaveText('Bronze');
    await expect.poll(() => warnings.some((w) => w.includes('serviceUnavailable'))).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a message OK is ignored by the central handler: no dialog', async ({ page }) => {
    await signIn(page);
    await answer(page, '/api/auth/vip', { statusCode: 7, statusMessage: 'OK', value: { nextLevel: [] } });
    await page.goto(site(null, '/account'));
    await expect(page.getByTestId('account-overview-balance')).toContainText('PHP');
    await expect(page.getByTestId('vip-level')).toHaveText('—');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('session expired: warning toast titled invalidSession, text sessionExpired, 10 s bottom-right, then logout and the redirect', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(site(null, '/account'));
    await expect(page.getByTestId('account-overview-id')).toHaveText('demo1');
    await answer(page, '/api/auth/get_balance', { statusCode: 0, statusMessage: 'sessionExpired' });
    await page.reload();
    const toast = page.locator('[data-toast="warning"]');
    await expect(toast).toContainText('Session ended');
    await expect(toast).toContainText('Your session has expired. Please sign in again.');
    await expect(toast).toHaveAttribute('data-duration', '10000');
    const box = await toast.boundingBox();
    const vp = page.viewportSize();
    expect(box && vp && box.x + box.width > vp.width - 40 && box.y + box.height > vp.height - 40).toBe(true);
    await expect(page).toHaveURL(site(null, '/login'));
    await expect(page.getByTestId('account-id')).toHaveCount(0);
  });
});
