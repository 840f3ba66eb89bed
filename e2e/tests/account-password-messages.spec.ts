import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, seedSession, site, type NewPlayer } from './helpers';

/**
 * /change-password messages: a new password equal to the current one is refused at its field with its own words
 * (before sending, and when the API refuses it); field errors follow a language switch, the field labels a refusal
 * names too (kept as how to word them, worded at render: the kit's useWorded).
 */
const SUB = 'casino1';
const SAME_EN = 'Choose a new password that is different from your current one.';

/** A new player of the test's own (signed up through the API), whose session the page starts with. */
async function signedUp(page: Page, request: APIRequestContext): Promise<NewPlayer> {
  const p = await newPlayer(request, SUB);
  await seedSession(page, SUB, p);
  return p;
}

/** Opens /change-password and types the three passwords. */
async function typePasswords(page: Page, current: string, next: string, repeat = next): Promise<void> {
  await page.goto(site(SUB, '/change-password'));
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat the new password').fill(repeat);
}

/** Switches the header language, as a player does. */
async function switchLanguage(page: Page, language: 'CN' | 'EN' | 'PHP'): Promise<void> {
  await page.getByTestId('language-switcher').selectOption(language);
}

test.describe('/change-password messages', () => {
  test('the current password as the new one: "different from your current one" at the field, nothing sent', async ({
    page,
    request,
  }) => {
    const p = await signedUp(page, request);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/update_password')) sent.push(r.url());
    });
    await typePasswords(page, p.password, p.password);
    await page.getByLabel('Repeat the new password').press('Enter');
    await expect(page.getByText(SAME_EN)).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Please check/)).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('the API\'s own refusal of the same password reads the same words, not "Please check New password."', async ({
    page,
    request,
  }) => {
    const p = await signedUp(page, request);
    // The form's own check is passed by sending other words; the request then asks for the current password.
    await page.route('**/api/auth/update_password', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, new_password: body.password }) });
    });
    const answered = page.waitForResponse('**/api/auth/update_password');
    await typePasswords(page, p.password, 'Brand-new-pass-7');
    await page.getByRole('button', { name: 'Change password' }).click();
    const answer = (await (await answered).json()) as { statusDetail: string };
    expect(answer.statusDetail).toContain('must differ from the current password');
    await expect(page.getByText(SAME_EN)).toBeVisible();
    await expect(page.getByText(/Please check/)).toHaveCount(0);
  });

  test('field errors follow a switch of the header language to 中文', async ({ page, request }) => {
    const p = await signedUp(page, request);
    await typePasswords(page, p.password, 'short', 'other');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await switchLanguage(page, 'CN');
    await expect(page.getByText('密码至少需要 8 个字符。')).toBeVisible();
    await expect(page.getByText('两次输入的密码不一致。')).toBeVisible();
    await expect(page.getByText('Use at least 8 characters.')).toHaveCount(0);
    await expect(page.getByText('The two passwords are not the same.')).toHaveCount(0);
  });

  test('a refusal that names a field reads in 中文 after a switch, the field label in it too', async ({
    page,
    request,
  }) => {
    const p = await signedUp(page, request);
    // The form's own check is passed with other words; the request then carries the account name in the new password,
    // which the API refuses as invalidInput naming new_password.
    await page.route('**/api/auth/update_password', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, new_password: `Pass-${p.account_id}-7` }) });
    });
    const answered = page.waitForResponse('**/api/auth/update_password');
    await typePasswords(page, p.password, 'Brand-new-pass-7');
    await page.getByRole('button', { name: 'Change password' }).click();
    const answer = (await (await answered).json()) as { statusMessage: string; statusDetail: string };
    expect(answer).toMatchObject({ statusMessage: 'invalidInput' });
    expect(answer.statusDetail).toMatch(/^new_password:/);
    await expect(page.getByText('Please check New password.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await switchLanguage(page, 'CN');
    await expect(page.getByText('请检查新密码。')).toBeVisible();
    await expect(page.getByLabel('新密码', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Please check|New password/)).toHaveCount(0);
  });

  test('a double click on Change password sends one request', async ({ page, request }) => {
    const p = await signedUp(page, request);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/update_password')) sent++;
    });
    await typePasswords(page, p.password, 'Brand-new-pass-7');
    await page.getByRole('button', { name: 'Change password' }).dblclick();
    await expect(page.getByTestId('change-password-done')).toBeVisible();
    // a second request would have been refused (the current password changed meanwhile) over the success
    await expect(page.getByTestId('change-password-error')).toHaveCount(0);
    await expect(page.getByLabel('Current password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(1);
  });
});
