import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bet } from '@site/shared';
import { CONSOLE_PREFIX } from '../src/console/server';
import { COOKIE, csrfToken, openSession } from '../src/console/sessions';
import { ROLES, type Role } from '../src/console/roles';
import { hashPassword } from '../src/security/passwords';
import { limiter } from '../src/security/rate-limit';
import { feedFor } from '../src/sportsbook/feed';
import type { FeedMessage } from '../src/sportsbook/hub';
import { key, testApi, type TestApi } from './helpers';

/**
 * The console's players and bets (issue 17 §6): search, detail, BLOCK / CLOSE / reopen, inbox, a bonus within
 * the role's limit (moving money once), manual bet settlement through the feed's `settleBet` — each change in
 * the console audit trail with before and after.
 */
let t: TestApi;
let passwordHash = '';
const PASSWORD = 'Player#2026x';
const staff = new Map<Role, number>();

interface Res<T> {
  status: number;
  body: T;
}

/** A console request as a staff member of `role` (a fresh full session each time). */
async function as<T = Record<string, unknown>>(
  role: Role,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<Res<T>> {
  const { token } = await openSession(t.platform.db, staff.get(role)!, 'full', Date.now(), {
    ip: '127.0.0.1',
    userAgent: 'vitest players',
  });
  const res = await t.platform.console.inject({
    method,
    url: CONSOLE_PREFIX + url,
    headers: {
      cookie: `${COOKIE}=${token}`,
      'x-csrf-token': csrfToken(token),
      'user-agent': 'vitest players',
    },
    ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
  });
  if (res.statusCode >= 500) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { status: res.statusCode, body: res.json() as T };
}

let seq = 0;
/** A player of its own on localhost (so no test shares one), signed in through the player API. */
async function newPlayer(phone = `0917${String(1_000_000 + seq).slice(-7)}`) {
  const account_id = `cp${Date.now().toString(36)}${seq++}`;
  const [row] = await t.sql<{ id: number }>(
    `INSERT INTO players (site_id, account_id, password_hash, full_name, contact_phone)
     VALUES ((SELECT id FROM sites WHERE domain_name = 'localhost'), $1, $2, 'Test Player', $3) RETURNING id`,
    [account_id, passwordHash, phone],
  );
  const id = Number(row!.id);
  await t.sql('INSERT INTO wallets (player_id) VALUES ($1)', [id]);
  const session = await t.login(account_id, 'localhost', PASSWORD);
  return { id, account_id, phone, session };
}

const balanceOf = async (playerId: number) =>
  Number(
    (await t.sql<{ balance: number }>('SELECT balance FROM wallets WHERE player_id = $1', [playerId]))[0]!
      .balance,
  );

const auditRows = (action: string, target: string) =>
  t.sql<{ actor: string; role: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    'SELECT * FROM console_audit WHERE action = $1 AND target = $2 ORDER BY id',
    [action, target],
  );

beforeAll(async () => {
  t = await testApi();
  passwordHash = await hashPassword(PASSWORD);
  for (const role of ROLES) {
    const [row] = await t.sql<{ id: number }>(
      `INSERT INTO console_staff (email, name, role, password_hash, must_change_password, totp_enabled_at, created_by)
       VALUES ($1, $2, $3, 'not-a-hash', false, now(), 'test') RETURNING id`,
      [`${role}@players.example`, role, role],
    );
    staff.set(role, Number(row!.id));
  }
});
afterAll(async () => t.close());
beforeEach(() => limiter.reset());

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

describe('bonus', () => {
  it('support: over the limit refused with the limit named; within it the balance rises once per key; audited', async () => {
    const p = await newPlayer();
    const before = await balanceOf(p.id);
    const over = await as<{ error: string; detail: string }>('support', 'POST', `/players/${p.id}/bonus`, {
      amount: 5_001,
      reason: 'goodwill',
      idempotency_key: key(),
    });
    expect(over.status).toBe(403);
    expect(over.body.error).toBe('overLimit');
    expect(over.body.detail).toContain('50.00');
    expect(over.body.detail).toContain('support');
    expect(await balanceOf(p.id)).toBe(before);

    const k = key();
    const body = {
      amount: 5_000,
      reason: 'goodwill for a late payout',
      idempotency_key: k,
      message: { title: 'A bonus for you', body: 'Thank you for your patience.' },
    };
    const first = await as<{ bonus_id: number; balance: number; replayed: boolean; inbox_id: number }>(
      'support',
      'POST',
      `/players/${p.id}/bonus`,
      body,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ balance: before + 5_000, replayed: false });
    // the same key again (a double click, a retry): the first answer, no second movement — even concurrently
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        as<{ bonus_id: number; replayed: boolean }>('support', 'POST', `/players/${p.id}/bonus`, body),
      ),
    );
    for (const r of replays) expect(r.body).toMatchObject({ bonus_id: first.body.bonus_id, replayed: true });
    expect(await balanceOf(p.id)).toBe(before + 5_000);
    const ledger = await t.sql<{ kind: string; amount: number; ref: string }>(
      "SELECT kind, amount, ref FROM ledger WHERE player_id = $1 AND kind = 'bonus'",
      [p.id],
    );
    expect(ledger).toEqual([{ kind: 'bonus', amount: 5_000, ref: `console-bonus:${first.body.bonus_id}` }]);
    // the same key for another amount is refused
    const conflict = await as<{ error: string }>('support', 'POST', `/players/${p.id}/bonus`, {
      ...body,
      amount: 10,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toBe('idempotencyConflict');
    // the player reads the note (not claimable: the money is already credited)
    const inbox = await t.call<{ inbox_id: number; claimable: boolean }[]>(
      '/api/settings/get_inbox',
      p.session,
    );
    expect(inbox.value).toEqual([
      expect.objectContaining({ inbox_id: first.body.inbox_id, claimable: false }),
    ]);
    expect(
      (await t.call<{ game_balance: number }>('/api/auth/get_balance', p.session)).value.game_balance,
    ).toBe(before + 5_000);

    const [row] = await auditRows('players.bonus', `player:localhost/${p.account_id}`);
    expect(row).toMatchObject({
      role: 'support',
      before: { wallet: { balance: before } },
      after: {
        amount: 5_000,
        limit: 5_000,
        wallet: { balance: before + 5_000 },
        reason: 'goodwill for a late payout',
      },
    });
    expect(await auditRows('players.bonus', `player:localhost/${p.account_id}`)).toHaveLength(1);
  });

  it('the owner has no limit; a cashier may not; the limit is data (console_action_limits)', async () => {
    const p = await newPlayer();
    const big = await as<{ balance: number }>('owner', 'POST', `/players/${p.id}/bonus`, {
      amount: 1_000_000,
      reason: 'VIP welcome',
      idempotency_key: key(),
    });
    expect(big.status).toBe(200);
    expect(big.body.balance).toBe(1_000_000);
    expect(
      (
        await as<{ error: string }>('cashier', 'POST', `/players/${p.id}/bonus`, {
          amount: 1,
          reason: 'x x',
          idempotency_key: key(),
        })
      ).body.error,
    ).toBe('permissionDenied');

    await t.sql(
      "UPDATE console_action_limits SET max_amount = 100 WHERE role = 'support' AND action = 'players.bonus'",
    );
    try {
      const over = await as<{ error: string; detail: string }>('support', 'POST', `/players/${p.id}/bonus`, {
        amount: 101,
        reason: 'goodwill',
        idempotency_key: key(),
      });
      expect(over.body.error).toBe('overLimit');
      expect(over.body.detail).toContain('1.00');
      await t.sql("DELETE FROM console_action_limits WHERE role = 'support' AND action = 'players.bonus'");
      const none = await as<{ error: string }>('support', 'POST', `/players/${p.id}/bonus`, {
        amount: 1,
        reason: 'goodwill',
        idempotency_key: key(),
      });
      expect(none.status).toBe(403);
      expect(none.body.error).toBe('bonusNotAllowed');
    } finally {
      await t.sql(
        `INSERT INTO console_action_limits (role, action, max_amount) VALUES ('support', 'players.bonus', 5000)
         ON CONFLICT (role, action) DO UPDATE SET max_amount = 5000`,
      );
    }
    expect(await balanceOf(p.id)).toBe(1_000_000);
  });

  it('no bonus to a blocked or self-excluded player; the body is checked', async () => {
    const blocked = await newPlayer();
    await as('support', 'POST', `/players/${blocked.id}/status`, {
      status: 'BLOCK',
      reason: 'test block',
      expected_status: 'ACTIVE',
    });
    const b = await as<{ error: string }>('support', 'POST', `/players/${blocked.id}/bonus`, {
      amount: 100,
      reason: 'goodwill',
      idempotency_key: key(),
    });
    expect(b.status).toBe(409);
    expect(b.body.error).toBe('playerNotActive');

    const excluded = await newPlayer();
    await t.call('/api/account/rg_exclude', { ...excluded.session, kind: 'self_exclusion', duration: '6m' });
    const e = await as<{ error: string }>('support', 'POST', `/players/${excluded.id}/bonus`, {
      amount: 100,
      reason: 'goodwill',
      idempotency_key: key(),
    });
    expect(e.status).toBe(409);
    expect(e.body.error).toBe('playerExcluded');
    expect(await balanceOf(excluded.id)).toBe(0);

    for (const bad of [
      { amount: 0, reason: 'goodwill', idempotency_key: key() },
      { amount: 1.5, reason: 'goodwill', idempotency_key: key() },
      { amount: 100, reason: '', idempotency_key: key() },
      { amount: 100, reason: 'goodwill', idempotency_key: 'short' },
      { amount: 100, reason: 'goodwill' },
    ])
      expect((await as('owner', 'POST', `/players/${blocked.id}/bonus`, bad)).status).toBe(400);
  });
});

