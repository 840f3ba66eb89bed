import { spawn, spawnSync } from 'node:child_process';
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
    test.setTimeout(300_000);
    // Every route of SPEC §2 is served by a shipped remote and a route has one owner, so the fixture claims /spin
    // on a server of its own that was started without the games remote (the suite's server is left alone).
    const port = PORT + 500;
    const dataDir = path.join(ROOT, `test-results/e2e-data-${port}`);
    const url = (sub: string | null, p: string) => `http://${sub ? `${sub}.` : ''}localhost:${port}${p}`;
    const server = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'e2e/server.ts')],
      {
        env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir, E2E_SKIP_REMOTES: 'games' },
        stdio: 'ignore',
      },
    );
    // always built: a dist left by an older checkout would publish that checkout's routes. The build needs no
    // server, so it runs while the server starts (both take seconds).
    const built = new Promise<string>((resolve) => {
      const b = spawn(process.execPath, [path.join(ROOT, 'scripts/rspack-build.mjs')], { cwd: HELLO });
      let out = '';
      b.stdout.on('data', (d: Buffer) => (out += d));
      b.stderr.on('data', (d: Buffer) => (out += d));
      b.on('close', (code) => resolve(`exit ${code}\n${out}`));
    });
    try {
      await expect
        .poll(async () => (await request.get(url(null, '/api/health')).catch(() => null))?.status() ?? 0, {
          timeout: 180_000,
          intervals: [500],
        })
        .toBe(200);
      const build = await built;
      expect(build.startsWith('exit 0\n'), build).toBe(true);
      const run = (args: string[], cwd: string) => {
        const r = spawnSync(process.execPath, args, {
          cwd,
          encoding: 'utf8',
          env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
        });
        expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
        return r.stdout;
      };
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
      const off = await request.post(url(null, '/api/admin/sites/remote'), {
        headers: ADMIN,
        data: { domain_name: 'slot7.localhost', name: 'hello', action: 'disable' },
      });
      expect(((await off.json()) as { statusCode: number }).statusCode).toBe(1);
      const res = await page.goto(url(null, '/spin'));
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId('hello-remote')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Hello from Demo Casino' })).toBeVisible();
      // Inside the site's own layout: the header's account buttons are the shell's.
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

      const other = await page.goto(url('slot7', '/spin'));
      expect(other?.status()).toBe(404);
      await expect(page.getByTestId('error-message')).toHaveText('Page not found: /spin');
      await expect(page.getByTestId('hello-remote')).toHaveCount(0);
    } finally {
      server.kill();
      await built; // no build left running past the test
    }
  });

  test('a build claiming a route another remote serves is refused, with the owner named', async () => {
    const r = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(ROOT, 'infra/src/cli/publish.ts'),
        '.',
        '--force',
      ],
      {
        cwd: HELLO,
        encoding: 'utf8',
        env: {
          ...process.env,
          PORT: String(PORT),
          DATA_DIR: path.join(ROOT, `test-results/e2e-data-${PORT}`),
        },
      },
    );
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain('route /spin is already served by games@');
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
