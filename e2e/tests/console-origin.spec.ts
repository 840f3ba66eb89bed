import { expect, test, type Request } from '@playwright/test';
import {
  CONSOLE_COOKIE,
  CONSOLE_DIRECT,
  CONSOLE_PORT,
  CONSOLE_URL,
  consoleCall,
  newStaff,
  signInPage,
} from './console-support';
import { PORT, site } from './helpers';

// No console cookie or page is reachable from the player origin (issue 17 must-show): the console lives on a
// host of its own (console.localhost:<console port>); the player server serves no /console path; a player page
// can neither read the console's cookie nor read an answer of its API; a change sent from there is refused.

test.describe('operator console origin', () => {
  test('the player server answers 404 for /console/ and /console/api/me', async ({ request }) => {
    for (const path of ['/console/', '/console', '/console/api/me', '/console/api/sign-in']) {
      const res = await request.get(site(null, path), { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).not.toContain('Operator console');
    }
    const post = await request.post(site(null, '/console/api/sign-in'), {
      data: { email: 'owner0@e2e.test', password: 'x' },
    });
    expect(post.status()).toBe(404);
  });

  test('the console cookie is HttpOnly, Secure, SameSite=Strict and only for the console host', async ({
    page,
  }) => {
    const staff = await newStaff(null, 'support', { name: 'Sam Support' });
    // the Set-Cookie the server sends: no Domain (host-only), the __Host- prefix's rules
    const signIn = await fetch(`${CONSOLE_DIRECT}/console/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    const setCookie = signIn.headers.getSetCookie().find((c) => c.startsWith(`${CONSOLE_COOKIE}=`)) ?? '';
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).not.toMatch(/Domain=/i);

    await signInPage(page, staff);
    await page.goto(CONSOLE_URL);
    await expect(page.getByTestId('staff-identity')).toContainText('Sam Support');
    const cookies = await page.context().cookies();
    const ours = cookies.filter((c) => c.name === CONSOLE_COOKIE);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      domain: 'console.localhost',
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    // the page itself cannot read it (HttpOnly)
    expect(await page.evaluate(() => document.cookie)).not.toContain(CONSOLE_COOKIE);
    // no other host gets it
    expect(await page.context().cookies(site('casino1'))).not.toContainEqual(
      expect.objectContaining({ name: CONSOLE_COOKIE }),
    );
    expect(await page.context().cookies(`http://localhost:${PORT}/`)).not.toContainEqual(
      expect.objectContaining({ name: CONSOLE_COOKIE }),
    );
  });

  test('a player page cannot read the console cookie or a credentialed answer of the console API', async ({
    page,
  }) => {
    const staff = await newStaff(null, 'owner', { name: 'Olga Owner' });
    await signInPage(page, staff);
    // the requests are kept as they start and their headers read once the page has loaded (reading them in the
    // event could outlive the test for a request the page starts at its very end)
    const playerRequests: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'casino1.localhost') playerRequests.push(r);
    });
    await page.goto(site('casino1'));
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await page.evaluate(() => document.cookie)).not.toContain(CONSOLE_COOKIE);
    expect(playerRequests.length).toBeGreaterThan(0);
    const sent = await Promise.all(playerRequests.map(async (r) => (await r.allHeaders()).cookie ?? ''));
    for (const c of sent) expect(c).not.toContain(CONSOLE_COOKIE);

    // a credentialed read of the console API from the player origin: no CORS, so the answer stays unreadable
    const read = await page.evaluate(async (url) => {
      try {
        const r = await fetch(url, { credentials: 'include' });
        return `read ${r.status}: ${await r.text()}`;
      } catch (e) {
        return `blocked: ${String(e)}`;
      }
    }, `${CONSOLE_URL}/console/api/me`);
    expect(read).toMatch(/^blocked/);
    expect(read).not.toContain(staff.email);

    // a change sent from there (a "simple" request needs no preflight) is refused and changes nothing
    await page.evaluate(async (url) => {
      await fetch(url, {
        method: 'POST',
        mode: 'no-cors',
        credentials: 'include',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      }).catch(() => undefined);
    }, `${CONSOLE_URL}/console/api/sign-out`);
    expect((await consoleCall(staff, 'GET', '/me')).status).toBe(200);

    // the console API sends no CORS header, even to a named origin, and a preflight finds nothing
    const asPlayer = await fetch(`${CONSOLE_DIRECT}/console/api/me`, {
      headers: { origin: site('casino1').replace(/\/$/, ''), cookie: `${CONSOLE_COOKIE}=${staff.cookie}` },
    });
    expect(asPlayer.headers.get('access-control-allow-origin')).toBeNull();
    expect(asPlayer.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${CONSOLE_DIRECT}/console/api/staff`, {
      method: 'OPTIONS',
      headers: {
        origin: site('casino1').replace(/\/$/, ''),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-csrf-token, content-type',
      },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const foreign = await fetch(`${CONSOLE_DIRECT}/console/api/sign-out`, {
      method: 'POST',
      headers: {
        origin: site('casino1').replace(/\/$/, ''),
        cookie: `${CONSOLE_COOKIE}=${staff.cookie}`,
        'x-csrf-token': staff.csrf,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'foreignOrigin' });
  });

  test('the console page has a strict CSP: scripts from itself only, styles by nonce, never framed', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(CONSOLE_URL);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|nonce-)/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res?.headers()['cache-control']).toBe('no-store');
    // the app's styles apply under that policy (Emotion's style elements carry the nonce)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const styled = await page.evaluate(() => {
      const el = document.querySelector('style[data-emotion]');
      return el instanceof HTMLStyleElement && el.nonce !== '' && el.sheet !== null;
    });
    expect(styled).toBe(true);
    expect(violations).toEqual([]);
    // a hashed asset is cached for a year; the console listener is not the player server
    const script = await page.evaluate(
      () => document.querySelector('script[src]')?.getAttribute('src') ?? '',
    );
    const asset = await fetch(`${CONSOLE_DIRECT}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(CONSOLE_PORT).not.toBe(PORT);
  });
});
