import { expect, test } from '@playwright/test';
import { site } from './shell-helpers';

test.describe('SEO (SPEC §3, §9)', () => {
  test('the HTML the server sends for a route already carries its title `page | site` and SEO tags', async ({
    request,
  }) => {
    const html = await (await request.get(site(null, '/login'))).text();
    expect(html).toContain('<title>Login | Demo Casino</title>');
    for (const tag of ['description', 'keywords', 'author', 'publisher', 'language'])
      expect(html).toMatch(new RegExp(`<meta name="${tag}" content="[^"]+"`));
    // The canonical keeps the page's own origin, port included (the record stores the path).
    expect(html).toContain(`<link rel="canonical" href="${new URL(site(null, '/login')).href}" />`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  });

  test('the tab title reads in the site’s local language for its readers: the page’s local name, from the first byte and after a switch', async ({
    page,
    request,
  }) => {
    // the server's page, by the language cookie: Filipino on this Philippine site, English for a Chinese reader
    const sent = async (lang: string) =>
      (await request.get(site(null, '/promotions'), { headers: { cookie: `i18n_lang=${lang}` } })).text();
    expect(await sent('PHP')).toContain('<title>Mga promosyon | Demo Casino</title>');
    expect(await sent('CN')).toContain('<title>Promotions | Demo Casino</title>');
    // a header language switch writes the title again
    await page.goto(site(null, '/promotions'));
    await expect(page).toHaveTitle('Promotions | Demo Casino');
    await page.getByTestId('language-switcher').first().selectOption('PHP');
    await expect(page).toHaveTitle('Mga promosyon | Demo Casino');
    await page.getByTestId('language-switcher').first().selectOption('CN');
    await expect(page).toHaveTitle('Promotions | Demo Casino');
  });

  test('the demo pages are named as words, not as their paths ("FAQs", "Terms and conditions", not "Faqs")', async ({
    page,
  }) => {
    await page.goto(site(null, '/faqs'));
    await expect(page).toHaveTitle('FAQs | Demo Casino');
    await page.goto(site(null, '/term-condition'));
    await expect(page).toHaveTitle('Terms and conditions | Demo Casino');
  });

  test('navigating in the page updates the title with the | separator and the SEO tags from /api/seo', async ({
    page,
  }) => {
    await page.goto(site(null, '/'));
    await expect(page).toHaveTitle('Home | Demo Casino');
    await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
    const seo = page.waitForRequest(
      (r) => r.url().endsWith('/api/seo') && r.postDataJSON().page_name === 'login',
    );
    await page.getByRole('button', { name: 'Log in' }).click();
    await seo;
    await expect(page).toHaveTitle('Login | Demo Casino');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(site(null, '/login')).href,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Login/i);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(1);
  });

  test('titles on another site carry that site name after the | separator', async ({ page }) => {
    await page.goto(site('slot2', '/'));
    await expect(page).toHaveTitle(/^Home \| .+/);
  });
});
