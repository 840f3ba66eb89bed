import { expect, test } from '@playwright/test';
import { apiLogin, seedSession, site } from './helpers';
import { call } from './account-security-support';
import { seriousViolations, sidewaysOverflow } from './templates-support';

/**
 * Issue 10: /profile, /edit-profile, /change-password and /security with demo1's real data on three templates
 * (casino1, slot3, sportsbook1) at 1280 and 375 px: the API's figures are drawn, no sideways scroll, no axe-core
 * violation of impact serious or critical; a guest gets the SPEC §2 redirect first. demo1 is only read.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel' });

const PAGES = [
  ['/profile', 'profile-last-sign-in'],
  ['/edit-profile', 'edit-profile-form'],
  ['/change-password', 'change-password-form'],
  ['/security', 'limits-table'],
] as const;

for (const code of ['casino1', 'slot3', 'sportsbook1']) {
  test(`${code}: the profile and security pages draw demo1's data without overflow or serious a11y violations at 1280 and 375 px`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    // SPEC §2: a guest is sent to /login, or home with the login modal on sportsbook1.
    await page.goto(site(code, '/security'));
    if (code === 'sportsbook1') {
      await expect(page).toHaveURL(site(code, '/'));
      await expect(page.locator('[role="dialog"][data-modal="login"]')).toBeVisible();
      await page.keyboard.press('Escape');
    } else await expect(page).toHaveURL(site(code, '/login'));
    // signed in from here on with an API session (the sign-in page has its own tests): seedSession writes it
    // into the tab before its next page load of the site
    const me = await apiLogin(request, code);
    await seedSession(page, code, me);
    const profile = (
      await call<{ full_name: string; contact_phone: string }>(request, '/api/account/profile', me)
    ).value;
    const problems: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, ready] of PAGES) {
        await page.goto(site(code, path));
        if (width === 1280) await expect(page.getByTestId('account-id')).toHaveText('demo1');
        await expect(page.getByTestId(ready)).toBeVisible();
        if (path === '/profile') {
          await expect(page.getByTestId('profile-name')).toHaveText(profile.full_name);
          await expect(page.getByTestId('profile-phone')).toHaveText(profile.contact_phone);
        }
        if (path === '/edit-profile')
          await expect(page.getByLabel('Full name')).toHaveValue(profile.full_name);
        if (path === '/security') await expect(page.getByTestId('sessions-table')).toBeVisible();
        if (path === '/security' && width === 375) {
          // a phone's card draws no label without a value: this device's session has no sign-out of its own
          const current = page
            .getByTestId('sessions-table')
            .locator('tbody tr')
            .filter({ has: page.locator('[data-current="true"]') });
          await expect(current.locator('td').first()).toBeVisible();
          await expect(current.locator('td[data-label="Sign out"]')).toBeHidden();
        }
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`${path}@${width}: ${overflow}px sideways scroll`);
        if (width === 1280) for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
        await testInfo.attach(`${code}${path.replace('/', '-')}-${width}.png`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
