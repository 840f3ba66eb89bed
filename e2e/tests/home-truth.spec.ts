import { expect, test, type APIRequestContext } from '@playwright/test';
import { money, type Promotion, type Top10Stats } from '@site/shared';
import enExtra from '../../shared/src/i18n/locales/EN/extra';
import phpExtra from '../../shared/src/i18n/locales/PHP/extra';
import cnExtra from '../../shared/src/i18n/locales/CN/extra';
import { site, withoutCarriedAnswers } from './helpers';
import { failUntilRetry } from './routes';
import { homeReady, siteUrl } from './templates-support';

// Only the truth on a home page (issue 8 §8, §9): numbers from data, names masked once by the server, market
// names in the player's language, a failure said as a failure, menu labels translated.

async function api<T>(request: APIRequestContext, code: string, path: string): Promise<T> {
  const res = await request.post(site(null, path), {
    headers: { host: `${code}.localhost` },
    data: { domain_name: `${code}.localhost` },
  });
  return ((await res.json()) as { value: T }).value;
}

type MarketKey = keyof typeof enExtra;

test('names are masked once (as the server sends them) and wins name the market in EN, PHP and CN', async ({
  page,
  request,
}) => {
  const top = await api<Top10Stats>(request, 'slot3', '/api/settings/top10winner_withdrawal');
  const first = top.winner[0]!;
  expect(first.market).not.toBe('');
  const key = `market_${first.market}` as MarketKey;
  await page.goto(siteUrl('slot3'));
  await homeReady(page, 'template10');
  const row = page.locator('[data-section="leaderboard"] table').first().locator('tbody tr').first();
  await expect(row.locator('td').nth(1)).toHaveText(first.account_id);
  await expect(row.locator('td').nth(2)).toHaveText(enExtra[key]);
  await expect(page.locator('[data-section="ticker"] li').first()).toContainText(
    `${first.account_id} won ${money(first.amount, 'PHP')} on ${enExtra[key]}`,
  );
  await expect(page.locator('body')).not.toContainText('****');
  await expect(page.locator('[data-section="ticker"]')).not.toContainText(` on ${first.market} `);
  await page.getByTestId('language-switcher').selectOption('CN');
  await expect(row.locator('td').nth(2)).toHaveText(cnExtra[key]);
  await page.getByTestId('language-switcher').selectOption('PHP');
  await expect(row.locator('td').nth(2)).toHaveText(phpExtra[key]);
  await page.getByTestId('language-switcher').selectOption('EN');
});

test('the biggest win is the largest win of the top-10 stats and does not move by itself', async ({
  page,
  request,
}) => {
  const top = await api<Top10Stats>(request, 'slot3', '/api/settings/top10winner_withdrawal');
  const best = top.winner.reduce((a, b) => (b.amount > a.amount ? b : a));
  await page.clock.install();
  await page.goto(siteUrl('slot3'));
  await homeReady(page, 'template10');
  const amount = page.getByTestId('biggest-win-amount');
  await expect(amount).toHaveText(money(best.amount, 'PHP'));
  await expect(page.getByTestId('biggest-win-by')).toContainText(best.account_id);
  await page.clock.runFor(30_000);
  await expect(amount).toHaveText(money(best.amount, 'PHP'));
  await expect(page.locator('[data-section="jackpot"]')).toHaveCount(0);
});

test('live tables show no limits: the catalogue has none', async ({ page }) => {
  await page.goto(siteUrl('casino1'));
  await homeReady(page, 'template1');
  const tables = page.locator('[data-section="live-tables"]');
  await expect(tables).toContainText('Baccarat');
  await expect(tables).not.toContainText(/Min|PHP/);
});

test('a failed providers call says so with Retry (no stand-in list); Retry loads the catalogue', async ({
  page,
}) => {
  // the test fails the providers call itself: the page's carried answer would stand in for it
  await withoutCarriedAnswers(page);
  await failUntilRetry(page, '**/api/product/providers', (r) => r.abort());
  await page.goto(siteUrl('casino4'));
  await homeReady(page, 'template4');
  const section = page.locator('[data-section="providers"]');
  await expect(section.getByRole('alert')).toHaveText(/The providers could not be loaded\./);
  await expect(section).not.toContainText('JILI');
  await section.getByRole('button', { name: 'Retry' }).click();
  await expect(section).toContainText('JILI');
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('server menu labels are shown in PHP and CN', async ({ page }) => {
  await page.goto(siteUrl('casino1'));
  await homeReady(page, 'template1');
  const home = page.locator('header nav a[href="/"]').first();
  await expect(home).toHaveText('Home');
  await page.getByTestId('language-switcher').selectOption('PHP');
  await expect(home).toHaveText(phpExtra.menu_home);
  await page.getByTestId('language-switcher').selectOption('CN');
  await expect(home).toHaveText(cnExtra.menu_home);
  await page.getByTestId('language-switcher').selectOption('EN');
  await expect(home).toHaveText('Home');
});

test('a promotion card opens its details in a dialog', async ({ page, request }) => {
  const promos = await api<Promotion[]>(request, 'casino1', '/api/content/promotions');
  const p = promos[0]!;
  await page.goto(siteUrl('casino1'));
  await homeReady(page, 'template1');
  await page.locator('[data-section="promotions"]').getByRole('button', { name: p.title }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(p.title);
  await expect(dialog.getByTestId('promotion-details')).toContainText(p.body);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
