import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnCacheControl } from '../src/http/cache';
import { testApi, type TestApi } from './helpers';

/**
 * Cache-Control per kind of file (issue 16.5; the table in docs/performance.md): a host build and a published
 * remote made here, so the names are known.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const dir = mkdtempSync(path.join(tmpdir(), 'site-cache-'));
const hostDist = path.join(dir, 'host');
const dataDir = path.join(dir, 'data');
const big = `export const x = ${JSON.stringify('x'.repeat(4_000))};\n`;
const files: Record<string, string> = {
  [`${hostDist}/index.html`]:
    '<!doctype html><html><head><title>Player site</title>\n    <!--seo--></head><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>',
  [`${hostDist}/main.1a2b3c4d.js`]: big,
  [`${hostDist}/mf-manifest.json`]: '{"id":"host"}',
  [`${hostDist}/builds/latest.json`]: '{"id":"b1"}',
  [`${hostDist}/fonts/inter.0badc0de.woff2`]: 'font',
  [`${dataDir}/cdn/games/1.0.0/mf-manifest.json`]: '{"id":"games"}',
  [`${dataDir}/cdn/games/1.0.0/remoteEntry.js`]: big,
  [`${dataDir}/cdn/games/1.0.0/integrity.json`]: '{}',
  [`${dataDir}/cdn/games/1.0.0/1303.14eb7b55.js`]: big,
  [`${dataDir}/cdn/games/notes.json`]: '{}',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

let t: TestApi;
beforeAll(async () => {
  t = await testApi({ hostDist });
  // the remote builds' folder is read per request (the database stays in memory)
  t.platform.config.dataDir = dataDir;
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.platform.app.inject({ method: 'GET', url, headers });
const cacheOf = async (url: string) => (await get(url)).headers['cache-control'];

describe('Cache-Control per kind of file', () => {
  it('the HTML page: private, revalidated every time (startup answer, bucket cookie and CSP nonce in it)', async () => {
    const home = await get('/');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(await cacheOf('/no-such-page')).toBe('private, no-cache');
    // /index.html is the home page's address, never the page's template: sent to / (its query kept), so the
    // page's router reads a route of the site
    const index = await get('/index.html');
    expect(index.statusCode).toBe(301);
    expect(index.headers.location).toBe('/');
    expect(index.body).not.toContain('<!--seo-->');
    expect((await get('/index.html?lang=CN')).headers.location).toBe('/?lang=CN');
  });

  it('an address that is not valid percent-encoding: a short answer of its own, not the framework error', async () => {
    for (const url of ['/%', '/%E0%A4%A']) {
      const bad = await get(url);
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(bad.body).toBe('Bad request: this address is not valid.');
    }
    const api = await t.platform.app.inject({ method: 'POST', url: '/api/%', payload: {} });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ statusMessage: 'invalidInput' });
    expect(api.body).not.toContain('FST_');
  });

  it('host files: hashed chunks and fonts for a year; fixed names revalidated, with a 304 when unchanged', async () => {
    expect(await cacheOf('/main.1a2b3c4d.js')).toBe(IMMUTABLE);
    expect(await cacheOf('/fonts/inter.0badc0de.woff2')).toBe(IMMUTABLE);
    expect(await cacheOf('/mf-manifest.json')).toBe('no-cache');
    const latest = await get('/builds/latest.json');
    expect(latest.headers['cache-control']).toBe('no-cache');
    const modified = String(latest.headers['last-modified']);
    expect(modified).toMatch(/GMT$/);
    const again = await get('/builds/latest.json', { 'if-modified-since': modified });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      (await get('/builds/latest.json', { 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).statusCode,
    ).toBe(200);
    // a compressible file varies by Accept-Encoding whichever encoding was sent
    expect((await get('/main.1a2b3c4d.js')).headers.vary).toBe('accept-encoding');
    expect((await get('/main.1a2b3c4d.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe(
      'br',
    );
    // a missing file is not remembered
    const missing = await get('/main.00000000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('remote builds under /cdn/<remote>/<version>/: hashed chunks always immutable, fixed names in production', async () => {
    const fixed = ['mf-manifest.json', 'remoteEntry.js', 'integrity.json'];
    expect(await cacheOf('/cdn/games/1.0.0/1303.14eb7b55.js')).toBe(IMMUTABLE);
    // outside production npm start re-publishes a rebuilt remote under the same version: revalidated
    for (const f of fixed) expect(await cacheOf(`/cdn/games/1.0.0/${f}`)).toBe('no-cache');
    t.platform.config.production = true;
    try {
      for (const f of fixed) expect(await cacheOf(`/cdn/games/1.0.0/${f}`)).toBe(IMMUTABLE);
      expect(await cacheOf('/cdn/games/1.0.0/1303.14eb7b55.js')).toBe(IMMUTABLE);
      // not inside a version folder
      expect(await cacheOf('/cdn/games/notes.json')).toBe('no-cache');
    } finally {
      t.platform.config.production = false;
    }
    const missing = await get('/cdn/games/1.0.1/remoteEntry.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect(cdnCacheControl('games/1.0.0-beta.1/remoteEntry.js', true)).toBe(IMMUTABLE);
    expect(cdnCacheControl('games/latest/remoteEntry.js', true)).toBe('no-cache');
  });

  it('static operator files, art and the web app manifest: an hour or a day', async () => {
    expect(await cacheOf('/static/livechat-widget.js')).toBe('public, max-age=3600');
    expect(await cacheOf('/static/pixel.svg')).toBe('public, max-age=3600');
    expect(await cacheOf('/static/og/home.svg')).toBe('public, max-age=86400');
    expect(await cacheOf('/art/games/HOUSE-SLOT-001.svg')).toBe('public, max-age=86400');
    expect(await cacheOf('/manifest.webmanifest')).toBe('public, max-age=3600');
    expect(await cacheOf('/app-icon.svg')).toBe('public, max-age=3600');
  });

  it('the API: never stored, errors included', async () => {
    const startup = await t.platform.app.inject({ method: 'POST', url: '/api/startup', payload: {} });
    expect(startup.headers['cache-control']).toBe('no-store');
    expect(await cacheOf('/api/health')).toBe('no-store');
    expect(await cacheOf('/api/no-such-call')).toBe('no-store');
    const malformed = await t.platform.app.inject({
      method: 'POST',
      url: '/api/startup',
      headers: { 'content-type': 'application/json' },
      payload: '{"domain',
    });
    expect(malformed.headers['cache-control']).toBe('no-store');
  });
});