describe('bet settlement', () => {
  async function openBet(p: Awaited<ReturnType<typeof newPlayer>>, stake = 1_000) {
    await t.sql('UPDATE wallets SET balance = 100000 WHERE player_id = $1', [p.id]);
    const s = await t.selection('HDP', 1, 0);
    const placed = await t.call<Bet>('/api/sportsbook/place_bet', {
      ...p.session,
      bet_type: 'HDP',
      stake,
      idempotency_key: key(),
      selections: [s],
    });
    expect(placed.statusCode, placed.statusDetail).toBe(1);
    return placed.value;
  }

  it('a cashier lists open bets and settles one once through settleBet; a second try is 409; audited', async () => {
    const p = await newPlayer();
    const bet = await openBet(p);
    const list = await as<{ items: (Bet & { account_id: string; player_id: number })[]; total: number }>(
      'cashier',
      'GET',
      `/bets?player_id=${p.id}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((b) => b.bet_id)).toEqual([bet.bet_id]);
    expect(list.body.items[0]).toMatchObject({ account_id: p.account_id, status: 'open' });
    expect(
      (await as<{ total: number }>('cashier', 'GET', `/bets?site=localhost&account=${p.account_id}`)).body
        .total,
    ).toBe(1);

    const balance = await balanceOf(p.id);
    expect((await as('cashier', 'POST', `/bets/${bet.bet_id}/settle`, { result: 'won' })).status).toBe(400);
    expect(
      (
        await as<{ error: string }>('support', 'POST', `/bets/${bet.bet_id}/settle`, {
          result: 'won',
          reason: 'feed down',
        })
      ).body.error,
    ).toBe('permissionDenied');
    const pushes: FeedMessage[] = [];
    const unsubscribe = feedFor(t.platform.db).hub.subscribe((m) => pushes.push(m));
    const won = await as<Bet>('cashier', 'POST', `/bets/${bet.bet_id}/settle`, {
      result: 'won',
      reason: 'feed down',
    });
    unsubscribe();
    expect(won.status).toBe(200);
    // the player's /sports page hears of it after the commit (the feed's `settled` push names the bet's event)
    const [eventRow] = await t.sql<{ event_id: number }>(
      `SELECT m.event_id FROM bet_selections bs JOIN sport_selections s ON s.id = bs.selection_id
         JOIN sport_markets m ON m.id = s.market_id WHERE bs.bet_id = $1`,
      [bet.bet_id],
    );
    expect(pushes).toEqual([{ type: 'settled', data: { event_ids: [eventRow!.event_id] } }]);
    expect(won.body).toMatchObject({ status: 'won', payout: bet.potential_payout });
    expect(await balanceOf(p.id)).toBe(balance + bet.potential_payout);

    const twice = await as<{ error: string }>('cashier', 'POST', `/bets/${bet.bet_id}/settle`, {
      result: 'void',
      reason: 'second try',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('alreadySettled');
    expect(await balanceOf(p.id)).toBe(balance + bet.potential_payout);
    expect(
      await t.sql("SELECT 1 FROM ledger WHERE player_id = $1 AND ref = $2 AND kind IN ('win', 'refund')", [
        p.id,
        `bet:${bet.bet_id}`,
      ]),
    ).toHaveLength(1);
    expect((await as<{ total: number }>('cashier', 'GET', `/bets?player_id=${p.id}`)).body.total).toBe(0);

    const [row] = await auditRows('bets.settle', `bet:${bet.bet_id}`);
    expect(row).toMatchObject({
      role: 'cashier',
      before: { status: 'open', wallet: { balance } },
      after: { status: 'won', payout: bet.potential_payout, reason: 'feed down' },
    });
    expect(
      (await as('cashier', 'POST', '/bets/99999999/settle', { result: 'won', reason: 'nothing' })).status,
    ).toBe(404);
  });

  it('void refunds the stake; lost pays nothing', async () => {
    const p = await newPlayer();
    const a = await openBet(p, 1_000);
    const b = await openBet(p, 2_000);
    const start = await balanceOf(p.id);
    expect(
      (
        await as<Bet>('owner', 'POST', `/bets/${a.bet_id}/settle`, {
          result: 'void',
          reason: 'match abandoned',
        })
      ).body,
    ).toMatchObject({
      status: 'void',
      payout: 1_000,
    });
    expect(
      (await as<Bet>('owner', 'POST', `/bets/${b.bet_id}/settle`, { result: 'lost', reason: 'feed down' }))
        .body,
    ).toMatchObject({
      status: 'lost',
      payout: 0,
    });
    expect(await balanceOf(p.id)).toBe(start + 1_000);
  });
});
