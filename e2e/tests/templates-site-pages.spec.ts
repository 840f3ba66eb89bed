import { expect, test, type Page } from '@playwright/test';
import { encode } from 'uqr';
import { newPlayer, type NewPlayer } from './helpers';
import { api, contentReady, host, url } from './templates-content-support';

/** Issue 15 §6–8: /contact-us, /download, /review from real data, and the per-site manifest. */
test.describe.configure({ timeout: 60_000 });

/** The dark modules an SVG path of 1×1 squares (`M<x> <y>h1v1h-1z`) draws, as "x,y" strings. */
async function qrModules(page: Page, testId: string): Promise<Set<string>> {
  const d = (await page.getByTestId(testId).locator('path').getAttribute('d')) ?? '';
  return new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
}
function expectedModules(text: string): Set<string> {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const dark = new Set<string>();
  data.forEach((row, y) => row.forEach((on, x) => on && dark.add(`${x},${y}`)));
  return dark;
}

test('contact: support details from the API; the form refuses a bad e-mail at its field, then stores the message with a reference the operator lists', async ({
  page,
  request,
}) => {
  const site = { domain_name: host('slot2') };
  const info = await api<{ support_email: string }>(request, '/api/settings/siteinfodetail', site);
  await page.goto(url('slot2', '/contact-us'));
  await contentReady(page);
  await expect(page.getByTestId('contact-details')).toContainText(info.support_email);
  const footer = page.getByRole('navigation', { name: 'Site information' });
  for (const [name, href] of [
    ['Contact us', '/contact-us'],
    ['Download', '/download'],
    ['Reviews', '/review'],
  ] as const)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Your name').fill('Ana Cruz');
  await form.getByLabel('Your e-mail').fill('not-an-email');
  const message = `Where is my withdrawal? <b>ref ${Date.now()}</b>`;
  await form.getByLabel('Your message').fill(message);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please check Your e-mail.')).toBeVisible();
  await expect(form.getByLabel('Your message')).toHaveValue(message);
  await form.getByLabel('Your e-mail').fill('ana@example.com');
  await form.getByRole('button', { name: 'Send' }).click();
  const reference = (await page.getByTestId('contact-reference').innerText()).trim();
  expect(reference).toMatch(/^C-[A-Z2-9]{8}$/);
  const list = await api<{ reference: string; message: string; email: string }[]>(
    request,
    '/api/operator/contact_list',
    site,
    true,
  );
  expect(list.find((m) => m.reference === reference)).toMatchObject({ message, email: 'ana@example.com' });
});

test('download: each app link with a QR code of exactly that link; the manifest is served per site and linked', async ({
  page,
}) => {
  await page.goto(url('casino3', '/download'));
  await contentReady(page);
  const android = 'https://play.google.com/store/apps/details?id=com.example.player';
  const ios = 'https://apps.apple.com/app/id0000000001';
  await expect(page.getByTestId('app-android').getByRole('link')).toHaveAttribute('href', android);
  await expect(page.getByTestId('app-ios').getByRole('link')).toHaveAttribute('href', ios);
  expect(await qrModules(page, 'app-android-qr')).toEqual(expectedModules(android));
  expect(await qrModules(page, 'app-ios-qr')).toEqual(expectedModules(ios));

  const manifestOf = async (sub: string) => {
    await page.goto(url(sub, '/download'));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    return page.evaluate(
      async () => (await fetch('/manifest.webmanifest')).json() as Promise<Record<string, unknown>>,
    );
  };
  const a = await manifestOf('casino3');
  const b = await manifestOf('slot2');
  expect(a).toMatchObject({ name: 'Velvet Lounge', start_url: '/', display: 'standalone' });
  expect(b).toMatchObject({ name: 'Galaxy Spins' });
  expect(a.theme_color).not.toEqual(b.theme_color);
  const icon = await page.evaluate(async () => (await fetch('/app-icon.svg')).headers.get('content-type'));
  expect(icon).toContain('image/svg+xml');
});

