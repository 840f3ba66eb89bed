import { expect, test } from '@playwright/test';
import { newPlayer, site } from './helpers';
import {
  address,
  excludedPlayer,
  fillDetails,
  latestCode,
  name,
  phone,
  signUpWithCode,
  spendFreeRequests,
} from './account-register-support';

// /register (issue 10 §1) and /forgot-password step 2 (§13): the TAC flows in real Chromium, codes read
// through the development operator call as newPlayer does.

test.describe('sign-up with a one-time code (/register)', () => {
  test('a new visitor on slot3 registers end to end (proof of work solved in the page), lands on /deposit signed in, and signs in again with the new password', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const from = address();
    await spendFreeRequests(request, from, 'slot3.localhost');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': from });
    const id = name('reg');
    const tel = phone();
    const password = `Tide-${Math.random().toString(36).slice(2, 10)}`;
    const registerAnswers: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/auth/tac/request_new_register'))
        registerAnswers.push(((await r.json()) as { statusMessage: string }).statusMessage);
    });

    await page.goto(site('slot3', '/register'));
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible({
      timeout: 20_000,
    });
    // The rules show before they are broken and tick as the player types.
    const rules = page.getByTestId('password-rules');
    await expect(rules.locator('[data-rule="length"]')).toHaveAttribute('data-met', 'false');
    await fillDetails(page, id, tel, `${id}-long-enough`);
    await expect(rules.locator('[data-rule="length"]')).toHaveAttribute('data-met', 'true');
    await expect(rules.locator('[data-rule="notName"]')).toHaveAttribute('data-met', 'false');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText('Do not use your username in your password.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(id);
    expect(registerAnswers).toEqual([]);

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByTestId('register-code-sent')).toBeVisible({ timeout: 60_000 });
    // the answers are read from the responses asynchronously: the page may show the result first
    await expect.poll(() => registerAnswers).toEqual(['challengeRequired', 'tacSent']);
    await expect(page.getByTestId('register-resend')).toBeDisabled();

    const code = await latestCode(request, id, 'slot3.localhost');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel(/One-time code/).fill(wrong);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(password);

    // A pasted code with a space keeps its six digits.
    await page.getByLabel(/One-time code/).fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(page.getByLabel(/One-time code/)).toHaveValue(code);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(site('slot3', '/deposit'));
    await expect(page.getByText(`Welcome, ${id}! Your account is ready.`)).toBeVisible();
    await expect(page.getByTestId('account-id')).toHaveText(id);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(site('slot3', '/login'));
    await page.getByLabel('Username').fill(id);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByTestId('account-id')).toHaveText(id);
  });

  test('a referral link prefills the code, which stays for a later visit; a daily limit needs an amount', async ({
    page,
  }) => {
    await page.goto(site('casino2', '/register?ref=FRIEND42'));
    await expect(page.getByLabel('Referral code (optional)')).toHaveValue('FRIEND42');
    await page.goto(site('casino2', '/register'));
    await expect(page.getByLabel('Referral code (optional)')).toHaveValue('FRIEND42');
    await page.getByLabel('Per day').check();
    await page.getByLabel('Username').fill('abc');
    await page.getByLabel('Email (optional)').fill('not-an-email');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText('Enter an amount, or choose no limit.')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email (optional)')).toHaveValue('not-an-email');
  });

  test('a phone self-excluded on one site cannot open an account on a sister site: the refusal shows at the phone, with its end date', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const excluded = await excludedPlayer(request);
    const id = name('sis');
    const password = `Meadow-${Math.random().toString(36).slice(2, 10)}`;
    await signUpWithCode(page, request, { sub: 'casino4', id, tel: excluded.contact_phone, password });
    const phoneField = page.getByLabel('Phone number');
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/self-exclu/i).first()).toBeVisible();
    await expect(phoneField).toHaveValue(excluded.contact_phone);
    await expect(page).toHaveURL(site('casino4', '/register'));
  });

  test('the phone written in international form (+63 9xx-xxx-xxxx) is the same phone: sign-up on a sister site is refused as self-excluded', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const excluded = await excludedPlayer(request);
    // 09051401459 → +63 905-140-1459
    const d = excluded.contact_phone.slice(1);
    const international = `+63 ${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
    const id = name('intl');
    const password = `Meadow-${Math.random().toString(36).slice(2, 10)}`;
    await signUpWithCode(page, request, { sub: 'casino2', id, tel: international, password });
    const phoneField = page.getByLabel('Phone number');
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/self-exclu/i).first()).toBeVisible();
    // the field keeps the digits typed (its own input filter): 63…, not the 09… the exclusion was made with
    await expect(phoneField).toHaveValue(international.replace(/\D/g, ''));
    await expect(page).toHaveURL(site('casino2', '/register'));
    // no account was opened: the name is still free to sign in with nothing
    const login = await request.post(site(null, '/api/auth/login'), {
      data: { account_id: id, password: 'whatever-1', domain_name: 'casino2.localhost' },
    });
    expect(((await login.json()) as { statusMessage: string }).statusMessage).toBe('invalidCredentials');
  });

  test('a chosen daily limit is set with the account', async ({ page, request }) => {
    test.setTimeout(60_000);
    const id = name('lim');
    const password = `Harbor-${Math.random().toString(36).slice(2, 10)}`;
    await signUpWithCode(page, request, {
      sub: 'casino3',
      id,
      tel: phone(),
      password,
      more: async () => {
        await page.getByLabel('Per day').check();
        await page.getByLabel('Most I can deposit per day').fill('500');
      },
    });
    await expect(page).toHaveURL(site('casino3', '/deposit'));
    const auth = await page.evaluate(
      () => JSON.parse(localStorage.getItem('site:user') ?? '{}').state.token as string,
    );
    const res = await request.post(site(null, '/api/account/rg_status'), { data: { account_id: id, auth } });
    const body = (await res.json()) as { value: { limits: { period: string; amount: number | null }[] } };
    expect(body.value.limits.find((l) => l.period === 'day')?.amount).toBe(50_000);
  });
});

test.describe('password reset with a code (/forgot-password)', () => {
  test('step 2 takes the code and a new password (rules shown), signs out every session and leads to sign-in', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request, 'casino1');
    await page.goto(site('casino1', '/forgot-password'));
    await page.getByLabel('Username').fill(player.account_id);
    await page.getByLabel('Phone number').fill(player.contact_phone);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByTestId('reset-code-sent')).toBeVisible();
    await expect(page.getByTestId('password-rules')).toBeVisible();
    const code = await latestCode(request, player.account_id, 'casino1.localhost');
    await page.getByLabel(/One-time code/).fill(code);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    const fresh = `Meadow-${Math.random().toString(36).slice(2, 10)}`;
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Repeat the new password').fill(`${fresh}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(fresh);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByTestId('reset-done')).toContainText('every session was signed out');

    // The session the player had before the reset is gone.
    const status = await request.post(site(null, '/api/auth/get_balance'), {
      data: { account_id: player.account_id, auth: player.auth },
    });
    expect(((await status.json()) as { statusCode: number }).statusCode).not.toBe(1);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(site('casino1', '/login'));
    await page.getByLabel('Username').fill(player.account_id);
    await page.getByLabel('Password').fill(fresh);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByTestId('account-id')).toHaveText(player.account_id);
  });

  test('a wrong code is shown at the code field and keeps the new password typed', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request, 'casino2');
    await page.goto(site('casino2', '/forgot-password'));
    await page.getByLabel('Username').fill(player.account_id);
    await page.getByLabel('Phone number').fill(player.contact_phone);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByTestId('reset-code-sent')).toBeVisible();
    const code = await latestCode(request, player.account_id, 'casino2.localhost');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const fresh = `Canyon-${Math.random().toString(36).slice(2, 10)}`;
    await page.getByLabel(/One-time code/).fill(wrong);
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Repeat the new password').fill(fresh);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel(/One-time code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(fresh);
  });
});
