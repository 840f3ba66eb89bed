import { expect, test, type Page } from '@playwright/test';
import { site, watchErrors } from './helpers';
import { signIn } from './shell-helpers';

// Issue 9.11: style-src without 'unsafe-inline'. The page server puts a fresh nonce on the page's own <style>
// and in the site config; the shell gives it to the one Emotion cache, so every style element of host and
// remotes applies, and nothing else inline may.

/** Records CSP violations from the first script of the page on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('style-src allows the page nonce only; each page load gets a new one', async ({ request }) => {
  const policies = await Promise.all([1, 2].map(async () => (await request.get(site(null))).headers()));
  const nonces = policies.map((h) => {
    const styleSrc = /style-src ([^;]*)/.exec(h['content-security-policy'] ?? '')?.[1] ?? '';
    expect(styleSrc).not.toContain('unsafe-inline');
    return /'nonce-([^']+)'/.exec(styleSrc)?.[1];
  });
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
});

for (const sub of ['casino1', 'slot3', 'sportsbook1']) {
  test(`${sub}: the skin's styles apply with no CSP violation (home, sign-in modal)`, async ({ page }) => {
    const errors = watchErrors(page);
    const violations = await recordViolations(page);
    await page.goto(site(sub));
    const login = page.getByRole('button', { name: 'Log in' }).first();
    await expect(login).toBeVisible();
    // Emotion's style elements carry the nonce and their rules apply (a button is styled, not the UA default).
    const styled = await page.evaluate(() => {
      const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
      return { count: tags.length, allNonced: tags.every((s) => s.nonce !== '') };
    });
    expect(styled.count).toBeGreaterThan(0);
    expect(styled.allNonced).toBe(true);
    expect(await login.evaluate((b) => getComputedStyle(b).borderStyle)).not.toBe('outset');
    await login.click();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await violations()).toEqual([]);
    errors.expectNone();
  });
}

test('signed-in pages (account, deposit) load with no CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await signIn(page);
  await page.goto(site(null, '/deposit'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(site(null, '/account'));
  await expect(page.getByTestId('account-page')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a style element without the nonce does not apply (the policy really holds)', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(site(null));
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  // A style element without the nonce, as injected markup would add it, does not apply.
  const applied = await page.evaluate(async () => {
    const s = document.createElement('style');
    s.textContent = 'body { outline: 7px solid rgb(1, 2, 3) !important; }';
    document.head.appendChild(s);
    await new Promise((r) => requestAnimationFrame(r));
    return getComputedStyle(document.body).outlineColor;
  });
  expect(applied).not.toBe('rgb(1, 2, 3)');
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^style-src/));
});
