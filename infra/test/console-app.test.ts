import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/index';
import { buildConsole } from '../src/console/server';

/**
 * The console listener serves the web app (docs/console.md "Building and serving it"): index.html with a fresh
 * CSP nonce for every non-API path, hashed files cached for a year, a plain 404 for a missing file, the API's
 * JSON 404 below /console/api, and a clear 503 without a build.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
const dist = path.join(dir, 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><script defer src="/main.1a2b3c4d.js"></script>',
);
writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
const noDb = {} as Db;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('console web app serving', () => {
  it('answers index.html with a fresh nonce for / and every app path', async () => {
    const app = await buildConsole(noDb, loadConfig({}), [], { dist });
    const nonces = new Set<string>();
    for (const url of ['/', '/money', '/staff/12', '/releases/sites/slot2.localhost?x=1']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-store');
      const nonce = /nonce="([^"]+)"/.exec(r.body)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
    await app.close();
  });

  it('serves hashed files for a year (compressed), a missing file as a plain 404, the API as JSON', async () => {
    const app = await buildConsole(noDb, loadConfig({}), [], { dist });
    const js = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBe('br');
    const missing = await app.inject({ url: '/main.ffffffff.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    const index = await app.inject({ url: '/index.html' });
    expect(index.statusCode).toBe(404);
    const escape = await app.inject({ url: '/..%2f..%2fpackage.json' });
    expect(escape.statusCode).toBe(404);
    const api = await app.inject({ url: '/console/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'notFound', detail: '' });
    await app.close();
  });

  it('says how to build the app when it is not built', async () => {
    const app = await buildConsole(noDb, loadConfig({}), [], { dist: path.join(dir, 'absent') });
    const r = await app.inject({ url: '/' });
    expect(r.statusCode).toBe(503);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toContain('npm run build:console');
    await app.close();
  });
});
