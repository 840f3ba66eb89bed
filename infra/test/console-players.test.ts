import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from './helpers';
import { PASSWORD, playersConsole } from './console-players-fixture';

/**
 * The console's players (issue 17 §6): search, detail, BLOCK / CLOSE / reopen, inbox — each change in the console
 * audit trail with before and after. The bonus and bet settlement: console-player-money.test.ts.
 */
const c = playersConsole();
const { as, newPlayer, auditRows } = c;
let t: TestApi;
beforeAll(() => {
  t = c.t;
});

interface PlayerItem {
  id: number;
  account_id: string;
  contact_phone: string;
  domain_name: string;
  status: string;
  balance: number;
}

describe('player search', () => {
  it('finds by account (part, any case), by id, by phone digits, by site; paged; refuses a role without players.view', async () => {
    const a = await newPlayer('+63 917 555 0101');
    const b = await newPlayer('0917-555-0102');
    const part = a.account_id.slice(2, 8).toUpperCase();
    const byAccount = await as<{ items: PlayerItem[]; total: number }>(
      'cashier',
      'GET',
      `/players?q=${encodeURIComponent(part)}`,
    );
    expect(byAccount.status).toBe(200);
    expect(byAccount.body.items.map((p) => p.account_id)).toContain(a.account_id);

    const byId = await as<{ items: PlayerItem[] }>('support', 'GET', `/players?q=${b.id}`);
    expect(byId.body.items.map((p) => p.id)).toEqual([b.id]);

    // "5550101" matches "+63 917 555 0101" (digits only)
    const byPhone = await as<{ items: PlayerItem[] }>('support', 'GET', '/players?phone=555-0101');
    expect(byPhone.body.items.map((p) => p.account_id)).toEqual([a.account_id]);
    expect((await as('support', 'GET', '/players?phone=55')).status).toBe(400);
    // a number stored canonically (639…) is found by its national form with the trunk 0
    const byNational = await as<{ items: PlayerItem[] }>('support', 'GET', '/players?phone=0917-555-0101');
    expect(byNational.body.items.map((p) => p.account_id)).toEqual([a.account_id]);

    const onSite = await as<{ items: PlayerItem[]; total: number }>(
      'support',
      'GET',
      '/players?site=localhost&page_size=1',
    );
    expect(onSite.body.items).toHaveLength(1);
    expect(onSite.body.total).toBeGreaterThan(2);
    expect(onSite.body.items[0]!.domain_name).toBe('localhost');
    const page2 = await as<{ items: PlayerItem[] }>(
      'support',
      'GET',
      '/players?site=localhost&page_size=1&page=2',
    );
    expect(page2.body.items[0]!.id).not.toBe(onSite.body.items[0]!.id);
    expect((await as<{ total: number }>('support', 'GET', '/players?site=nowhere.example')).body.total).toBe(
      0,
    );

    // LIKE wildcards are literal
    expect((await as<{ total: number }>('support', 'GET', '/players?q=%25')).body.total).toBe(0);
    expect((await as<{ total: number }>('support', 'GET', '/players?q=_')).body.total).toBe(0);

    const denied = await as<{ error: string }>('release_manager', 'GET', '/players');
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permissionDenied');
  });
});

