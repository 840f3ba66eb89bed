import { expect, test } from '@playwright/test';
import { site } from './helpers';

// Foundation issue, point 6: the infra server.

test('pages carry the security headers: CSP with self script sources, object-src none, base-uri, frame-ancestors, nosniff, Referrer-Policy', async ({
  request,
}) => {
  const res = await request.get(site(null));
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain('frame-ancestors');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBeTruthy();
});

test('remote builds under /cdn are CORS-readable; hashed chunks cached as immutable', async ({ request }) => {
  const startup = (await (
    await request.post(site(null, '/api/startup'), { data: { domain_name: 'localhost' } })
  ).json()) as { value: { remotes: { entry: string }[] } };
  const entry = startup.value.remotes[0]?.entry ?? '';
  const res = await request.get(entry, { headers: { origin: 'http://example.test' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  // the manifest's fixed name is immutable in production only: this (development) server re-publishes a rebuilt
  // remote under the same version (infra/src/http/cache.ts)
  expect(res.headers()['cache-control']).toBe('no-cache');
  const chunk = /"([^"]+\.[0-9a-f]{8}\.js)"/.exec(await res.text())?.[1] ?? '';
  const js = await request.get(new URL(chunk, entry).toString(), {
    headers: { origin: 'http://example.test' },
  });
  expect(js.status()).toBe(200);
  expect(js.headers()['access-control-allow-origin']).toBe('*');
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('every route of the spec that a remote serves answers 200 with the host page; unknown paths 404', async ({
  request,
}) => {
  expect((await request.get(site(null, '/'))).status()).toBe(200);
  expect((await request.get(site(null, '/login'))).status()).toBe(200);
  expect((await request.get(site(null, '/definitely-not-a-route'))).status()).toBe(404);
  expect((await request.get(site(null, '/cdn/wallet/9.9.9/remoteEntry.js'))).status()).toBe(404);
  expect((await request.get(site(null, '/cdn/..%2f..%2fpackage.json'))).status()).toBe(404);
});

test('startup for slot2.localhost returns the site with theme_code slot2', async ({ request }) => {
  const body = (await (
    await request.post(site(null, '/api/startup'), { data: { domain_name: 'slot2.localhost' } })
  ).json()) as { value: { site: { theme_code: string } } };
  expect(body.value.site.theme_code).toBe('slot2');
});
