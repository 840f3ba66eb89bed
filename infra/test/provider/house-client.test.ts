import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/security/rate-limit';
import { verifyRound } from '@site/shared';
import { testApi, type TestApi } from '../helpers';
import { balanceOf, launchToken } from './wallet-kit';

let t: TestApi;
let demo: { account_id: string; auth: string };
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
});
afterAll(() => t?.close());

const post = (url: string, body: object) =>
  t.platform.app.inject({ method: 'POST', url, payload: body, headers: { origin: 'null' } });
const ledgerRows = async () => (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM ledger'))[0]!.n;
const built = existsSync(path.join(import.meta.dirname, '../../dist/house/slot.js'));

describe('the house game clients', () => {
  it('serves each client page with its own strict, sandboxed policy; other names are 404', async () => {
    const r = await t.platform.app.inject({ url: '/provider/house/play/slot' });
    expect(r.statusCode).toBe(200);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(r.body).toContain('/provider/house/assets/slot.js');
    expect((await t.platform.app.inject({ url: '/provider/house/play/verify' })).statusCode).toBe(200);
    expect((await t.platform.app.inject({ url: '/provider/house/play/nope' })).statusCode).toBe(404);
  });

  it.skipIf(!built)(
    'serves the built client assets to the opaque-origin frame (CORP cross-origin)',
    async () => {
      const r = await t.platform.app.inject({ url: '/provider/house/assets/hash.js' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    },
  );

  it('site pages may frame only the house clients', async () => {
    const r = await t.platform.app.inject({ url: '/playnow', headers: { host: 'localhost' } });
    expect(String(r.headers['content-security-policy'])).toContain(
      'frame-src http://localhost/provider/house/play/',
    );
  });

  it('the house API answers CORS (the frame is an opaque origin; the token, not a cookie, authorises)', async () => {
    const pre = await t.platform.app.inject({ method: 'OPTIONS', url: '/provider/house/api/slot/spin' });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('balance answers the wallet balance of the game token (over HTTP to the wallet)', async () => {
    await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await launchToken(t, demo, 'HOUSE-SLOT-001');
    const r = (await post('/provider/house/api/balance', { token })).json();
    expect(r.statusCode).toBe(1);
    expect(r.value.balance).toBe(await balanceOf(t, 'demo1'));
    const bad = (await post('/provider/house/api/balance', { token: 'x'.repeat(43) })).json();
    expect(bad.statusMessage).toBe('invalidToken');
  });

  it('demo play decides real rounds but writes no ledger row', async () => {
    const before = await ledgerRows();
    const spin = (await post('/provider/house/api/demo/slot/spin', { stake: 100 })).json();
    expect(spin.statusCode).toBe(1);
    expect(spin.value.play.base.grid).toHaveLength(5);
    expect(spin.value.payout).toBe((spin.value.play.units * 100) / 10);
    expect((await post('/provider/house/api/demo/slot/spin', { stake: 15 })).json().statusMessage).toBe(
      'invalidInput',
    );
    const hash = (await post('/provider/house/api/demo/hash/play', { stake: 500, pick: 'odd' })).json();
    expect(hash.statusCode).toBe(1);
    const v = await verifyRound({
      seed: hash.value.seed,
      index: hash.value.index,
      terminatingHash: hash.value.terminating_hash,
      salt: hash.value.salt,
    });
    expect(v.inChain).toBe(true);
    expect(v.hash).toBe(hash.value.hash);
    expect(hash.value.payout).toBe(v.outcome.odd ? 980 : 0);
    expect(await ledgerRows()).toBe(before);
  });

  it('demo rounds are bounded per address: past LIMITS.demoIp the answer is tooManyRequests, other addresses play on', async () => {
    const from = (ip: string, url: string, payload: object) =>
      t.platform.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origin: 'null' } });
    const answers = [];
    for (let i = 0; i < LIMITS.demoIp.max; i++)
      answers.push(
        (await from('10.9.9.9', '/provider/house/api/demo/slot/spin', { stake: 10 })).json().statusCode,
      );
    expect(answers.every((c) => c === 1)).toBe(true);
    const over = (
      await from('10.9.9.9', '/provider/house/api/demo/hash/play', { stake: 10, pick: 'odd' })
    ).json();
    expect(over.statusMessage).toBe('tooManyRequests');
    expect(
      (await from('10.9.9.8', '/provider/house/api/demo/slot/spin', { stake: 10 })).json().statusCode,
    ).toBe(1);
  });
});
