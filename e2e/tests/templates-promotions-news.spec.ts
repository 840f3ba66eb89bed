import { expect, test } from '@playwright/test';
import { api, contentReady, host, url } from './templates-content-support';

/** Issue 15 §4–5: /promotions (cards, details in the modal stack with a deep link) and /news (pages, article). */
test.describe.configure({ timeout: 60_000 });

test('/promotions shows a card per published promotion, and Details opens it in a dialog with a deep link', async ({
  page,
  request,
}) => {
  const promos = await api<{ id: number; title: string }[]>(request, '/api/content/promotions', {
    domain_name: 'localhost',
  });
  await page.goto(url(null, '/promotions'));
  await contentReady(page);
  const cards = page.getByTestId('promotion-cards');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(promos.map((p) => p.title));
  const p = promos[1]!;
  await cards.getByRole('button', { name: `Details: ${p.title}` }).click();
  const dialog = page.getByRole('dialog', { name: p.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Deposit to join' })).toHaveAttribute('href', '/deposit');
  await expect(page).toHaveURL(new RegExp(`\\?promo=${p.id}$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions$/);

  await page.goto(url(null, `/promotions?promo=${p.id}`));
  await expect(page.getByRole('dialog', { name: p.title })).toBeVisible({ timeout: 20_000 });
});

test('a promotion body written by the operator is sanitized in the dialog; a draft never shows', async ({
  page,
  request,
}) => {
  const site = { domain_name: host('casino6') };
  await api(
    request,
    '/api/operator/promotion_write',
    { ...site, title: 'Hostile promo', body: '<p>Real offer</p><img src=x onerror="window.__pwned=1">' },
    true,
  );
  await api(
    request,
    '/api/operator/promotion_write',
    { ...site, title: 'Secret draft', body: 'x', state: 'draft' },
    true,
  );
  await page.goto(url('casino6', '/promotions'));
  await contentReady(page);
  await expect(page.getByRole('heading', { name: 'Secret draft' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Details: Hostile promo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hostile promo' });
  await expect(dialog.getByText('Real offer')).toBeVisible();
  expect(await dialog.locator('[onerror]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('/news lists articles newest first, 10 a page, and opens an article', async ({ page, request }) => {
  const site = { domain_name: host('casino6') };
  for (let i = 1; i <= 11; i++)
    await api(
      request,
      '/api/operator/news_write',
      {
        ...site,
        title: `Bulletin ${i}`,
        body: `<p>Body of bulletin ${i}</p>`,
        published_at: new Date(Date.UTC(2026, 0, i)).toISOString(),
      },
      true,
    );
  const news = await api<{ id: number; title: string }[]>(request, '/api/content/news', site);
  expect(news.length).toBeGreaterThan(10);
  await page.goto(url('casino6', '/news'));
  await contentReady(page);
  const list = page.getByTestId('news-list');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(news.slice(0, 10).map((n) => n.title));
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(news.slice(10, 20).map((n) => n.title));
  const oldest = news.at(-1)!;
  await list.getByRole('link', { name: oldest.title }).click();
  await expect(page.getByTestId('news-article')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: oldest.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?article=${oldest.id}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(list).toBeVisible();
});
