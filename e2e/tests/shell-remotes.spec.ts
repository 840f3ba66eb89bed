import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT, site } from './helpers';
import { signIn } from './shell-helpers';

// Remotes as data (issue 8 §6) and how the shell treats a remote an operator turned off (§9).

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { 'x-admin-token': 'dev-admin-token' };
const HELLO = path.join(ROOT, 'e2e/fixtures/remotes/hello');

async function operator(request: APIRequestContext, domain: string, name: string, action: string) {
  const res = await request.post(site(null, '/api/admin/sites/remote'), {
    headers: ADMIN,
    data: { domain_name: domain, name, action },
  });
  const body = (await res.json()) as { statusCode: number; statusDetail: string };
  expect(body.statusCode, body.statusDetail).toBe(1);
}

test.describe('remotes as data', () => {
  test('a remote that lives only in its own folder is built, published with the team CLI and serves its route on one site, 404 on another', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const run = (args: string[], cwd: string) => {
      const r = spawnSync(process.execPath, args, {
        cwd,
        encoding: 'utf8',
        env: {
          ...process.env,
          PORT: String(PORT),
          DATA_DIR: path.join(ROOT, `test-results/e2e-data-${PORT}`),
        },
      });
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      return r.stdout;
    };
    // always built: a dist left by an older checkout would publish that checkout's routes
    run([path.join(ROOT, 'scripts/rspack-build.mjs')], HELLO);
    // The same command a team runs in its folder (`npm run publish`): copy to /cdn, register over the admin API.
    const out = run(
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(ROOT, 'infra/src/cli/publish.ts'),
        '.',
        '--force',
      ],
      HELLO,
    );
    expect(out).toContain('published hello@1.0.0');
    await operator(request, 'slot7.localhost', 'hello', 'disable');
    try {
      const res = await page.goto(site(null, '/spin'));
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId('hello-remote')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Hello from Demo Casino' })).toBeVisible();
      // Inside the site's own layout: the header's account buttons are the shell's.
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

      const other = await page.goto(site('slot7', '/spin'));
      expect(other?.status()).toBe(404);
      await expect(page.getByTestId('error-message')).toHaveText('Page not found: /spin');
      await expect(page.getByTestId('hello-remote')).toHaveCount(0);
    } finally {
      await operator(request, 'localhost', 'hello', 'disable');
    }
  });
});

test.describe('a remote the operator disabled', () => {
  test('its slots are simply not rendered: no error box or Retry where the header balance was', async ({
    page,
    request,
  }) => {
    await operator(request, 'casino6.localhost', 'wallet', 'disable');
    try {
      await signIn(page, 'casino6');
      await expect(page.getByTestId('account-id')).toBeVisible();
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      // …and its pages are gone from this site.
      const res = await page.goto(site('casino6', '/deposit'));
      expect(res?.status()).toBe(404);
    } finally {
      await operator(request, 'casino6.localhost', 'wallet', 'enable');
    }
  });
});
