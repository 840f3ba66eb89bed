import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, Paged } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import { ADMIN_TOKEN, testApi, type TestApi } from './helpers';

/** Issue 9 §10: the always-on security log and the append-only operator audit trail. */
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());
beforeEach(() => {
  limiter.reset();
  t.securityLog.clear();
});

const site = { domain_name: 'localhost', external_id: 'localhost' };

describe('security log', () => {
  it('a failed sign-in is a structured line with the address and account, never the password', async () => {
    await t.platform.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...site, account_id: 'demo1', password: 'S3cret-guess' },
      remoteAddress: '10.7.0.1',
    });
    const [line] = t.securityLog.lines('auth.login.failure');
    expect(line).toMatchObject({ log: 'security', level: 'warn', ip: '10.7.0.1', account: 'demo1' });
    expect(Date.parse(line!.time)).not.toBeNaN();
    expect(JSON.stringify(t.securityLog.lines())).not.toContain('S3cret-guess');
  });

  it('an operator call is a line with caller and address; the admin token is not in it', async () => {
    await t.call('/api/operator/payments', {}, { 'x-admin-token': ADMIN_TOKEN, 'x-admin-actor': 'alice' });
    const [line] = t.securityLog.lines('admin.call');
    expect(line).toMatchObject({ call: '/api/operator/payments', outcome: 'OK' });
    expect(String(line!.actor)).toMatch(/^alice \(token [0-9a-f]{8}\)$/);
    expect(JSON.stringify(t.securityLog.lines())).not.toContain(ADMIN_TOKEN);
  });
});

describe('operator audit trail', () => {
  it('records who blocked a player, from where, before and after; readable through /api/operator/audit', async () => {
    const res = await t.platform.app.inject({
      method: 'POST',
      url: '/api/operator/player_status',
      payload: { ...site, account_id: 'jackpot7', status: 'BLOCK' },
      headers: { 'x-admin-token': ADMIN_TOKEN, 'x-admin-actor': 'bob' },
      remoteAddress: '10.7.0.2',
    });
    expect(res.json().statusCode).toBe(1);
    const audit = await t.admin<Paged<AuditEntry>>('/api/operator/audit', {
      action: '/api/operator/player_status',
    });
    expect(audit.statusCode).toBe(1);
    const [row] = audit.value.items;
    expect(row).toMatchObject({
      ip: '10.7.0.2',
      action: '/api/operator/player_status',
      target: 'player:localhost/jackpot7',
      before: { status: 'ACTIVE' },
      after: { status: 'BLOCK' },
      outcome: 'OK',
    });
    expect(row!.actor).toMatch(/^bob /);
    expect(Date.now() - Date.parse(row!.at)).toBeLessThan(60_000);
    await t.admin('/api/operator/player_status', { ...site, account_id: 'jackpot7', status: 'ACTIVE' });
  });

  it('records money decisions with the state before and after', async () => {
    const me = await t.login('lucky88');
    await t.sql(`UPDATE sites SET auto_approve_deposits = false WHERE domain_name = 'localhost'`);
    const dep = await t.call<{ request_id: number }>('/api/wallet/deposit', {
      ...me,
      amount: 50_000,
      method: 'GCASH',
      idempotency_key: 'audit-deposit-1',
    });
    await t.sql(`UPDATE sites SET auto_approve_deposits = true WHERE domain_name = 'localhost'`);
    await t.admin('/api/operator/payment_decide', { request_id: dep.value.request_id, decision: 'approve' });
    const audit = await t.admin<Paged<AuditEntry>>('/api/operator/audit', {
      action: '/api/operator/payment_decide',
    });
    expect(audit.value.items[0]).toMatchObject({
      target: `payment:${dep.value.request_id}`,
      before: { status: 'pending', amount: 50_000 },
      after: { status: 'approved', amount: 50_000 },
    });
    expect(t.securityLog.lines('money.payment_decided')[0]).toMatchObject({
      status: 'approved',
      amount: 50_000,
    });
  });

  it('is append-only: rows cannot be changed or deleted, even by the application role', async () => {
    await t.admin('/api/operator/payments', {});
    await expect(t.sql(`UPDATE operator_audit SET actor = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(t.sql('DELETE FROM operator_audit')).rejects.toThrow(/append-only/);
    await expect(t.sql('TRUNCATE operator_audit')).rejects.toThrow(/append-only/);
  });

  it('a denied caller leaves no audit row and cannot read the trail', async () => {
    const before = (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit'))[0]!.n;
    const denied = await t.call('/api/operator/audit', {}, { 'x-admin-token': 'nope' });
    expect(denied.statusMessage).toBe('permissionDenied');
    const after = (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit'))[0]!.n;
    expect(after).toBe(before);
  });
});
