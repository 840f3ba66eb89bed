import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT } from './helpers';

// HTTPS with HTTP/2 when the server has a certificate (TLS_CERT_FILE, TLS_KEY_FILE; infra/src/http/listener.ts):
// a server of its own, started here with a certificate made here by openssl (no key in the repository).

const ROOT = path.resolve(import.meta.dirname, '../..');
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

test.describe('HTTP/2 with a certificate', () => {
  test.skip(!hasOpenssl, 'needs the openssl binary to make a certificate');

  test('Chromium loads a site over HTTPS with every request on h2, and the page renders', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const port = PORT + 600;
    const dataDir = path.join(ROOT, `test-results/e2e-data-${port}`);
    const certDir = path.join(ROOT, `test-results/tls-${port}`);
    mkdirSync(certDir, { recursive: true });
    const cert = path.join(certDir, 'cert.pem');
    const key = path.join(certDir, 'key.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost'],
        ...['-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    const server = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'e2e/server.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          E2E_CONSOLE_PORT: String(port + 200),
          E2E_DATA_DIR: dataDir,
          TLS_CERT_FILE: cert,
          TLS_KEY_FILE: key,
        },
        stdio: 'ignore',
      },
    );
    const base = (sub: string | null) => `https://${sub ? `${sub}.` : ''}localhost:${port}`;
    try {
      // Playwright's request client speaks HTTP/1.1: the same port answers it (allowHTTP1)
      await expect
        .poll(
          async () =>
            (
              await request.get(`${base(null)}/api/health`, { ignoreHTTPSErrors: true }).catch(() => null)
            )?.status() ?? 0,
          { timeout: 180_000, intervals: [500] },
        )
        .toBe(200);
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const res = await page.goto(`${base(null)}/`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // the site's template layout, its language switcher and its header's buttons: host and remotes ran
      await expect(page.locator('[data-shell-layout]')).toBeVisible();
      await expect(page.getByTestId('language-switcher')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      const protocols = await page.evaluate(() => ({
        navigation: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.name.startsWith(location.origin))
          .map((r) => `${r.nextHopProtocol} ${new URL(r.name).pathname}`),
      }));
      expect(protocols.navigation).toBe('h2');
      // the host's chunks, the remotes' manifests and chunks under /cdn, the API: all on the one h2 connection
      expect(protocols.resources.some((r) => r.includes(' /cdn/'))).toBe(true);
      expect(protocols.resources.filter((r) => !r.startsWith('h2 '))).toEqual([]);

      // the sportsbook's live feed (Server-Sent Events) is one more stream of that connection
      await page.goto(`${base('sportsbook1')}/`);
      await expect(page.locator('[data-shell-layout]')).toBeVisible();
      const first = await page.evaluate(
        () =>
          new Promise<string>((resolve, reject) => {
            const source = new EventSource('/api/sportsbook/stream');
            source.onopen = () => {
              source.close();
              resolve('open');
            };
            source.onerror = () => reject(new Error('the stream failed'));
          }),
      );
      expect(first).toBe('open');
      expect(
        await page.evaluate(
          () =>
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
        ),
      ).toBe('h2');
      await context.close();
    } finally {
      server.kill();
    }
  });
});
