import { expect, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 8099);
/** URL of a seeded site: `site('slot2', '/login')` → http://slot2.localhost:PORT/login */
export function site(sub: string | null, path = '/'): string {
  return `http://${sub ? `${sub}.` : ''}localhost:${PORT}${path}`;
}

/** Collects console errors and uncaught page errors; `expectNone()` fails the test if any were seen. */
export function watchErrors(page: Page, ignore: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignore.some((r) => r.test(m.text()))) errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return {
    errors,
    expectNone: () => expect(errors, errors.join('\n')).toEqual([]),
  };
}

export const DEMO = { account_id: 'demo1', password: 'Demo#2026' };

export async function signInOnPage(page: Page) {
  await page.getByLabel('Username').fill(DEMO.account_id);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
}
