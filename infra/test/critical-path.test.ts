import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RemoteDescriptor } from '@site/shared';
import { jsonForHtml, preloadHints } from '../src/http/critical-path';
import { testApi, type TestApi } from './helpers';

/** Issue 16.1: the page carries the startup answer and preload hints for the first render's remotes. */
const apis: TestApi[] = [];
afterAll(() => Promise.all(apis.map((a) => a.close())));

const remote = (name: string, paths: string[]): RemoteDescriptor => ({
  name,
  version: '1.0.0',
  entry: `/cdn/${name}/1.0.0/mf-manifest.json`,
  contract: '^14.0.0',
  exposes: [],
  routes: paths.map((path) => ({ path, module: './Page', auth: false })),
  integrity: { 'integrity.json': 'sha384-a', 'mf-manifest.json': 'sha384-b', 'remoteEntry.js': 'sha384-c' },
});

describe('critical path in the HTML', () => {
  it('inlined JSON never closes its script element, whatever the operator typed', () => {
    const text = jsonForHtml({ site_name: '</script><script>alert(1)</script><!--', sep: '\u2028' });
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual({ site_name: '</script><script>alert(1)</script><!--', sep: '\u2028' });
  });

  it('hints name the templates remote and the route’s remote only, entry with its hash', () => {
    const hints = preloadHints(
      [remote('templates', ['/']), remote('games', ['/slots']), remote('wallet', ['/deposit'])],
      '/slots',
    );
    expect(hints).toContain('href="/cdn/templates/1.0.0/mf-manifest.json"');
    expect(hints).toContain('href="/cdn/games/1.0.0/integrity.json"');
    expect(hints).toContain(
      'as="script" crossorigin="anonymous" href="/cdn/games/1.0.0/remoteEntry.js" integrity="sha384-c"',
    );
    expect(hints).not.toContain('wallet');
  });

  it('a page of a known site carries its startup answer; an unknown host gets none', async () => {
    // the host's page as the build writes it (the unit suite runs before the build)
    const hostDist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html><head><title>Player site</title><!--seo--></head><body></body></html>',
    );
    const t = await testApi({ hostDist });
    apis.push(t);
    const p = t.platform;
    const html = (await p.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } })).body;
    const json = /<script id="startup-answer" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    const api = await p.app.inject({
      method: 'POST',
      url: '/api/startup',
      payload: { domain_name: 'localhost' },
      headers: { host: 'localhost' },
    });
    expect(JSON.parse(json ?? 'null')).toEqual(api.json());
    const none = await p.app.inject({ method: 'GET', url: '/', headers: { host: 'nobody.example' } });
    expect(none.body).not.toContain('startup-answer');
  }, 60_000);
});
