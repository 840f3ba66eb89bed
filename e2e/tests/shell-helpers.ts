import { expect, type Page, type Route } from '@playwright/test';
import { DEMO, site, withoutInlinedStartup } from './helpers';

export { DEMO, site };

/** Signs demo1 in on `/login` of a site and waits until the header shows the account. */
export async function signIn(page: Page, sub: string | null = null) {
  await page.goto(site(sub, '/login'));
  await page.getByLabel('Username').fill(DEMO.account_id);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByTestId('account-id')).toHaveText(DEMO.account_id);
  // The /login guest guard sends the player home (no page asked for) once signed in.
  await expect(page).toHaveURL(site(sub, '/'));
}

/** Rewrites the real startup answer of the page's site before the shell reads it. */
export async function patchStartup(
  page: Page,
  patch: (value: Record<string, unknown> & { remotes: { name: string; routes: object[] }[] }) => void,
) {
  await withoutInlinedStartup(page);
  await page.route('**/api/startup', async (route: Route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { value: Parameters<typeof patch>[0] };
    patch(body.value);
    await route.fulfill({ response: res, json: body });
  });
}

/** Answers one API call with an envelope of our choosing. */
export async function answer(page: Page, path: string, envelope: object) {
  if (path === '/api/startup') await withoutInlinedStartup(page);
  await page.route(`**${path}`, (route) =>
    route.fulfill({ json: { statusDetail: '', value: null, ...envelope } }),
  );
}

/** The `site:user` persisted store (zustand persist), or null. */
export async function storedUser(page: Page): Promise<{ isAuthenticated?: boolean; token?: string } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('site:user');
    return raw ? (JSON.parse(raw) as { state: { isAuthenticated?: boolean; token?: string } }).state : null;
  });
}

/**
 * Records, in the page's own clock, when the app moved to `/` and when the first modal appeared, so a test can
 * check "redirect first, modal a second later" without racing the page load (install before page.goto).
 */
export async function recordRedirectAndModal(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __marks: { redirect?: number; modal?: number } };
    w.__marks = {};
    const mark = () => {
      if (location.pathname === '/' && w.__marks.redirect === undefined)
        w.__marks.redirect = performance.now();
    };
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        mark();
      };
    }
    new MutationObserver(() => {
      if (w.__marks.modal === undefined && document.querySelector('[role="dialog"][data-modal]'))
        w.__marks.modal = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  return async () =>
    page.evaluate(() => (window as unknown as { __marks: { redirect?: number; modal?: number } }).__marks);
}
