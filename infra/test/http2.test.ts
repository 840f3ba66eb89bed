import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tlsFiles } from '../src/config';
import { testApi, type TestApi } from './helpers';
import { balanceOf, launchToken } from './provider/wallet-kit';

/**
 * HTTPS with HTTP/2 and HTTP/1.1 on one port when the operator gives a certificate (infra/src/http/listener.ts).
 * The certificate is made here with the openssl binary (no private key in the repository); without openssl the
 * file is skipped.
 */
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const dir = mkdtempSync(path.join(tmpdir(), 'site-tls-'));
const certFile = path.join(dir, 'cert.pem');
const keyFile = path.join(dir, 'key.pem');
if (hasOpenssl)
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
const env = { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile };

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!hasOpenssl)('certificate configuration', () => {
  it('both files: HTTPS, and cookies Secure by default (SECURE_COOKIES=0 turns that off)', () => {
    const c = loadConfig(env);
    expect(c.tls?.certFile).toBe(certFile);
    expect(c.tls?.key.toString()).toContain('PRIVATE KEY');
    expect(c.secureCookies).toBe(true);
    expect(loadConfig({ ...env, SECURE_COOKIES: '0' }).secureCookies).toBe(false);
    expect(loadConfig({}).tls).toBeNull();
    expect(loadConfig({}).secureCookies).toBe(false);
  });

  it('a certificate without its key, an unreadable key, or a pair that does not match stops the start', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow(ConfigError);
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow(
      'TLS_CERT_FILE is set but TLS_KEY_FILE is not: set both (HTTPS with HTTP/2) or neither (plain HTTP)',
    );
    expect(() => loadConfig({ TLS_KEY_FILE: keyFile })).toThrow(/TLS_KEY_FILE is set but TLS_CERT_FILE/);
    const missing = path.join(dir, 'missing-key.pem');
    expect(() => loadConfig({ ...env, TLS_KEY_FILE: missing })).toThrow(
      new RegExp(`^TLS_KEY_FILE: cannot read ${missing} \\(ENOENT`),
    );
    const other = path.join(dir, 'other-key.pem');
    execFileSync('openssl', [
      'genpkey',
      '-algorithm',
      'EC',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-out',
      other,
    ]);
    expect(() => loadConfig({ ...env, TLS_KEY_FILE: other })).toThrow(
      /TLS_CERT_FILE \/ TLS_KEY_FILE: .* are not a certificate and its private key in PEM/,
    );
    const junk = path.join(dir, 'junk.pem');
    writeFileSync(junk, 'not a certificate');
    expect(() => loadConfig({ ...env, TLS_CERT_FILE: junk })).toThrow(ConfigError);
    // the console's own pair follows the same rules
    expect(() => loadConfig({ CONSOLE_TLS_CERT_FILE: certFile })).toThrow(/CONSOLE_TLS_KEY_FILE/);
    expect(
      loadConfig({ CONSOLE_TLS_CERT_FILE: certFile, CONSOLE_TLS_KEY_FILE: keyFile }).console.tls,
    ).toBeTruthy();
  });
});

interface H2Answer {
  headers: IncomingHttpHeaders;
  body: string;
}

function h2Get(session: ClientHttp2Session, p: string, authority?: string): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const req = session.request({ ':path': p, ...(authority ? { ':authority': authority } : {}) });
    let headers: IncomingHttpHeaders = {};
    let body = '';
    req.setEncoding('utf8');
    req.on('response', (h) => (headers = h));
    req.on('data', (c: string) => (body += c));
    req.on('end', () => resolve({ headers, body }));
    req.on('error', reject);
    req.end();
  });
}

