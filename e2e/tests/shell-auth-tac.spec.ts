import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, site } from './helpers';

// SPEC §4 auth state, TAC path: a login_tac answer with statusCode 1 and a token authenticates; anything else does not.

async function latestCode(request: APIRequestContext, domain: string): Promise<string> {
  const res = await request.post(site(null, '/api/operator/tac'), {
    headers: { 'x-admin-token': 'dev-admin-token' },
    data: { account_id: DEMO.account_id, domain_name: domain },
  });
  const body = (await res.json()) as { statusCode: number; value: { code: string } };
  expect(body.statusCode).toBe(1);
  return body.value.code;
}

test.describe('auth state: sign-in with a one-time code (SPEC §4, §7 login_tac)', () => {
  test('a correct code signs the player in: authenticated, header shows the account and balance', async ({
    page,
    request,
  }) => {
    await page.goto(site('casino6', '/login'));
    await page.getByTestId('login-mode').click();
    await page.getByLabel('Username').fill(DEMO.account_id);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByTestId('tac-sent')).toBeVisible();
    await page.getByLabel(/One-time code/).fill(await latestCode(request, 'casino6.localhost'));
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByTestId('account-id')).toHaveText(DEMO.account_id);
    await expect(page.getByTestId('header-balance')).toContainText(/\d/);
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('site:user') ?? '{}') as { state?: { isAuthenticated?: boolean } },
    );
    expect(stored.state?.isAuthenticated).toBe(true);
  });

  test('a wrong code is refused with a clear message and the visitor stays signed out', async ({
    page,
    request,
  }) => {
    await page.goto(site('casino7', '/login'));
    await page.getByTestId('login-mode').click();
    await page.getByLabel('Username').fill(DEMO.account_id);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByTestId('tac-sent')).toBeVisible();
    const right = await latestCode(request, 'casino7.localhost');
    const wrong = right === '000000' ? '111111' : '000000';
    await page.getByLabel(/One-time code/).fill(wrong);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    // A refusal naming the code field shows at that field (issue 8: field-level errors).
    await expect(page.getByRole('alert')).toHaveText('That code is not right.');
    await expect(page.getByLabel(/One-time code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('account-id')).toHaveCount(0);
  });
});
