import { expect, test } from '@playwright/test';
import { apiLogin, seedSession, site } from './helpers';
import { seriousViolations, sidewaysOverflow } from './templates-support';

/**
 * Issue 10 part B: /inbox, /vip, /mission and /referral with demo1's real data on three templates (casino1 Royal,
 * slot3, sportsbook1 Kickoff) at 1280 and 375 px: the page's data is drawn, no sideways scroll, no axe-core
 * violation of impact serious or critical. demo1 is only read (nothing is opened or claimed).
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel' });

const PAGES = [
  ['/inbox', 'inbox-list'],
  ['/vip', 'vip-ladder'],
  ['/mission', 'missions-daily'],
  ['/referral', 'referral-qr'],
] as const;

for (const code of ['casino1', 'slot3', 'sportsbook1']) {
  test(`${code}: the four account pages draw demo1's data without overflow or serious a11y violations at 1280 and 375 px`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    // signed in with an API session of demo1 (the sign-in page has its own tests)
    await seedSession(page, code, await apiLogin(request, code));
    const problems: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, ready] of PAGES) {
        await page.goto(site(code, path));
        if (width === 1280) await expect(page.getByTestId('account-id')).toHaveText('demo1');
        await expect(page.getByTestId(ready)).toBeVisible();
        if (path === '/inbox') await expect(page.getByTestId('inbox-badge')).toBeAttached();
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`${path}@${width}: ${overflow}px sideways scroll`);
        for (const v of await seriousViolations(page)) problems.push(`${path}@${width}: ${v}`);
        await testInfo.attach(`${code}${path.replace('/', '-')}-${width}.png`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
