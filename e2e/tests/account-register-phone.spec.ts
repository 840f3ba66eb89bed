import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { excludedPlayer, name, phone, signUpWithCode } from './account-register-support';

// A sign-up code is bound to the phone it was sent to (docs/api.md "TAC codes"): the page holds a verified code
// while the visitor changes the phone, sends it with the sign-up, and shows the API's refusal at the phone.

test.describe('sign-up code bound to its phone (/register)', () => {
  test('a code verified for one phone does not open the account with another: changing the phone after the code reads "sent to another number" at the phone, keeps everything typed and asks for a new code', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // The sign-up is refused after the code was verified (the phone is self-excluded), so the page holds a
    // verified code when the visitor changes the phone.
    const excluded = await excludedPlayer(request);
    const id = name('bnd');
    const password = `Meadow-${Math.random().toString(36).slice(2, 10)}`;
    await signUpWithCode(page, request, {
      sub: 'casino4',
      id,
      tel: excluded.contact_phone,
      password,
      more: () => page.getByLabel('Email (optional)').fill(`${id}@example.com`),
    });
    await expect(page.getByText(/self-exclu/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Change username or phone' }).click();
    const other = phone();
    const phoneField = page.getByLabel('Phone number');
    await phoneField.fill(other);
    const signup = page.waitForResponse('**/api/auth/signup');
    await page.getByRole('button', { name: 'Create an account' }).click();
    const answer = (await (await signup).json()) as { statusMessage: string; statusDetail: string };
    expect(answer).toMatchObject({ statusMessage: 'tacNotVerified' });
    expect(answer.statusDetail).toMatch(/^contact_phone: /);
    await expect(
      page.getByText('Your code was sent to another number. Send a new code to this one.'),
    ).toBeVisible();
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField).toHaveValue(other);
    await expect(page.getByLabel('Username')).toHaveValue(id);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(password);
    await expect(page.getByLabel('Email (optional)')).toHaveValue(`${id}@example.com`);
    // the next submit asks for a code to the new number, and the words follow the header language
    await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible();
    await page.getByTestId('language-switcher').selectOption('PHP');
    await expect(page.getByText('Ipinadala ang code mo sa ibang numero.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(site('casino4', '/register'));
    const login = await request.post(site(null, '/api/auth/login'), {
      data: { account_id: id, password, domain_name: 'casino4.localhost' },
    });
    expect(((await login.json()) as { statusMessage: string }).statusMessage).toBe('invalidCredentials');
  });
});
