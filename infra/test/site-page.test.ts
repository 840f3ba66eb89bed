import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { THEME_COLORS, themeFor } from '@site/shared';
import { INLINE_SCRIPT_OPEN } from '../src/http/shell-messages';
import { mintPreviewToken } from '../src/security/preview-token';
import { ADMIN_TOKEN, testApi, type TestApi } from './helpers';

const apis: TestApi[] = [];
afterAll(() => Promise.all(apis.map((a) => a.close())));

/** The site's page as the server sends it (infra/src/http/server.ts renderPage), with what it carries. */
describe('the site’s page', () => {
  it('a page of a known site carries its startup answer; an unknown host gets none', async () => {
    // the host's page as the build writes it (the unit suite runs before the build)
    const hostDist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html><head><title>Player site</title><!--seo--></head><body></body></html>',
    );
    writeFileSync(path.join(hostDist, 'i18n-EN-ui-ts.0123abcd.js'), 'self.chunkText=1;');
    const t = await testApi({ hostDist });
    apis.push(t);
    const p = t.platform;
    const page = await p.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    const html = page.body;
    // the shell's message chunk runs inline with the page's nonce, the only inline script that runs
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(
      String(page.headers['content-security-policy']),
    )?.[1];
    expect(html).toContain(`<script nonce="${nonce}">self.chunkText=1;</script>`);
    expect(html).not.toContain(INLINE_SCRIPT_OPEN);
    // the page as a browser that takes brotli gets it: compressed, the same page once decoded
    const br = await p.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const decoded = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(decoded).toContain('<script id="startup-answer"');
    expect(br.rawPayload.length).toBeLessThan(decoded.length / 2);
    const gz = await p.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toContain('<script id="startup-answer"');
    const json = /<script id="startup-answer" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    const api = await p.app.inject({
      method: 'POST',
      url: '/api/startup',
      payload: { domain_name: 'localhost' },
      headers: { host: 'localhost' },
    });
    expect(JSON.parse(json ?? 'null')).toEqual(api.json());
    // the server's clock when it wrote the page, which the shell compares scheduled times with (serverNow)
    const config = /<script id="site-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    const serverTime = (JSON.parse(config ?? '{}') as { serverTime?: unknown }).serverTime;
    expect(typeof serverTime).toBe('number');
    expect(Math.abs(Number(serverTime) - Date.now())).toBeLessThan(60_000);
    const none = await p.app.inject({ method: 'GET', url: '/', headers: { host: 'nobody.example' } });
    expect(none.body).not.toContain('startup-answer');
  }, 60_000);
});

describe('the page’s preloader for an operator’s preview link', () => {
  it('is drawn in the previewed template and colour when the link’s token is valid for the site, else the site’s', async () => {
    const hostDist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    // the host's page as its source has it (the preloader's markup)
    writeFileSync(
      path.join(hostDist, 'index.html'),
      readFileSync(path.resolve(import.meta.dirname, '../../host/src/index.html'), 'utf8'),
    );
    const t = await testApi({ hostDist });
    apis.push(t);
    const bgOf = async (query: string) => {
      const page = await t.platform.app.inject({
        method: 'GET',
        url: `/${query}`,
        headers: { host: 'localhost' },
      });
      return /body,#preloader\{background:([^;]+);/.exec(page.body)?.[1];
    };
    const own = await bgOf('');
    const exp = Math.floor(Date.now() / 1000) + 600;
    const color = THEME_COLORS.slot3[2];
    const token = (site: string) =>
      mintPreviewToken(ADMIN_TOKEN, { site, theme_code: 'slot3', theme_color: color, exp });
    expect(await bgOf(`?preview=${token('localhost')}`)).toBe(themeFor('slot3', color).palette.bg);
    expect(themeFor('slot3', color).palette.bg).not.toBe(own);
    // a token of another site, a forged one, or one that names no theme: the site's own colours
    expect(await bgOf(`?preview=${token('slot1.localhost')}`)).toBe(own);
    expect(await bgOf(`?preview=${token('localhost').slice(0, -2)}xx`)).toBe(own);
    const release = mintPreviewToken(ADMIN_TOKEN, {
      site: 'localhost',
      release: { remote: 'games', version: '1.0.0' },
      exp,
    });
    expect(await bgOf(`?preview=${release}`)).toBe(own);
  });
});