describe('player detail', () => {
  it('shows wallet, ledger (paged, newest first), sessions with devices, responsible-gaming state and the bonus limit', async () => {
    const p = await newPlayer();
    await t.sql('UPDATE wallets SET balance = 12345 WHERE player_id = $1', [p.id]);
    await t.sql(
      `INSERT INTO ledger (player_id, kind, amount, balance_after, ref) VALUES
        ($1, 'deposit', 10000, 10000, 'test:1'), ($1, 'deposit', 2345, 12345, 'test:2')`,
      [p.id],
    );
    await t.call('/api/account/deposit_limit', { ...p.session, period: 'day', amount: 50_000 });
    const detail = await as<{
      player: PlayerItem & { held: number };
      sessions: { device: string; ip: string; last_seen_at: string }[];
      responsible: { deposit_limits: { period: string; amount: number | null }[]; exclusion: unknown };
      bonus_limit: number | null;
      open_bets: number;
    }>('support', 'GET', `/players/${p.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.player).toMatchObject({
      account_id: p.account_id,
      balance: 12_345,
      held: 0,
      status: 'ACTIVE',
    });
    expect(detail.body.sessions).toHaveLength(1);
    expect(detail.body.sessions[0]!.device).toBeTypeOf('string');
    expect(detail.body.responsible.deposit_limits.find((l) => l.period === 'day')?.amount).toBe(50_000);
    expect(detail.body.responsible.exclusion).toBeNull();
    expect(detail.body.bonus_limit).toBe(5_000);
    expect(
      (await as<{ bonus_limit: number | null }>('owner', 'GET', `/players/${p.id}`)).body.bonus_limit,
    ).toBeNull();
    expect(
      (await as<{ bonus_limit: number | null }>('cashier', 'GET', `/players/${p.id}`)).body.bonus_limit,
    ).toBe(0);

    const ledger = await as<{ items: { ref: string; amount: number }[]; total: number }>(
      'cashier',
      'GET',
      `/players/${p.id}/ledger?page_size=1`,
    );
    expect(ledger.body.total).toBe(2);
    expect(ledger.body.items.map((l) => l.ref)).toEqual(['test:2']);
    const older = await as<{ items: { ref: string }[] }>(
      'cashier',
      'GET',
      `/players/${p.id}/ledger?page_size=1&page=2`,
    );
    expect(older.body.items.map((l) => l.ref)).toEqual(['test:1']);

    expect((await as('support', 'GET', '/players/99999999')).status).toBe(404);
    expect((await as('support', 'GET', '/players/abc')).status).toBe(404);
  });

  it('shows a time-out the player chose', async () => {
    const p = await newPlayer();
    const out = await t.call('/api/account/rg_exclude', { ...p.session, kind: 'time_out', duration: '24h' });
    expect(out.statusCode).toBe(1);
    const detail = await as<{
      responsible: { own_exclusion: { kind: string } | null; exclusion: { key: string } };
    }>('support', 'GET', `/players/${p.id}`);
    expect(detail.body.responsible.own_exclusion?.kind).toBe('time_out');
    expect(detail.body.responsible.exclusion.key).toBe('timeOutActive');
  });
});

describe('player status', () => {
  it('support blocks with a reason: the sessions end, the next call is refused, sign-in answers BLOCK; reopen; audited', async () => {
    const p = await newPlayer();
    expect((await t.call('/api/auth/get_balance', p.session)).statusCode).toBe(1);
    // a serious action needs a reason
    expect((await as('support', 'POST', `/players/${p.id}/status`, { status: 'BLOCK' })).status).toBe(400);
    expect(
      (
        await as<{ error: string }>('cashier', 'POST', `/players/${p.id}/status`, {
          status: 'BLOCK',
          reason: 'fraud',
          expected_status: 'ACTIVE',
        })
      ).body.error,
    ).toBe('permissionDenied');

    const blocked = await as<{ player: { status: string }; sessions_ended: number }>(
      'support',
      'POST',
      `/players/${p.id}/status`,
      { status: 'BLOCK', reason: 'chargeback under review', expected_status: 'ACTIVE' },
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ player: { status: 'BLOCK' }, sessions_ended: 1 });
    expect((await t.call('/api/auth/get_balance', p.session)).statusCode).not.toBe(1);
    const login = await t.call('/api/auth/login', {
      account_id: p.account_id,
      password: PASSWORD,
      domain_name: 'localhost',
    });
    expect(login.statusMessage).toBe('BLOCK');

    const again = await as<{ error: string }>('support', 'POST', `/players/${p.id}/status`, {
      status: 'BLOCK',
      reason: 'again',
      expected_status: 'BLOCK',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('unchanged');

    const reopened = await as('support', 'POST', `/players/${p.id}/status`, {
      status: 'ACTIVE',
      reason: 'cleared',
      expected_status: 'BLOCK',
    });
    expect(reopened.status).toBe(200);
    // the old session stays ended; a new sign-in works
    expect((await t.call('/api/auth/get_balance', p.session)).statusCode).not.toBe(1);
    const fresh = await t.login(p.account_id, 'localhost', PASSWORD);
    expect((await t.call('/api/auth/get_balance', fresh)).statusCode).toBe(1);

    const closed = await as('owner', 'POST', `/players/${p.id}/status`, {
      status: 'CLOSE',
      reason: 'player asked',
      expected_status: 'ACTIVE',
    });
    expect(closed.status).toBe(200);
    expect((await t.call('/api/auth/get_balance', fresh)).statusCode).not.toBe(1);

    const rows = await auditRows('players.status', `player:localhost/${p.account_id}`);
    expect(rows.map((r) => [r.before.status, r.after.status])).toEqual([
      ['ACTIVE', 'BLOCK'],
      ['BLOCK', 'ACTIVE'],
      ['ACTIVE', 'CLOSE'],
    ]);
    expect(rows[0]).toMatchObject({
      actor: 'support@players.example',
      role: 'support',
      after: { reason: 'chargeback under review', sessions_ended: 1 },
    });
  });
});

describe('inbox message', () => {
  it('appears in the player inbox; audited', async () => {
    const p = await newPlayer();
    const sent = await as<{ inbox_id: number }>('support', 'POST', `/players/${p.id}/inbox`, {
      title: 'About your withdrawal',
      body: 'It is on its way.',
    });
    expect(sent.status).toBe(200);
    const inbox = await t.call<{ inbox_id: number; title: string; claimable: boolean }[]>(
      '/api/settings/get_inbox',
      p.session,
    );
    expect(inbox.value).toEqual([
      expect.objectContaining({
        inbox_id: sent.body.inbox_id,
        title: 'About your withdrawal',
        claimable: false,
      }),
    ]);
    expect((await as('support', 'POST', `/players/${p.id}/inbox`, { title: '', body: 'x' })).status).toBe(
      400,
    );
    expect(await auditRows('players.inbox', `player:localhost/${p.account_id}`)).toHaveLength(1);
  });
});