function h1Get(port: number, p: string): Promise<{ version: string; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port, path: p, headers: { host: `localhost:${port}` }, rejectUnauthorized: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ version: res.httpVersion, status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!hasOpenssl)('the player site with a certificate', () => {
  let t: TestApi;
  let port: number;
  let session: ClientHttp2Session;
  beforeAll(async () => {
    // the host's page and a chunk as the build writes them (the unit suite runs before the build)
    const hostDist = mkdtempSync(path.join(tmpdir(), 'h2-host-'));
    writeFileSync(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html><head><title>Player site</title><!--seo--><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(hostDist, 'main.0123abcd.js'),
      `console.log(${JSON.stringify('x'.repeat(4096))});`,
    );
    t = await testApi({
      hostDist,
      tls: tlsFiles(env, 'TLS_CERT_FILE', 'TLS_KEY_FILE'),
      secureCookies: true,
      timeouts: { request: 1_000, idle: 5_000, keepAlive: 1_000 },
    });
    await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.platform.app.server.address() as { port: number }).port;
    session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
  });
  afterAll(async () => {
    session?.close();
    await t?.close();
  });

  it('answers HTTP/2 and HTTP/1.1 on the same port', async () => {
    // a page (404 here: no remote is published in this test, so no route is served) and a file of the site
    const h2 = await h2Get(session, '/');
    expect(session.alpnProtocol).toBe('h2');
    expect(h2.body).toContain('<div id="root"');
    expect(h2.body).toContain('<link rel="manifest"');
    // TLS: HSTS and Secure cookies
    expect(h2.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(h2.headers['set-cookie'])).toMatch(/site_bucket=.*; Secure/);
    expect((await h2Get(session, '/manifest.webmanifest')).headers[':status']).toBe(200);
    const h1 = await h1Get(port, '/manifest.webmanifest');
    expect(h1.version).toBe('1.1');
    expect(h1.status).toBe(200);
    expect(JSON.parse(h1.body)).toHaveProperty('name');
    expect((await h1Get(port, '/')).body).toContain('<link rel="manifest"');
  });

  it('knows the site from :authority over HTTP/2 (browsers send no Host there)', async () => {
    const slot2 = await h2Get(session, '/api/health', `slot2.localhost:${port}`);
    expect(slot2.headers[':status']).toBe(200);
    // the page's own origin, as requestOrigin sees it, is in its frame-src
    expect(String(slot2.headers['content-security-policy'])).toContain(
      `frame-src https://slot2.localhost:${port}/provider/house/play/`,
    );
    // the site is the one :authority names: a manifest for a site, none for a host no site has
    const known = await h2Get(session, '/manifest.webmanifest', `slot2.localhost:${port}`);
    expect(known.headers[':status']).toBe(200);
    const unknown = await h2Get(session, '/manifest.webmanifest', `nowhere.localhost:${port}`);
    expect(unknown.headers[':status']).toBe(404);
  });

  it('serves a host chunk precompressed and the sportsbook stream as one HTTP/2 stream', async () => {
    const page = await h2Get(session, '/');
    const chunk = /src="\/(main\.[0-9a-f]{8}\.js)"/.exec(page.body)?.[1];
    expect(chunk).toBeTruthy();
    const js = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const req = session.request({ ':path': `/${chunk}`, 'accept-encoding': 'br' });
      req.on('response', resolve);
      req.on('error', reject);
      req.resume();
      req.end();
    });
    expect(js[':status']).toBe(200);
    expect(js['content-encoding']).toBe('br');
    expect(js['cache-control']).toBe('public, max-age=31536000, immutable');

    const first = await new Promise<{ headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = session.request({ ':path': '/api/sportsbook/stream' });
      let headers: IncomingHttpHeaders = {};
      req.setEncoding('utf8');
      req.on('response', (h) => (headers = h));
      req.once('data', (c: string) => {
        resolve({ headers, text: c });
        req.close();
      });
      req.on('error', reject);
      req.end();
    });
    expect(first.headers[':status']).toBe(200);
    expect(first.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache, no-transform');
    expect(first.headers.connection).toBeUndefined();
    expect(first.text).toBe('retry: 3000\n\n');
  });

  it('the house games reach the wallet over HTTPS on the loopback address', async () => {
    const demo = await t.login();
    const token = await launchToken(t, demo, 'HOUSE-SLOT-001');
    const before = await balanceOf(t, 'demo1');
    const r = await t.call<{ payout: number; balance: number }>('/provider/house/api/slot/spin', {
      token,
      stake: 200,
    });
    expect(r.statusCode, r.statusDetail).toBe(1);
    expect(r.value.balance).toBe(before - 200 + r.value.payout);
  });

  it('an HTTP/2 request whose body never arrives is answered 408 and closed within the request timeout', async () => {
    const started = Date.now();
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = session.request({
        ':method': 'POST',
        ':path': '/api/startup',
        'content-type': 'application/json',
        'content-length': '100',
      });
      let code: number | undefined;
      req.on('response', (h) => (code = Number(h[':status'])));
      req.on('close', () => resolve(code));
      req.on('error', () => resolve(code));
      req.write('{"domain');
      setTimeout(() => reject(new Error('the stream was still open after 10 s')), 10_000).unref();
    });
    expect(status).toBe(408);
    expect(Date.now() - started).toBeLessThan(5_000);
    // the connection itself still serves other streams
    expect((await h2Get(session, '/api/health')).headers[':status']).toBe(200);
  });

  it('the operator console listens with the same certificate', async () => {
    await t.platform.console.listen({ port: 0, host: '127.0.0.1' });
    const consolePort = (t.platform.console.server.address() as { port: number }).port;
    const c = connect(`https://localhost:${consolePort}`, { rejectUnauthorized: false });
    try {
      const me = await h2Get(c, '/console/api/me', `console.localhost:${consolePort}`);
      expect(c.alpnProtocol).toBe('h2');
      expect(me.headers[':status']).toBe(401);
      expect(me.headers['strict-transport-security']).toBeTruthy();
    } finally {
      c.close();
    }
  });
});
