import { expect, test } from '@playwright/test';
import { newPlayer, seedSession, site } from './helpers';
import { api, contentReady, host, url } from './templates-content-support';
import { homeReady } from './templates-support';

// A promotion's period, as the player sees it (docs/content.md): an ended one is advertised nowhere — not on
// /promotions (a link to it says it has ended or is no longer offered), not on the home carousel; an upcoming
// one is shown with "Starts on …" and no Claim; a running one can be claimed.
test.describe.configure({ timeout: 60_000 });

const DAY = 86_400_000;
const noonUtc = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * DAY);
  d.setUTCHours(12, 0, 0, 0);
  return d.toISOString();
};

test('an ended bonus promotion is not listed on /promotions; an upcoming one says "Starts on …" with no Claim; a running one can be claimed', async ({
  page,
  request,
}) => {
  const sub = 'casino6';
  const tag = Date.now().toString(36);
  const write = (title: string, starts_at: string, ends_at: string) =>
    api<{ id: number }>(
      request,
      '/api/operator/promotion_write',
      { domain_name: host(sub), title, body: '<p>Bonus</p>', bonus_amount: 777, starts_at, ends_at },
      true,
    );
  const ended = { title: `Ended ${tag}`, starts_at: noonUtc(-10), ends_at: noonUtc(-1) };
  const upcoming = { title: `Upcoming ${tag}`, starts_at: noonUtc(1), ends_at: noonUtc(10) };
  const running = { title: `Running ${tag}`, starts_at: noonUtc(-1), ends_at: noonUtc(1) };
  const endedId = (await write(ended.title, ended.starts_at, ended.ends_at)).id;
  for (const p of [upcoming, running]) await write(p.title, p.starts_at, p.ends_at);

  const player = await newPlayer(request, sub);
  await seedSession(page, sub, player);
  await page.goto(site(sub));
  await expect(page.getByTestId('account-id')).toHaveText(player.account_id);
  await page.goto(url(sub, '/promotions'));
  await contentReady(page);
  const card = (title: string) => page.getByRole('listitem').filter({ hasText: title });
  await expect(card(upcoming.title).getByTestId('promotion-period')).toHaveText(
    `Starts on ${upcoming.starts_at.slice(0, 10)}`,
  );
  await expect(card(running.title)).toBeVisible();
  // the ended one has no card (the list is drawn: the two written with it are there)
  await expect(card(ended.title)).toHaveCount(0);
  await expect(page.getByTestId('promotion-missing')).toHaveCount(0);

  await page.getByRole('button', { name: `Details: ${upcoming.title}` }).click();
  const soon = page.getByRole('dialog', { name: upcoming.title });
  await expect(soon.getByTestId('promotion-period')).toHaveText(
    `Starts on ${upcoming.starts_at.slice(0, 10)}`,
  );
  await expect(soon.getByTestId('promotion-claim')).toHaveCount(0);
  await expect(soon.getByRole('button', { name: /Claim/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(soon).toHaveCount(0);

  await page.getByRole('button', { name: `Details: ${running.title}` }).click();
  const dialog = page.getByRole('dialog', { name: running.title });
  await expect(dialog.getByTestId('promotion-claim')).toHaveText('Claim PHP 7.77', { timeout: 20_000 });
  await expect(dialog.getByTestId('promotion-period')).toHaveAttribute('data-state', 'running');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // a link to the ended one (shared or bookmarked while it ran) opens nothing and says why
  await page.goto(url(sub, `/promotions?promo=${endedId}`));
  await contentReady(page);
  await expect(page.getByTestId('promotion-missing')).toHaveText(
    'This promotion has ended or is no longer offered.',
  );
  await expect(card(running.title)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the home carousel advertises no ended promotion; an upcoming slide says "Starts on …"', async ({
  page,
  request,
}) => {
  // casino4 (template4: a carousel); no other test writes its promotions. Both are written first in the
  // operator's order (sort 0), so without the rule the ended one would be the carousel's second slide.
  const sub = 'casino4';
  const tag = Date.now().toString(36);
  const ended = { title: `Ended home ${tag}`, starts_at: noonUtc(-10), ends_at: noonUtc(-1) };
  const upcoming = { title: `Upcoming home ${tag}`, starts_at: noonUtc(1), ends_at: noonUtc(10) };
  for (const p of [ended, upcoming])
    await api(
      request,
      '/api/operator/promotion_write',
      { domain_name: host(sub), body: 'Soon', sort: 0, ...p },
      true,
    );
  await page.goto(site(sub));
  await homeReady(page, 'template4');
  const carousel = page.locator('[data-section="banner"]');
  const slide = carousel.getByRole('group');
  const total = Number((await slide.getAttribute('aria-label'))?.match(/of (\d+)$/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(2);
  const titles: string[] = [];
  for (let n = 1; n <= total; n++) {
    await expect(slide).toHaveAttribute('aria-label', `Slide ${n} of ${total}`);
    const title = (await slide.locator('h2').textContent()) ?? '';
    titles.push(title);
    if (title === upcoming.title)
      await expect(slide.getByTestId('promotion-period')).toHaveText(
        `Starts on ${upcoming.starts_at.slice(0, 10)}`,
      );
    if (n < total) await carousel.getByRole('button', { name: 'Next' }).click();
  }
  expect(titles).toContain(upcoming.title);
  expect(titles).not.toContain(ended.title);

  // its details: the same period, and no action before it starts (no Claim, no "Deposit to join")
  while ((await slide.locator('h2').textContent()) !== upcoming.title)
    await carousel.getByRole('button', { name: 'Next' }).click();
  await slide.getByRole('button', { name: `Learn more: ${upcoming.title}` }).click();
  const dialog = page.getByRole('dialog', { name: upcoming.title });
  await expect(dialog.getByTestId('promotion-period')).toHaveText(
    `Starts on ${upcoming.starts_at.slice(0, 10)}`,
  );
  await expect(dialog.getByRole('link', { name: 'Deposit to join' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'All promotions' })).toBeVisible();
});