async function signIn(page: Page, sub: string, p: NewPlayer) {
  await page.goto(url(sub, '/login'));
  await page.getByLabel('Username').fill(p.account_id);
  await page.getByLabel('Password').fill(p.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

test('review: a guest is asked to sign in; a player writes a review, it appears with the new average, and can edit it', async ({
  page,
  request,
}) => {
  const site = { domain_name: host('sportsbook1') };
  await page.goto(url('sportsbook1', '/review'));
  await contentReady(page);
  await expect(page.getByText('Sign in to write your review.')).toBeVisible();
  const p = await newPlayer(request, 'sportsbook1');
  await signIn(page, 'sportsbook1', p);
  await page.goto(url('sportsbook1', '/review'));
  const form = page.getByTestId('review-form');
  await form.getByLabel('Your review').fill('Quick payouts and a friendly support team.');
  await form.getByRole('button', { name: 'Save review' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByRole('radio', { name: '4 of 5 stars' }).check();
  await form.getByRole('button', { name: 'Save review' }).click();
  const mine = page.getByTestId('review-list').getByRole('listitem').filter({ hasText: 'Quick payouts' });
  await expect(mine).toBeVisible();
  const s = await api<{ average: number; count: number; distribution: number[] }>(
    request,
    '/api/content/reviews',
    site,
  );
  await expect(page.getByTestId('review-average')).toHaveText(s.average.toFixed(1));
  await expect(page.getByTestId('review-dist-4')).toHaveText(String(s.distribution[3]));

  // editing replaces the one review; the figures follow without a reload
  await expect(page.getByRole('form', { name: 'Your review' })).toBeVisible();
  // (中文 once and back, so its message files are at hand when the toast below is re-worded)
  await page.getByTestId('language-switcher').selectOption('CN');
  await expect(page.getByRole('button', { name: '保存评价' })).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('EN');
  await form.getByRole('radio', { name: '1 of 5 stars' }).check();
  await form.getByLabel('Your review').fill('Changed my mind: withdrawals got slow.');
  await form.getByRole('button', { name: 'Save review' }).click();
  // the saved toast follows a header language switch while it shows
  const toast = page.getByRole('status').filter({ hasText: 'Your review is saved.' });
  await expect(toast).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('CN');
  await expect(page.getByRole('status').filter({ hasText: '您的评价已保存。' })).toBeVisible();
  await expect(page.getByTestId('review-list')).toContainText('Changed my mind');
  await expect(page.getByTestId('review-list')).not.toContainText('Quick payouts');
  const after = await api<{ average: number; count: number }>(request, '/api/content/reviews', site);
  expect(after.count).toBe(s.count);
  await expect(page.getByTestId('review-average')).toHaveText(after.average.toFixed(1));
});

test('promotions: a promotion with a period shows it on its card', async ({ page, request }) => {
  const promos = await api<{ title: string; starts_at: string | null }[]>(
    request,
    '/api/content/promotions',
    {
      domain_name: 'localhost',
    },
  );
  const withPeriod = promos.filter((x) => x.starts_at).map((x) => x.title);
  expect(withPeriod.length).toBeGreaterThan(0);
  await page.goto(url(null, '/promotions'));
  await contentReady(page);
  const cards = page.getByTestId('promotion-cards').getByRole('listitem');
  await expect(cards.filter({ has: page.getByTestId('promotion-period') })).toHaveCount(withPeriod.length);
  await expect(cards.filter({ hasText: withPeriod[0]! }).getByTestId('promotion-period')).toContainText(
    ' – ',
  );
});

test('promotions: a bonus promotion is claimed once by a signed-in player (the balance grows by its bonus); a guest is asked to sign in', async ({
  page,
  request,
}) => {
  const promos = await api<{ id: number; title: string; bonus_amount: number }[]>(
    request,
    '/api/content/promotions',
    { domain_name: host('slot3') },
  );
  const bonus = promos.find((x) => x.bonus_amount > 0)!;
  await page.goto(url('slot3', `/promotions?promo=${bonus.id}`));
  const dialog = page.getByRole('dialog', { name: bonus.title });
  await expect(dialog.getByRole('link', { name: 'Sign in to claim' })).toBeVisible({ timeout: 20_000 });

  const p = await newPlayer(request, 'slot3');
  await signIn(page, 'slot3', p);
  const balance = async () =>
    (
      await api<{ game_balance: number }>(request, '/api/auth/get_balance', {
        account_id: p.account_id,
        auth: p.auth,
      })
    ).game_balance;
  const before = await balance();
  await page.goto(url('slot3', `/promotions?promo=${bonus.id}`));
  const claim = page.getByRole('dialog', { name: bonus.title }).getByTestId('promotion-claim');
  await expect(claim).toBeEnabled({ timeout: 20_000 });
  await claim.click();
  await expect(claim).toHaveText('Claimed');
  await expect(claim).toBeDisabled();
  expect(await balance()).toBe(before + bonus.bonus_amount);
});

test('contact: "Chat with us" opens the live chat where the site has one (localhost), and is absent where it has none', async ({
  page,
}) => {
  const script = page.waitForRequest('**/static/livechat-widget.js');
  await page.goto(url(null, '/contact-us'));
  await contentReady(page);
  await script;
  await page.getByTestId('contact-chat').click();
  await expect(page.locator('#livechat-panel')).toBeVisible();
  await page.goto(url('slot2', '/contact-us'));
  await contentReady(page);
  await expect(page.getByTestId('contact-details')).toBeVisible();
  await expect(page.getByTestId('contact-chat')).toHaveCount(0);
});
