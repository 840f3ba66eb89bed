import { expect, test, type Page } from '@playwright/test';
import { apiLogin, newPlayer, seedSession, site } from './helpers';
import { call } from './wallet-support';

/** demo1 (read-only here: its deposits change nothing another test reads) signed in on a page of a site. */
async function openSignedIn(page: Page, sub: string, path: string) {
  await seedSession(page, sub, await apiLogin(page.request, sub));
  await page.goto(site(sub, path));
  await expect(page.getByTestId('account-id')).toHaveText('demo1');
}

// The wallet remote's /deposit page, and SPEC §2 access rules on it (host shell issue must-show).

test.describe('deposit (wallet remote)', () => {
  test('an unauthenticated /deposit on casino1 lands on /login', async ({ page }) => {
    await page.goto(site('casino1', '/deposit'));
    await expect(page).toHaveURL(site('casino1', '/login'));
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  for (const [code, modal] of [
    ['slot2', 'login'],
    ['slot4', 'login'],
    ['sportsbook1', 'login'],
    ['slot5', 'signin'],
  ] as const) {
    test(`an unauthenticated /deposit on ${code} lands on / and the ${modal} modal opens a second later`, async ({
      page,
    }) => {
      await page.goto(site(code, '/deposit'));
      await expect(page).toHaveURL(site(code, '/'));
      await expect(page.locator(`[role="dialog"][data-modal="${modal}"]`)).toBeVisible({ timeout: 5000 });
    });
  }

  test('a signed-in player deposits: the demo sites auto-approve, so it is credited, listed and the header balance rises', async ({
    page,
  }) => {
    const balance = async () =>
      Number((await page.getByTestId('header-balance').innerText()).replace(/[^\d.]/g, ''));
    await openSignedIn(page, 'casino3', '/deposit');
    await expect(page.getByTestId('header-balance')).toContainText(/\d/);
    const before = await balance();
    await expect(page.getByTestId('deposit-limits')).toContainText('PHP 100.00');
    await page.getByLabel(/Amount/).fill('750');
    await page.getByLabel('GCash').check();
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(page.getByTestId('deposit-result')).toContainText('PHP 750.00 is approved');
    await expect(page.getByLabel(/Amount/)).toHaveValue('');
    await expect(page.getByTestId('recent-deposits').locator('li').first()).toContainText('PHP 750.00');
    await expect.poll(balance).toBeCloseTo(before + 750, 2);
  });

  test('an amount outside the site limits gets a clear message and creates nothing', async ({ page }) => {
    await openSignedIn(page, 'casino4', '/deposit');
    await page.getByLabel(/Amount/).fill('5');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(page.getByRole('alert')).toContainText('outside this site’s deposit limits');
    await expect(page.getByTestId('deposit-result')).toHaveCount(0);
    await expect(page.getByLabel(/Amount/)).toHaveValue('5');
  });

  test('a message shown before a language switch is shown in the new language after it', async ({ page }) => {
    await openSignedIn(page, 'casino4', '/deposit');
    const alert = page.getByRole('alert');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(alert).toHaveText('Enter an amount');
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(alert).toHaveText('请输入金额');
    await page.getByTestId('language-switcher').selectOption('EN');
    await page.getByLabel(/Amount/).fill('50');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(alert).toHaveText('The amount is outside this site’s deposit limits.');
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(alert).toHaveText('金额超出本站存款限额。');
    await page.getByTestId('language-switcher').selectOption('PHP');
    await expect(alert).toHaveText('Ang halaga ay labas sa limitasyon ng deposito ng site.');
  });

  test('an amount past what the API accepts is refused at the field by the contract schema, before anything is sent', async ({
    page,
  }) => {
    await openSignedIn(page, 'casino6', '/deposit');
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/wallet/deposit') && sent.push(r.url()));
    await page.getByLabel(/Amount/).fill('99999999999');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(page.getByText(/Please check Amount/)).toBeVisible();
    await expect(page.getByLabel(/Amount/)).toHaveValue('99999999999');
    expect(sent).toEqual([]);
  });

  test('typing letters into the amount is filtered out', async ({ page }) => {
    await openSignedIn(page, 'casino5', '/deposit');
    await page.getByLabel(/Amount/).pressSequentially('1a2b.345');
    await expect(page.getByLabel(/Amount/)).toHaveValue('12.34');
  });

  test('a daily deposit limit shows on /deposit with what is still allowed; a deposit past it is refused with that amount', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino5');
    const me = { account_id: p.account_id, auth: p.auth };
    const set = await call(request, 'casino5', '/api/account/deposit_limit', {
      ...me,
      period: 'day',
      amount: 100_000,
    });
    expect(set.statusMessage).toBe('depositLimitSet');
    const paid = await call(request, 'casino5', '/api/wallet/deposit', {
      ...me,
      amount: 30_000,
      method: 'gcash',
      idempotency_key: `e2e-${p.account_id}-1`,
    });
    expect(paid.statusCode).toBe(1);
    await seedSession(page, 'casino5', p);
    await page.goto(site('casino5', '/deposit'));
    await expect(page.getByTestId('rg-limit-day')).toHaveText(
      'Daily limit PHP 1,000.00: PHP 700.00 still allowed',
    );
    await page.getByLabel(/Amount/).fill('800');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(page.getByText('at most PHP 700.00 more is allowed', { exact: false })).toBeVisible();
    await expect(page.getByLabel(/Amount/)).toHaveValue('800');
    // within the limit it goes through, and the line follows
    await page.getByLabel(/Amount/).fill('700');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(page.getByTestId('deposit-result')).toContainText('PHP 700.00');
    await expect(page.getByTestId('rg-limit-day')).toHaveText(
      'Daily limit PHP 1,000.00: PHP 0.00 still allowed',
    );
    // a refused attempt after it: the refusal (the period in lower case mid-sentence) and no stale success line
    await page.getByLabel(/Amount/).fill('100');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect(
      page.getByText('This would go over your daily deposit limit: at most PHP 0.00 more is allowed.', {
        exact: true, // case-sensitive: not "your Daily deposit limit"
      }),
    ).toBeVisible();
    await expect(page.getByTestId('deposit-result')).toHaveCount(0);
  });

  test('a form sent twice at once (double submit) sends one deposit request', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino5');
    await seedSession(page, 'casino5', p);
    await page.goto(site('casino5', '/deposit'));
    await expect(page.getByTestId('deposit-limits')).toBeVisible();
    let sent = 0;
    page.on('request', (r) => {
      if (/\/api\/wallet\/deposit(\?|$)/.test(r.url()) && r.method() === 'POST') sent += 1;
    });
    await page.getByLabel(/Amount/).fill('150');
    await page.getByRole('form', { name: 'Deposit' }).evaluate((f: HTMLFormElement) => {
      f.requestSubmit();
      f.requestSubmit();
    });
    await expect(page.getByTestId('deposit-result')).toContainText('PHP 150.00 is approved');
    await expect(page.getByTestId('recent-deposits').getByText('PHP 150.00')).toHaveCount(1);
    expect(sent).toBe(1);
  });
});
