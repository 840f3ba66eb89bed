import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../src/index';

/** Issue 9.8: a client that sends headers and never the body is cut off (server request timeout). */
let p: Platform;
let port: number;
beforeAll(async () => {
  p = await createPlatform(
    {
      dataDir: '',
      databaseUrl: null,
      production: false,
      timeouts: { request: 1_000, idle: 3_000, keepAlive: 1_000 },
    },
    { seed: false },
  );
  await p.app.listen({ port: 0, host: '127.0.0.1' });
  port = (p.app.server.address() as { port: number }).port;
});
afterAll(() => p?.close());

function stalledRequest(): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/startup HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"domain',
      );
    });
    socket.on('data', (b) => (answer += b.toString()));
    socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
    socket.on('error', reject);
    setTimeout(() => reject(new Error('the connection was still open after 20 s')), 20_000).unref();
  });
}

describe('server timeouts', () => {
  it('a request whose body never arrives is answered 408 and closed within the request timeout', async () => {
    const { ms, answer } = await stalledRequest();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(10_000);
  }, 30_000);
});

describe('security headers (9.11)', () => {
  it('pages carry Permissions-Policy, COOP and CORP; /cdn stays readable cross-origin; no HSTS over plain HTTP', async () => {
    const page = await p.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const cdn = await p.app.inject({ method: 'GET', url: '/cdn/none/1.0.0/x.js' });
    expect(cdn.headers['access-control-allow-origin']).toBe('*');
  });
});
