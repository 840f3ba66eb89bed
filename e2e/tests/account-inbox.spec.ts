import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, seedSession, signInOnPage, site, type NewPlayer } from './helpers';

// Issue 10 part B: /inbox (account remote) and the unread badge in the header of every template.

const ADMIN = { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' };

async function send(
  request: APIRequestContext,
  sub: string,
  account_id: string,
  message: { title: string; body: string; amount?: number },
): Promise<number> {
  const res = await request.post(site(null, '/api/operator/inbox_send'), {
    data: { domain_name: `${sub}.localhost`, account_id, ...message },
    headers: ADMIN,
  });
  const body = (await res.json()) as { statusCode: number; value: { inbox_id: number } };
  expect(body.statusCode).toBe(1);
  return body.value.inbox_id;
}

/** Opens the site's home page signed in as the new player (its sign-up session; see seedSession). */
async function signIn(page: Page, sub: string, p: NewPlayer) {
  await seedSession(page, sub, p);
  await page.goto(site(sub));
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

const balance = async (page: Page) =>
  Number((await page.getByTestId('header-balance').innerText()).replace(/[^\d.]/g, ''));

test.describe('inbox (account remote)', () => {
  // Each test signs in and loads the whole site twice: allow for a loaded machine (the 30 s default is tight).
  test.beforeEach(() => test.slow());

  test('a guest opening /inbox on casino1 is sent to /login (SPEC §2)', async ({ page }) => {
    await page.goto(site('casino1', '/inbox'));
    await expect(page).toHaveURL(site('casino1', '/login'), { timeout: 20_000 });
  });

  test('demo1 sees its messages newest first with their unread state, and the header badge counts the unread', async ({
    page,
  }) => {
    await page.goto(site('casino3', '/login'));
    await signInOnPage(page);
    await expect(page.getByTestId('account-id')).toHaveText('demo1');
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/settings/get_inbox') && new URL(page.url()).pathname === '/inbox',
    );
    await page.goto(site('casino3', '/inbox'));
    const items = ((await (await answer).json()) as { value: { title: string; read: boolean }[] }).value;
    expect(items.length).toBeGreaterThan(0);
    const rows = page.getByTestId('inbox-item');
    await expect(rows).toHaveCount(Math.min(10, items.length));
    for (const [i, m] of items.slice(0, 10).entries()) {
      await expect(rows.nth(i)).toContainText(m.title);
      await expect(rows.nth(i)).toHaveAttribute('data-read', String(m.read));
    }
    const unread = items.filter((m) => !m.read).length;
    if (unread) await expect(page.getByTestId('inbox-unread')).toHaveText(String(unread));
    else await expect(page.getByTestId('inbox-unread')).toHaveCount(0);
  });

  test('opening a message shows its operator HTML sanitized and marks it read; the badge drops at once', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'slot3');
    await send(request, 'slot3', p.account_id, {
      title: 'Weekend news',
      body: '<p>Hello <b>friend</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
    });
    await send(request, 'slot3', p.account_id, { title: 'Second note', body: '<p>Two</p>' });
    await signIn(page, 'slot3', p);
    await expect(page.getByTestId('inbox-unread')).toHaveText('2');
    await page.getByTestId('inbox-badge').click();
    await expect(page).toHaveURL(site('slot3', '/inbox'));
    const first = page.getByTestId('inbox-item').filter({ hasText: 'Weekend news' });
    await first.getByRole('button').first().click();
    await expect(first.getByTestId('inbox-body')).toContainText('Hello friend');
    await expect(first.getByTestId('inbox-body').locator('b')).toHaveText('friend');
    await expect(first).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('inbox-unread')).toHaveText('1');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(first.locator('script, img[onerror]')).toHaveCount(0);
  });

  test('claiming an inbox bonus raises the header balance without a reload, once', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino1');
    await send(request, 'casino1', p.account_id, {
      title: 'Your bonus',
      body: '<p>For you</p>',
      amount: 2_500,
    });
    await signIn(page, 'casino1', p);
    await page.getByTestId('inbox-badge').click();
    await expect(page.getByTestId('header-balance')).toContainText(/\d/, { timeout: 20_000 });
    const before = await balance(page);
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Your bonus' });
    await expect(item).toContainText('Bonus PHP 25.00');
    await item.getByRole('button').first().click();
    let navigations = 0;
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
    await item.getByTestId('inbox-claim').click();
    await expect(item).toContainText('Bonus claimed');
    await expect.poll(() => balance(page)).toBeCloseTo(before + 25, 2);
    await expect(page.getByTestId('inbox-claim')).toHaveCount(0);
    await expect(page.getByTestId('inbox-unread')).toHaveCount(0);
    expect(navigations).toBe(0);
  });

  test('more than ten messages are paged ten at a time (SPEC §5)', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino3');
    for (let i = 1; i <= 12; i++)
      await send(request, 'casino3', p.account_id, { title: `Note ${i}`, body: `n${i}` });
    await signIn(page, 'casino3', p);
    await page.goto(site('casino3', '/inbox'));
    await expect(page.getByTestId('inbox-item')).toHaveCount(10);
    await expect(page.getByTestId('inbox-item').first()).toContainText('Note 12');
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page.getByTestId('inbox-item')).toHaveCount(2);
    await expect(page.getByTestId('inbox-item').last()).toContainText('Note 1');
  });

  test('a new player with no messages gets the empty state', async ({ page, request }) => {
    const p = await newPlayer(request, 'casino3');
    await signIn(page, 'casino3', p);
    await page.goto(site('casino3', '/inbox'));
    await expect(page.getByText('No messages yet.')).toBeVisible();
  });
});
