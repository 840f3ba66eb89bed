import { expect, test } from '@playwright/test';
import { site } from './shell-helpers';

test.describe('tracking and widgets (SPEC §2, §7)', () => {
  test('appsflyer_id in the query of any route is stored locally', async ({ page }) => {
    await page.goto(site(null, '/?appsflyer_id=AF-home-1'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('appsflyer_id'))).toBe('AF-home-1');
    await page.goto(site(null, '/no-such-page?appsflyer_id=AF-404-2'));
    await expect(page.getByTestId('error-message')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('appsflyer_id'))).toBe('AF-404-2');
  });

  test('the ad visit is sent when the stored appsflyer_id exists', async ({ page }) => {
    const visit = page.waitForRequest('**/api/settings/adsvisit');
    await page.goto(site(null, '/?appsflyer_id=AF-ads-3'));
    const body = (await visit).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ domain_name: 'localhost', appsflyer_id: 'AF-ads-3' });
  });

  test('the ad visit is sent when an ad cookie exists', async ({ page, context }) => {
    await context.addCookies([{ name: '_fbp', value: 'fb.1.123.456', url: site(null, '/') }]);
    const visit = page.waitForRequest('**/api/settings/adsvisit');
    await page.goto(site(null, '/'));
    expect((await visit).postDataJSON()).toMatchObject({ fbp: 'fb.1.123.456' });
  });

  test('no ad cookie and no stored appsflyer_id: no ad visit', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && calls.push(new URL(r.url()).pathname));
    await page.goto(site(null, '/'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => calls).toContain('/api/settings/get_analytics');
    expect(calls).not.toContain('/api/settings/adsvisit');
  });

  test('HEAD analytics scripts are injected into the head and run; BODY ones are added as noscript elements', async ({
    page,
  }) => {
    const cspErrors: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && cspErrors.push(m.text()),
    );
    await page.goto(site(null, '/'));
    await expect(page.locator('head script[data-site-analytics="HEAD"]')).toHaveCount(1);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { siteAnalytics?: unknown[] }).siteAnalytics?.length),
      )
      .toBe(1);
    await expect(page.locator('body noscript[data-site-analytics="BODY"]')).toHaveCount(1);
    expect(await page.locator('body noscript[data-site-analytics="BODY"]').innerHTML()).toContain(
      'pixel.svg',
    );
    expect(cspErrors).toEqual([]);
  });

  test('a site with a chat_id loads the live-chat script; the floating button appears once it is ready and maximizes it', async ({
    page,
  }) => {
    const script = page.waitForRequest('**/static/livechat-widget.js');
    await page.goto(site(null, '/'));
    await script;
    const button = page.getByTestId('livechat-button');
    await expect(button).toBeVisible();
    await expect(page.locator('#livechat-panel')).toHaveCount(0);
    await button.click();
    await expect(page.locator('#livechat-panel')).toBeVisible();
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 740 },
  ])
    test(`the live-chat button never covers the footer's 18+ badge at the end of the page (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(site(null, '/'));
      const button = page.getByTestId('livechat-button');
      await expect(button).toBeVisible();
      const badge = page.getByTestId('site-footer').getByText('18+', { exact: true });
      await expect(badge).toBeVisible();
      // Scroll to the very end (again while lazy sections still grow the page).
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight;
          }),
        )
        .toBe(true);
      const [a, b] = [await button.boundingBox(), await badge.boundingBox()];
      expect(a && b).toBeTruthy();
      const overlap =
        a!.x < b!.x + b!.width &&
        b!.x < a!.x + a!.width &&
        a!.y < b!.y + b!.height &&
        b!.y < a!.y + a!.height;
      expect(overlap, `button ${JSON.stringify(a)} badge ${JSON.stringify(b)}`).toBe(false);
    });

  test('a site without a chat_id loads no chat script and shows no chat button', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.url().includes('livechat') && scripts.push(r.url()));
    await page.goto(site('slot2', '/'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toBeVisible();
    expect(scripts).toEqual([]);
    await expect(page.getByTestId('livechat-button')).toHaveCount(0);
  });
});
