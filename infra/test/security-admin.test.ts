import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limiter } from '../src/security/rate-limit';
import { loadConfig, strongAdminToken } from '../src/config';
import { mintPreviewToken } from '../src/security/preview-token';
import { ADMIN_TOKEN, testApi, type TestApi } from './helpers';

/** Issue 9 §2: the operator token — checked first, throttled, strong in production — and preview tokens. */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => {
  limiter.reset();
  t.securityLog.clear();
});

async function callFrom(ip: string, path: string, body: object, token?: string) {
  const res = await t.platform.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    remoteAddress: ip,
    headers: token === undefined ? {} : { 'x-admin-token': token },
  });
  return res.json() as { statusCode: number; statusMessage: string; statusDetail: string; value: unknown };
}

describe('operator token', () => {
  it('is checked before the body: a bad body without the token answers permissionDenied, not invalidInput', async () => {
    const a = await callFrom('10.8.0.1', '/api/operator/payment_decide', { request_id: 'x' });
    expect(a.statusMessage).toBe('permissionDenied');
    expect(a.statusDetail).not.toMatch(/request_id/);
    const b = await callFrom('10.8.0.1', '/api/operator/payment_decide', { request_id: 'x' }, 'wrong');
    expect(b.statusMessage).toBe('permissionDenied');
    // with the token, the schema speaks
    const c = await callFrom('10.8.0.1', '/api/operator/payment_decide', { request_id: 'x' }, ADMIN_TOKEN);
    expect(c.statusMessage).toBe('invalidInput');
  });

  it('is a machine credential: a request a browser sent (Fetch Metadata) is refused even with the right token', async () => {
    const asked = (headers: Record<string, string>) =>
      t.platform.app
        .inject({
          method: 'POST',
          url: '/api/admin/remotes/list',
          payload: {},
          remoteAddress: '10.8.0.9',
          headers: { 'x-admin-token': ADMIN_TOKEN, ...headers },
        })
        .then((r) => r.json() as { statusMessage: string });
    expect((await asked({})).statusMessage).toBe('OK');
    // Node's fetch (the CLIs) sends Sec-Fetch-Mode alone: a machine
    expect((await asked({ 'sec-fetch-mode': 'cors' })).statusMessage).toBe('OK');
    for (const browser of <Record<string, string>[]>[
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    ])
      expect((await asked(browser)).statusMessage).toBe('permissionDenied');
    expect(t.securityLog.lines('admin.denied').map((e) => e.reason)).toContain('from a browser');
  });

  it('10 wrong tokens from an address throttle it, even for the right token; other addresses are not', async () => {
    for (let i = 0; i < 10; i++)
      expect((await callFrom('10.8.0.2', '/api/operator/payments', {}, `guess-${i}`)).statusMessage).toBe(
        'permissionDenied',
      );
    const throttled = await callFrom('10.8.0.2', '/api/operator/payments', {}, ADMIN_TOKEN);
    expect(throttled.statusMessage).toBe('tooManyRequests');
    expect((await callFrom('10.8.0.3', '/api/operator/payments', {}, ADMIN_TOKEN)).statusCode).toBe(1);
    expect(t.securityLog.lines('admin.denied').length).toBe(11);
    expect(t.securityLog.lines('admin.denied')[0]).toMatchObject({ ip: '10.8.0.2', reason: 'wrong token' });
  });

  it('production refuses to start with a token shorter than 32 random bytes', () => {
    const prod = (ADMIN_TOKEN?: string) => () => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN });
    expect(prod('dev-admin-token')).toThrow(/ADMIN_TOKEN is too weak/);
    expect(prod('a'.repeat(64))).toThrow(/too weak/);
    expect(prod('0123456789abcdef'.repeat(2))).toThrow(/too weak/); // 16 bytes of hex
    expect(prod('Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo=')().adminToken).toBeTruthy(); // 32 bytes base64
    expect(prod(undefined)().adminToken).toBeNull(); // unset: operator API off
    expect(loadConfig({ ADMIN_TOKEN: 'short' }).adminToken).toBe('short'); // development is not refused
    expect(strongAdminToken('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe(true);
  });
});

describe('template preview tokens', () => {
  const mint = (body: object) =>
    t.admin<{ token: string; url: string; expires_at: string }>('/api/operator/preview_token', body);
  const startup = (body: object) =>
    t.call<{ site: { theme_code: string; theme_color: string } }>('/api/startup', {
      domain_name: 'localhost',
      ...body,
    });

  it('an operator mints a short-lived token that previews one template × colour on one site', async () => {
    const m = await mint({ domain_name: 'localhost', theme_code: 'slot3', theme_color: 'jungle' });
    expect(m.statusCode).toBe(1);
    expect(m.value.url).toMatch(/^http:\/\/localhost(:\d+)?\/\?preview=/);
    expect(m.value.token).not.toContain(ADMIN_TOKEN);
    const minutes = (Date.parse(m.value.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    const s = await startup({ preview_token: m.value.token });
    expect(s.value.site).toMatchObject({ theme_code: 'slot3', theme_color: 'jungle' });
    // the token is for localhost only
    const other = await t.call('/api/startup', {
      domain_name: 'slot1.localhost',
      preview_token: m.value.token,
    });
    expect(other.statusMessage).toBe('permissionDenied');
  });

  it('refuses a tampered, expired or admin token as a preview, and a preview token as the admin token', async () => {
    const m = await mint({ domain_name: 'localhost', theme_code: 'slot3', theme_color: 'jungle' });
    const [payload, sig] = m.value.token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({
        scope: 'preview',
        site: 'localhost',
        theme_code: 'casino2',
        theme_color: 'x',
        exp: 2e9,
      }),
    ).toString('base64url');
    expect((await startup({ preview_token: `${forged}.${sig}` })).statusMessage).toBe('permissionDenied');
    expect((await startup({ preview_token: `${payload}.${sig}x` })).statusMessage).toBe('permissionDenied');
    const expired = mintPreviewToken(ADMIN_TOKEN, {
      site: 'localhost',
      theme_code: 'slot3',
      theme_color: 'jungle',
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    expect((await startup({ preview_token: expired })).statusMessage).toBe('permissionDenied');
    expect((await startup({ preview_token: ADMIN_TOKEN })).statusMessage).toBe('permissionDenied');
    const asAdmin = await t.call('/api/operator/payments', {}, { 'x-admin-token': m.value.token });
    expect(asAdmin.statusMessage).toBe('permissionDenied');
  });

  it('the old admin-token preview parameters change nothing', async () => {
    const s = await startup({ preview_theme: 'slot3', preview_color: 'jungle', preview_token: ADMIN_TOKEN });
    expect(s.statusMessage).toBe('permissionDenied');
    const plain = await startup({ preview_theme: 'slot3', preview_color: 'jungle' });
    expect(plain.value.site.theme_code).not.toBe('slot3');
  });

  it('refuses an unknown template or colour, and a lifetime over 8 hours', async () => {
    expect(
      (await mint({ domain_name: 'localhost', theme_code: 'nope', theme_color: 'jungle' })).statusMessage,
    ).toBe('invalidInput');
    expect(
      (await mint({ domain_name: 'localhost', theme_code: 'slot3', theme_color: 'pink' })).statusMessage,
    ).toBe('invalidInput');
    expect(
      (await mint({ domain_name: 'localhost', theme_code: 'slot3', theme_color: 'jungle', minutes: 481 }))
        .statusMessage,
    ).toBe('invalidInput');
  });
});
