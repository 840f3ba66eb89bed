import { expect, test } from '@playwright/test';
import { site } from './shell-helpers';

const YEAR_S = 365 * 24 * 60 * 60;

test.describe('language (SPEC §1, §4, §7, §9)', () => {
  test('EN is the default; switching to CN changes the text without a reload and sets the language cookie (365 days, /, Lax, not Secure unless configured)', async ({
    page,
    context,
  }) => {
    await page.goto(site(null, '/'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(1);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_lang');
    expect(cookie).toMatchObject({ value: 'CN', path: '/', sameSite: 'Lax', secure: false });
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / (24 * 60 * 60);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    await page.getByTestId('language-switcher').selectOption('PHP');
    await expect(page.getByRole('button', { name: 'Mag-log in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mag-log in' })).toBeVisible();
  });

  test('the five shell groups load lazily, only for the chosen language (the page’s own come in the page)', async ({
    page,
  }) => {
    const bundles: string[] = [];
    page.on('request', (r) => {
      const m = /\/i18n-(EN|PHP|CN)-(\w+)-ts\./.exec(r.url());
      if (m) bundles.push(`${m[1]}/${m[2]}`);
    });
    await page.goto(site(null, '/'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // issue 16.5: the page carries EN's five groups (critical-path.spec.ts): none is asked for
    expect(bundles).toEqual([]);
    await page.getByTestId('language-switcher').selectOption('CN');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    expect(bundles.filter((b) => b.startsWith('CN/')).sort()).toEqual([
      'CN/errors',
      'CN/extra',
      'CN/messages',
      'CN/ui',
      'CN/validation',
    ]);
    expect(bundles.some((b) => b.startsWith('PHP/'))).toBe(false);
  });

  for (const lng of ['MMK', 'MNT', 'IDR']) {
    test(`${lng} has no message files and falls back to EN`, async ({ page, context }) => {
      await context.addCookies([{ name: 'i18n_lang', value: lng, url: site(null, '/') }]);
      await page.goto(site(null, '/'));
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    });
  }

  test('the viewport cookie lasts 365 days, SameSite=Strict, Secure', async ({ page, context }) => {
    await page.goto(site(null, '/'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'viewport')).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'viewport');
    expect(cookie).toMatchObject({ value: 'desktop', path: '/', sameSite: 'Strict', secure: true });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_S - 86_400);
  });
});
