import { expect, test } from '@playwright/test';
import {
  CMS_PAGES,
  cmsBlock,
  cmsReady,
  firstHeading,
  url,
  setLanguageCookie,
  writeCms,
} from './templates-content-support';

/** The CMS pages of the templates remote (issue 15 §1): the operator's block, in the player's language. */
test.describe('CMS pages', () => {
  // Several page loads per test: room for a busy machine (no wall-clock assert).
  test.describe.configure({ timeout: 60_000 });
  for (const [path, key] of CMS_PAGES)
    test(`${path} shows the ${key} block from the API and its SEO title`, async ({ page, request }) => {
      const block = await cmsBlock(request, null, key);
      await page.goto(url(null, path));
      await cmsReady(page);
      await expect(page).toHaveTitle(/\| Demo Casino$/);
      const heading = firstHeading(String(block.en_body));
      expect(heading).not.toBe('');
      await expect(page.getByTestId('cms-page').getByRole('heading', { name: heading })).toBeVisible();
    });

  test('the site’s local language (Filipino on this PHP site) shows the local body; CN and EN the English one', async ({
    page,
    context,
    request,
  }) => {
    const block = await cmsBlock(request, null, 'about_us');
    const local = firstHeading(String(block.local_body));
    const en = firstHeading(String(block.en_body));
    expect(local).not.toBe(en);
    await setLanguageCookie(context, null, 'PHP');
    await page.goto(url(null, '/about'));
    await cmsReady(page);
    await expect(page.getByRole('heading', { name: local })).toBeVisible();
    await expect(page.getByRole('heading', { name: en })).toHaveCount(0);
    // a Chinese reader of a Philippine site reads the English body, not the Filipino one (SPEC §1: EN the fallback)
    await setLanguageCookie(context, null, 'CN');
    await page.goto(url(null, '/about'));
    await cmsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
    await expect(page.getByRole('heading', { name: en })).toBeVisible();
    await expect(page.getByRole('heading', { name: local })).toHaveCount(0);
  });

  test('a long page has a table of contents whose links go to its sections', async ({ page, request }) => {
    const block = await cmsBlock(request, null, 'privacy_policy');
    const titles = [...String(block.en_body).matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    await page.goto(url(null, '/privacy-policy'));
    await cmsReady(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText(titles);
    await toc.getByRole('link', { name: titles.at(-1)! }).click();
    await expect(page.getByRole('heading', { level: 2, name: titles.at(-1)! })).toBeFocused();
    expect(new URL(page.url()).hash).toMatch(/^#s-/);
  });

  test('FAQs are an accordion of the questions, and a deep link opens its question', async ({
    page,
    request,
  }) => {
    const block = await cmsBlock(request, null, 'faqs');
    const questions = [...String(block.en_body).matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]!);
    expect(questions.length).toBeGreaterThan(1);
    await page.goto(url(null, '/faqs'));
    await cmsReady(page);
    const list = page.getByTestId('faq-list');
    const first = list.getByRole('button', { name: questions[0] });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(list.getByRole('region')).toHaveCount(0);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('region', { name: questions[0] })).toBeVisible();
    const link = page.url();
    expect(new URL(link).hash).toMatch(/^#q-/);

    const second = await page.context().newPage();
    const last = questions.at(-1)!;
    const lastId = await list.getByRole('button', { name: last }).getAttribute('id');
    await second.goto(url(null, `/faqs#${lastId}`));
    await cmsReady(second);
    await expect(second.getByRole('button', { name: last })).toHaveAttribute('aria-expanded', 'true');
    await expect(second.getByRole('region', { name: last })).toBeVisible();
    await expect(second.getByRole('button', { name: questions[0] })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('a block with status false shows the not-available state, and publishing it back shows it', async ({
    page,
    request,
  }) => {
    const before = await cmsBlock(request, 'casino6', 'responsible_gaming');
    await writeCms(request, 'casino6', {
      key: 'responsible_gaming',
      status: false,
      en_body: String(before.en_body),
    });
    await page.goto(url('casino6', '/responsible-gaming'));
    await cmsReady(page);
    await expect(page.getByTestId('cms-unavailable')).toContainText('not available');
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await writeCms(request, 'casino6', {
      key: 'responsible_gaming',
      status: true,
      en_body: '<h2>Limits</h2><p>Set a deposit limit.</p>',
    });
    await page.reload();
    await cmsReady(page);
    await expect(page.getByRole('heading', { name: 'Limits' })).toBeVisible();
  });

  test('/term-condition shows the terms block; a draft is not served', async ({ page, request }) => {
    await writeCms(request, 'casino6', {
      key: 'terms',
      status: true,
      en_body: '<h2>House rules</h2><p>One.</p>',
    });
    await page.goto(url('casino6', '/term-condition'));
    await cmsReady(page);
    await expect(page.getByRole('heading', { name: 'House rules' })).toBeVisible();
    await writeCms(request, 'casino6', {
      key: 'terms',
      status: true,
      en_body: '<h2>Unfinished</h2>',
      state: 'draft',
    });
    await page.reload();
    await cmsReady(page);
    await expect(page.getByTestId('cms-unavailable')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unfinished' })).toHaveCount(0);
  });

  test('the footer links the CMS pages, and each link opens its page', async ({ page }) => {
    await page.goto(url(null, '/'));
    const footer = page.getByRole('contentinfo');
    // The home page loads the layout, home sections and hot games first: room for a busy machine.
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible({ timeout: 20_000 });
    for (const name of ['About us', 'FAQs', 'Responsible gaming', 'Privacy policy', 'Terms & conditions'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await footer.getByRole('link', { name: 'Terms & conditions' }).click();
    await expect(page).toHaveURL(/\/term-condition$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & conditions' })).toBeVisible();
  });
});
