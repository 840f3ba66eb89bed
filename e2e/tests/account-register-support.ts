import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, site } from './helpers';

// The sign-up steps of the /register specs (account-register*.spec.ts): codes read through the development
// operator call as newPlayer does.

const ADMIN = { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' };

/** A documentation-range address of this test's own (the e2e server trusts the runner as a proxy). */
export function address(): string {
  const n = Math.floor(Math.random() * 65536);
  return `198.19.${n >> 8}.${n & 255}`;
}
export const phone = () => `09${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
export const name = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);

export async function latestCode(
  request: APIRequestContext,
  account_id: string,
  domain_name: string,
): Promise<string> {
  const res = await request.post(site(null, '/api/operator/tac'), {
    headers: ADMIN,
    data: { account_id, domain_name },
  });
  const body = (await res.json()) as { statusCode: number; value: { code: string } };
  expect(body.statusCode).toBe(1);
  return body.value.code;
}

/** Spends the first three sign-up code requests of an address, so its next one must solve the proof of work. */
export async function spendFreeRequests(request: APIRequestContext, from: string, domain_name: string) {
  for (let i = 0; i < 3; i++) {
    const res = await request.post(site(null, '/api/auth/tac/request_new_register'), {
      headers: { 'x-forwarded-for': from },
      data: { account_id: name('warm'), contact_phone: phone(), domain_name },
    });
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(1);
  }
}

export async function fillDetails(page: Page, id: string, tel: string, password: string) {
  await page.getByLabel('Username').fill(id);
  await page.getByLabel('Phone number').fill(tel);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const age = page.getByRole('checkbox', { name: /or older/ });
  if (await age.count()) await age.check();
}

/** A player of casino1 who self-excluded for 6 months (operator-wide: every sister site refuses the phone). */
export async function excludedPlayer(request: APIRequestContext) {
  const excluded = await newPlayer(request, 'casino1');
  const res = await request.post(site(null, '/api/account/rg_exclude'), {
    data: { account_id: excluded.account_id, auth: excluded.auth, kind: 'self_exclusion', duration: '6m' },
  });
  expect(((await res.json()) as { statusMessage: string }).statusMessage).toBe('exclusionStarted');
  return excluded;
}

/**
 * The sign-up steps up to the code: opens /register on `sub` from an address of its own, types the details
 * (`more` fills anything else before sending) and asks for the code, then types the code the site sent and
 * submits it. Returns the page's form state for the test to check.
 */
export async function signUpWithCode(
  page: Page,
  request: APIRequestContext,
  o: { sub: string; id: string; tel: string; password: string; more?: () => Promise<void> },
) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  await page.goto(site(o.sub, '/register'));
  await expect(page.getByTestId('register-form')).toBeVisible({ timeout: 20_000 });
  await fillDetails(page, o.id, o.tel, o.password);
  await o.more?.();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  // the code proves the phone is the visitor's own before anything about it is said
  await expect(page.getByTestId('register-code-sent')).toBeVisible();
  await page.getByLabel(/One-time code/).fill(await latestCode(request, o.id, `${o.sub}.localhost`));
  await page.getByRole('button', { name: 'Create an account' }).click();
}
