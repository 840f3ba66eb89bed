import { expect, test } from '@playwright/test';
import { site } from './helpers';

// DESIGN "Independent delivery": an operator turns a remote off for one site; players get it on the next load.

const ADMIN = { 'x-admin-token': 'dev-admin-token' };

test('disabling a remote for a site makes its routes 404 on that site only, and enabling brings them back', async ({
  page,
  request,
}) => {
  const change = async (action: string) =>
    (await (
      await request.post(site(null, '/api/admin/sites/remote'), {
        headers: ADMIN,
        data: { domain_name: 'casino2.localhost', name: 'account', action },
      })
    ).json()) as { statusCode: number };
  expect((await change('disable')).statusCode).toBe(1);
  try {
    const res = await page.goto(site('casino2', '/login'));
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /login');
    const other = await page.goto(site('casino3', '/login'));
    expect(other?.status()).toBe(200);
  } finally {
    expect((await change('enable')).statusCode).toBe(1);
  }
  const back = await page.goto(site('casino2', '/login'));
  expect(back?.status()).toBe(200);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('the operator API refuses a call without the admin token', async ({ request }) => {
  const res = await request.post(site(null, '/api/admin/sites/remote'), {
    data: { domain_name: 'localhost', name: 'games', action: 'disable' },
  });
  const body = (await res.json()) as { statusCode: number; statusMessage: string };
  expect(body.statusCode).not.toBe(1);
  expect(body.statusMessage).toBe('permissionDenied');
});
