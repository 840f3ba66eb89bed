import { expect, test, type Locator, type Page } from '@playwright/test';
import { hslToRgb, parseColor, themeFor, type ThemeCode } from '@site/shared';
import { answer, patchStartup, site } from './shell-helpers';
import { withoutInlinedStartup } from './helpers';

test.describe('startup (SPEC §4)', () => {
  test('success without maintenance sets content, site and language and hides the preloader', async ({
    page,
  }) => {
    await page.goto(site(null, '/'));
    await expect(page.locator('#preloader')).toHaveCount(0);
    await expect(page.locator('[data-shell-layout]')).toHaveAttribute('data-shell-layout', 'template1');
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('maintenance shows only the maintenance layout, with its dates in the player language (dayjs, EN→en, CN→zh)', async ({
    page,
    context,
  }) => {
    await page.goto(site('maintenance', '/'));
    await expect(page.locator('[data-layout="maintenance"]')).toBeVisible();
    await expect(page.getByTestId('maintenance-window')).toContainText(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    await expect(page.locator('#preloader')).toHaveCount(0);
    await context.addCookies([{ name: 'i18n_lang', value: 'CN', url: site('maintenance', '/') }]);
    await page.reload();
    await expect(page.getByTestId('maintenance-window')).toContainText(/[一二三四五六七八九十]+月/);
  });

  test('the maintenance screen’s code comes only with maintenance; if it cannot, the screen still says maintenance', async ({
    page,
  }) => {
    const maintenanceChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/maintenance\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) maintenanceChunks.push(r.url());
    });
    // an open site: its pages never fetch the screen (nor the date library it carries)
    await page.goto(site('casino1', '/'));
    await expect(page.locator('[data-game]').first()).toBeVisible();
    expect(maintenanceChunks).toEqual([]);

    // the site in maintenance with the screen's file unreachable: its title, without the window's dates
    await page.route(/\/maintenance\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto(site('maintenance', '/'));
    await expect(page.locator('[data-layout="maintenance"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByTestId('maintenance-window')).toHaveCount(0);
    expect(maintenanceChunks.length).toBeGreaterThan(0);
  });

  test("an invalid theme code resets state and shows 'Invalid theme code'", async ({ page }) => {
    await page.goto(site('badtheme', '/'));
    await expect(page.getByTestId('startup-message')).toHaveText('Invalid theme code');
    await expect(page.locator('[data-shell-layout]')).toHaveCount(0);
  });

  test("an invalid theme colour resets state and shows 'Invalid theme color'", async ({ page }) => {
    await patchStartup(page, (v) => {
      (v.site as { theme_color: string }).theme_color = 'no-such-colour';
    });
    await page.goto(site(null, '/'));
    await expect(page.getByTestId('startup-message')).toHaveText('Invalid theme color');
  });

  test("a failed startup answer resets state and shows the server's message", async ({ page }) => {
    await answer(page, '/api/startup', { statusCode: 0, statusMessage: 'Site suspended by the operator' });
    await page.goto(site(null, '/'));
    await expect(page.getByTestId('startup-message')).toHaveText('Site suspended by the operator');
    await expect(page.locator('#preloader')).toHaveCount(0);
  });

  test('a startup that cannot reach the server shows the internalServerError message', async ({ page }) => {
    await withoutInlinedStartup(page);
    await page.route('**/api/startup', (route) => route.abort());
    await page.goto(site(null, '/'));
    await expect(page.getByTestId('startup-message')).toHaveText(
      'The server could not complete the request.',
    );
  });

  test('a throw during startup (a malformed remotes list) ends on the error screen with Retry, not a blank page', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await patchStartup(page, (v) => {
      v.remotes = [{ name: 'wallet' } as never];
    });
    await page.goto(site(null, '/'));
    await expect(page.getByTestId('startup-message')).toHaveText(
      'The server could not complete the request.',
    );
    await expect(page.getByTestId('brand-name')).toHaveText(/demo casino/i);
    await expect(page.locator('#preloader')).toHaveCount(0);
    expect(errors).toEqual([]);
    // Retry starts the site again: with a good answer it comes up.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-shell-layout]')).toHaveAttribute('data-shell-layout', 'template1');
  });

  /** The Retry button and the card are drawn in the theme's tokens: same primary colour, not the browser's. */
  async function expectThemed(page: Page, card: Locator) {
    const [cardStyle, pageBg] = await Promise.all([
      card.evaluate((el) => {
        const s = getComputedStyle(el);
        return { bg: s.backgroundColor, top: s.borderTopColor, radius: s.borderTopLeftRadius };
      }),
      page.evaluate(() => getComputedStyle(document.querySelector('main') as Element).backgroundColor),
    ]);
    expect(cardStyle.bg).not.toBe(pageBg);
    expect(cardStyle.bg).not.toBe('rgba(0, 0, 0, 0)');
    return cardStyle;
  }

  test("the invalid-theme screen is the operator's: site name, a themed card and a themed Retry button", async ({
    page,
  }) => {
    await page.goto(site('badtheme', '/'));
    await expect(page.getByTestId('startup-message')).toHaveText('Invalid theme code');
    await expect(page.getByTestId('brand-name')).toHaveText(/broken theme/i);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    const card = page.getByTestId('brand-name').locator('..');
    const { top } = await expectThemed(page, card);
    // The button is filled with the theme's primary colour (the card's top rule), not the browser's grey.
    await expect(retry).toHaveCSS('background-color', top);
    await expect(retry).not.toHaveCSS('border-radius', '0px');
  });

  test("the maintenance screen is the operator's: site name and a card in the site's own theme", async ({
    page,
  }) => {
    await page.goto(site('maintenance', '/'));
    await expect(page.getByTestId('brand-name')).toHaveText(/sleeping giant/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectThemed(page, page.getByTestId('brand-name').locator('..'));
  });
});

test.describe('the first paint, before any script has run (issue 16)', () => {
  test.use({ javaScriptEnabled: false });

  test("the page's own preloader shows the site's name in its theme's colours", async ({ page }) => {
    const res = await page.goto(site('slot2', '/'));
    const html = (await res?.text()) ?? '';
    const inlined = /<script id="startup-answer" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    const s =
      (JSON.parse(inlined ?? '{}') as { value?: { site?: Record<string, string> } }).value?.site ?? {};
    const palette = themeFor(s.theme_code as ThemeCode, s.theme_color ?? '').palette;
    const preloader = page.locator('#preloader');
    await expect(preloader.locator('.site-name')).toHaveText(s.site_name ?? 'missing');
    await expect(preloader).toHaveCSS('color', rgb(palette.text));
    await expect(preloader.locator('.dot')).toHaveCSS('border-top-color', rgb(palette.primary));
  });
});

/** The rgb() a browser computes for a palette colour (`hsl(h s% l%)` or `#rrggbb`). */
function rgb(color: string): string {
  const [r, g, b] = hslToRgb(parseColor(color));
  return `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
}
