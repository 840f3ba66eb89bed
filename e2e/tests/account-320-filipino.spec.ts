import { expect, test, type Page } from '@playwright/test';
import { newPlayer, seedSession, site } from './helpers';
import { sidewaysOverflow } from './templates-support';

/**
 * Every account page (remotes/account routes) at 320 × 640 px in Filipino (the longest words of the three
 * languages) on casino1 (Royal) and slot7 (Pixel): nothing scrolls sideways and no element reaches past the
 * screen's edges. Signed-in pages use a new player of the test's own.
 */
test.use({ reducedMotion: 'reduce', viewport: { width: 320, height: 640 } });
test.describe.configure({ mode: 'parallel' });

/** Each route and what shows once its data is drawn. */
const GUEST: readonly [string, string][] = [
  ['/login', 'main h1'],
  ['/register', '[data-testid="register-form"]'],
  ['/forgot-password', 'main form'],
];
const SIGNED: readonly [string, string][] = [
  ['/account', '[data-testid="account-links"]'],
  ['/profile', '[data-testid="profile-page"] dl'],
  ['/edit-profile', '[data-testid="edit-profile-form"]'],
  ['/change-password', '[data-testid="change-password-form"]'],
  ['/security', '[data-testid="session-device"]'],
  ['/inbox', 'main h1'],
  ['/mission', '[data-testid="missions-daily"]'],
  ['/referral', '[data-testid="referral-qr"]'],
  ['/vip', '[data-testid="vip-ladder"]'],
];

/** Elements (deepest ones) that reach past either edge of the screen, as "tag text" lines. */
function pastTheEdges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const out = (el: Element) => {
      const b = el.getBoundingClientRect();
      return b.width > 0 && (b.right > w + 0.5 || b.left < -0.5);
    };
    return Array.from(document.querySelectorAll('main *'))
      .filter((el) => out(el) && !Array.from(el.children).some(out))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

async function checkPages(page: Page, sub: string, pages: readonly [string, string][]): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, ready] of pages) {
    await page.goto(site(sub, path));
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await page.waitForLoadState('networkidle');
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${sub}${path}: ${overflow}px sideways scroll`);
    for (const el of await pastTheEdges(page)) problems.push(`${sub}${path}: past the edge: ${el}`);
  }
  return problems;
}

for (const sub of ['casino1', 'slot7']) {
  test.describe(`${sub} at 320 px in Filipino`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'i18n_lang', value: 'PHP', url: site(sub, '/') }]);
    });

    test('sign-in, sign-up and password reset pages do not scroll sideways', async ({ page }) => {
      const problems = await checkPages(page, sub, GUEST);
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test('account, profile, edit profile and change password do not scroll sideways', async ({
      page,
      request,
    }) => {
      await seedSession(page, sub, await newPlayer(request, sub));
      const problems = await checkPages(page, sub, SIGNED.slice(0, 4));
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test('security and responsible gaming, inbox, missions, referral and VIP do not scroll sideways', async ({
      page,
      request,
    }) => {
      await seedSession(page, sub, await newPlayer(request, sub));
      const problems = await checkPages(page, sub, SIGNED.slice(4));
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}
