import { expect, test } from '@playwright/test';
import { api, host } from './templates-content-support';
import { homeReady, siteUrl } from './templates-support';

// The seeded demo promotions carry their texts in the site's local language (Filipino, as the CMS blocks):
// casino1's home in Filipino shows them in Filipino, in English in English (docs/content.md, per language).

test.use({ reducedMotion: 'reduce' });
test.beforeEach(() => test.slow());

test('casino1’s home: the welcome promotion reads in Filipino on the Filipino page, in English on the English one', async ({
  page,
  request,
}) => {
  const promos = await api<{ title: string; local_title?: string }[]>(request, '/api/content/promotions', {
    domain_name: host('casino1'),
  });
  const welcome = promos.find((p) => p.title === 'Welcome bonus 100%');
  expect(welcome?.local_title).toBe('Bonus sa pagsali na 100%');
  // the first slide: the welcome promotion is the site's first (sort 0, the lowest id); no turning (reduced motion)
  const banner = page.locator('[data-section="banner"]').getByRole('group');
  await page.goto(siteUrl('casino1'));
  await homeReady(page, 'template1');
  await expect(banner.getByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('PHP');
  await expect(banner.getByRole('heading', { name: 'Bonus sa pagsali na 100%' })).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Welcome bonus 100%' })).toHaveCount(0);
});
