import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { api, host } from './templates-content-support';
import { homeReady } from './templates-support';

// A promotion body written in HTML shows as plain text on the home carousel's slides and strip cards (the words of
// the sanitized HTML, no tag visible); the details dialog renders the HTML itself, sanitized.
test.describe.configure({ timeout: 60_000 });

const BODY = '<p>Bonus <b>100%</b> on <i>every</i> deposit</p><script>alert(1)</script>';
const TEXT = 'Bonus 100% on every deposit';

async function writePromotion(request: Parameters<typeof api>[0], sub: string, title: string) {
  await api(
    request,
    '/api/operator/promotion_write',
    { domain_name: host(sub), title, body: BODY, sort: 0 },
    true,
  );
}

test('a carousel slide shows an HTML body as plain text (casino4)', async ({ page, request }) => {
  const sub = 'casino4';
  const title = `Html slide ${Date.now().toString(36)}`;
  await writePromotion(request, sub, title);
  await page.goto(site(sub));
  await homeReady(page, 'template4');
  const carousel = page.locator('[data-section="banner"]');
  const slide = carousel.getByRole('group');
  const total = Number((await slide.getAttribute('aria-label'))?.match(/of (\d+)$/)?.[1]);
  for (let n = 1; n < total && (await slide.locator('h2').textContent()) !== title; n++)
    await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(slide.locator('h2')).toHaveText(title);
  await expect(slide.locator('p', { hasText: 'Bonus' })).toHaveText(TEXT);
  await expect(slide).not.toContainText('<');
  await slide.getByRole('button', { name: `Learn more: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('b', { hasText: '100%' })).toBeVisible();
});

test('a promotions strip card shows an HTML body as plain text (slot6)', async ({ page, request }) => {
  const sub = 'slot6';
  const title = `Html card ${Date.now().toString(36)}`;
  await writePromotion(request, sub, title);
  await page.goto(site(sub));
  await homeReady(page, 'template13');
  const card = page.locator('[data-section]').getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('p', { hasText: 'Bonus' })).toHaveText(TEXT);
  await expect(card).not.toContainText('<');
});
