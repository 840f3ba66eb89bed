import { expect, test } from '@playwright/test';
import { newPlayer, seedSession, site } from './helpers';
import { api, contentReady, host, url } from './templates-content-support';

// A promotion outside its period offers no Claim: its card and details say "Ended on …" / "Starts on …".
test.describe.configure({ timeout: 60_000 });

const DAY = 86_400_000;
const noonUtc = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * DAY);
  d.setUTCHours(12, 0, 0, 0);
  return d.toISOString();
};

test('an ended and a not-yet-started bonus promotion show their state and no Claim; a running one can be claimed', async ({
  page,
  request,
}) => {
  const sub = 'casino6';
  const tag = Date.now().toString(36);
  const write = (title: string, starts_at: string, ends_at: string) =>
    api(
      request,
      '/api/operator/promotion_write',
      { domain_name: host(sub), title, body: '<p>Bonus</p>', bonus_amount: 777, starts_at, ends_at },
      true,
    );
  const ended = { title: `Ended ${tag}`, starts_at: noonUtc(-10), ends_at: noonUtc(-1) };
  const upcoming = { title: `Upcoming ${tag}`, starts_at: noonUtc(1), ends_at: noonUtc(10) };
  const running = { title: `Running ${tag}`, starts_at: noonUtc(-1), ends_at: noonUtc(1) };
  for (const p of [ended, upcoming, running]) await write(p.title, p.starts_at, p.ends_at);

  const player = await newPlayer(request, sub);
  await seedSession(page, sub, player);
  await page.goto(site(sub));
  await expect(page.getByTestId('account-id')).toHaveText(player.account_id);
  await page.goto(url(sub, '/promotions'));
  await contentReady(page);
  const card = (title: string) => page.getByRole('listitem').filter({ hasText: title });
  // Ended promotions stay listed (a card per published promotion), saying when they ended.
  await expect(card(ended.title).getByTestId('promotion-period')).toHaveText(
    `Ended on ${ended.ends_at.slice(0, 10)}`,
  );
  await expect(card(upcoming.title).getByTestId('promotion-period')).toHaveText(
    `Starts on ${upcoming.starts_at.slice(0, 10)}`,
  );

  for (const [p, text] of [
    [ended, `Ended on ${ended.ends_at.slice(0, 10)}`],
    [upcoming, `Starts on ${upcoming.starts_at.slice(0, 10)}`],
  ] as const) {
    await page.getByRole('button', { name: `Details: ${p.title}` }).click();
    const dialog = page.getByRole('dialog', { name: p.title });
    await expect(dialog.getByTestId('promotion-period')).toHaveText(text);
    await expect(dialog.getByTestId('promotion-claim')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Claim/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  await page.getByRole('button', { name: `Details: ${running.title}` }).click();
  const dialog = page.getByRole('dialog', { name: running.title });
  await expect(dialog.getByTestId('promotion-claim')).toHaveText('Claim PHP 7.77', { timeout: 20_000 });
  await expect(dialog.getByTestId('promotion-period')).toHaveAttribute('data-state', 'running');
});
