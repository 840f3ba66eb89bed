import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { THEME_COLORS, type Bet } from '@site/shared';
import { CALLS } from '../src/api/index';
import { READ_ONLY_ADMIN_CALLS } from '../src/api/audited-call';
import { REGISTRY_CALLS } from '../src/registry/admin';
import { csvCell, csvLine, type AuditItem } from '../src/console/audit';
import { CONSOLE_PREFIX } from '../src/console/server';
import { ROUTES } from '../src/console/routes';
import { COOKIE, csrfToken, openSession } from '../src/console/sessions';
import { createStaff } from '../src/console/staff';
import { ROLES, type Role } from '../src/console/roles';
import { limiter } from '../src/security/rate-limit';
import { ADMIN_TOKEN, key, testApi, type TestApi } from './helpers';

/**
 * The console's audit view (issue 17 §7): console_audit and operator_audit as one list (actor kinds staff, cli,
 * machine), filters, newest first, paged; the CSV export (RFC 4180, formula-injection guard); both tables
 * append-only with no console route that edits them; every admin-token change recorded with before and after.
 */
let t: TestApi;
const staff = new Map<Role, number>();

async function raw(role: Role, method: 'GET' | 'POST', url: string, body?: unknown) {
  const { token } = await openSession(t.platform.db, staff.get(role)!, 'full', Date.now(), {
    ip: '10.9.0.1',
    userAgent: 'vitest audit',
  });
  return t.platform.console.inject({
    method,
    url: CONSOLE_PREFIX + url,
    remoteAddress: '10.9.0.1',
    headers: { cookie: `${COOKIE}=${token}`, 'x-csrf-token': csrfToken(token), 'user-agent': 'vitest audit' },
    ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
  });
}
async function as<T = Record<string, unknown>>(
  role: Role,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const res = await raw(role, method, url, body);
  if (res.statusCode >= 500) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { status: res.statusCode, body: res.json() as T };
}

const admin = (path: string, body: unknown, actor = 'robot-7') =>
  t.call(path, body, { 'x-admin-token': ADMIN_TOKEN, 'x-admin-actor': actor });

/** A minimal RFC 4180 reader, to check that what the export writes reads back cell for cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

let playerId = 0;
const site = { domain_name: 'localhost', external_id: 'localhost' };

beforeAll(async () => {
  t = await testApi();
  for (const role of ROLES) {
    const [row] = await t.sql<{ id: number }>(
      `INSERT INTO console_staff (email, name, role, password_hash, must_change_password, totp_enabled_at, created_by)
       VALUES ($1, $2, $3, 'not-a-hash', false, now(), 'test') RETURNING id`,
      [`${role}@audit.example`, role, role],
    );
    staff.set(role, Number(row!.id));
  }
  const [p] = await t.sql<{ id: number }>("SELECT id FROM players WHERE account_id = 'bigwin23'");
  playerId = Number(p!.id);
});
afterAll(async () => t.close());
beforeEach(() => limiter.reset());

describe('the one audit view', () => {
  it('shows staff, machine and cli actions together with actor kind, before and after, newest first', async () => {
    // a staff action (console), an admin-token action (machine), a CLI through the admin API, a CLI of the console
    const blocked = await as('support', 'POST', `/players/${playerId}/status`, {
      status: 'BLOCK',
      reason: 'audit test',
      expected_status: 'ACTIVE',
    });
    expect(blocked.status).toBe(200);
    const machine = await admin('/api/operator/player_status', {
      ...site,
      account_id: 'bigwin23',
      status: 'ACTIVE',
    });
    expect(machine.statusCode).toBe(1);
    await admin('/api/operator/site_bet_limits', { ...site, min_stake: 200 }, 'cli:ops-ana');
    await createStaff(
      t.platform.db,
      { email: 'cli-made@audit.example', name: 'Made by CLI', role: 'support' },
      { kind: 'cli', staffId: null, name: 'cli:ops-ana', role: '', ip: 'local', userAgent: 'operator cli' },
    );

    const view = await as<{ items: AuditItem[]; total: number }>('owner', 'GET', '/audit?page_size=200');
    expect(view.status).toBe(200);
    const items = view.body.items;
    const keys = items.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    // newest first
    const times = items.map((i) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const staffRow = items.find((i) => i.action === 'players.status')!;
    expect(staffRow).toMatchObject({
      source: 'console',
      actor_kind: 'staff',
      actor: 'support@audit.example',
      role: 'support',
      ip: '10.9.0.1',
      target: 'player:localhost/bigwin23',
      before: { status: 'ACTIVE' },
      after: { status: 'BLOCK', reason: 'audit test' },
    });
    const machineRow = items.find((i) => i.action === '/api/operator/player_status')!;
    expect(machineRow).toMatchObject({
      source: 'operator',
      actor_kind: 'machine',
      target: 'player:localhost/bigwin23',
      before: { status: 'BLOCK' },
      after: { status: 'ACTIVE' },
      outcome: 'OK',
    });
    expect(machineRow.actor).toMatch(/^robot-7 \(token [0-9a-f]{8}\)$/);
    // the machine row is newer than the staff row
    expect(keys.indexOf(machineRow.key)).toBeLessThan(keys.indexOf(staffRow.key));
    const cliRow = items.find((i) => i.action === '/api/operator/site_bet_limits')!;
    expect(cliRow).toMatchObject({
      actor_kind: 'cli',
      target: 'site:localhost',
      before: { min_stake: 100 },
      after: { min_stake: 200 },
    });
    expect(items.find((i) => i.action === 'staff.invite' && i.actor === 'cli:ops-ana')).toMatchObject({
      source: 'console',
      actor_kind: 'cli',
    });
  });

  it('filters by kind, actor, action, target and time; pages', async () => {
    const only = async (q: string) =>
      (await as<{ items: AuditItem[]; total: number }>('owner', 'GET', `/audit?page_size=200&${q}`)).body;
    const machines = await only('kind=machine');
    expect(machines.total).toBeGreaterThan(0);
    expect(machines.items.every((i) => i.actor_kind === 'machine')).toBe(true);
    expect((await only('kind=cli')).items.every((i) => i.actor_kind === 'cli')).toBe(true);
    expect(
      (await only('kind=staff')).items.every((i) => i.source === 'console' && i.actor_kind === 'staff'),
    ).toBe(true);

    const robot = await only('actor=ROBOT-7');
    expect(robot.total).toBeGreaterThan(0);
    expect(robot.items.every((i) => i.actor.startsWith('robot-7'))).toBe(true);
    const byAction = await only('action=player_status');
    expect(byAction.items.map((i) => i.action)).toEqual(
      byAction.items.map(() => '/api/operator/player_status'),
    );
    const byTarget = await only(`target=${encodeURIComponent('player:localhost/bigwin23')}`);
    // the console and the admin token name a player the same way: one filter shows what both did
    expect(new Set(byTarget.items.map((i) => i.action))).toEqual(
      new Set(['players.status', '/api/operator/player_status']),
    );
    // LIKE wildcards are literal
    expect((await only('actor=%25')).total).toBe(0);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await only(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await only(`to=${encodeURIComponent(past)}`)).total).toBe(0);
    const all = await only('');
    expect((await only(`from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).total).toBe(
      all.total,
    );
    expect(
      (await as('owner', 'GET', `/audit?from=${encodeURIComponent(future)}&to=${encodeURIComponent(past)}`))
        .status,
    ).toBe(400);
    expect((await as('owner', 'GET', '/audit?from=yesterday')).status).toBe(400);
    expect((await as('owner', 'GET', '/audit?kind=robot')).status).toBe(400);

    const p1 = await as<{ items: AuditItem[]; total: number }>('owner', 'GET', '/audit?page_size=2&page=1');
    const p2 = await as<{ items: AuditItem[]; total: number }>('owner', 'GET', '/audit?page_size=2&page=2');
    expect(p1.body.items).toHaveLength(2);
    expect(p2.body.items[0]!.key).not.toBe(p1.body.items[1]!.key);
    expect(Date.parse(p2.body.items[0]!.at)).toBeLessThanOrEqual(Date.parse(p1.body.items[1]!.at));
  });

  it('only audit.view reads it; no console route edits or deletes; both tables refuse UPDATE, DELETE, TRUNCATE', async () => {
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      for (const url of ['/audit', '/audit.csv']) {
        const res = await as<{ error: string }>(role, 'GET', url);
        expect(res.status, `${role} ${url}`).toBe(403);
        expect(res.body.error).toBe('permissionDenied');
      }
    }
    const auditRoutes = ROUTES.filter((r) => r.path.startsWith('/audit') || r.access === 'audit.view');
    expect(auditRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /audit', 'GET /audit.csv']);
    // nothing the owner can send changes a row: no POST route names the audit trail
    expect(ROUTES.filter((r) => r.method !== 'GET' && /audit/.test(r.path))).toEqual([]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.platform.console.inject({ method, url: `${CONSOLE_PREFIX}/audit` });
      expect(res.statusCode, method).toBe(404);
    }
    for (const table of ['console_audit', 'operator_audit']) {
      await expect(t.sql(`UPDATE ${table} SET actor = 'someone else'`)).rejects.toThrow(/append-only/);
      await expect(t.sql(`DELETE FROM ${table}`)).rejects.toThrow(/append-only/);
      await expect(t.sql(`TRUNCATE ${table}`)).rejects.toThrow(/append-only/);
    }
  });
});

describe('CSV export', () => {
  it('escapes cells (RFC 4180) and guards against formula injection', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+63 917')).toBe("'+63 917");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell({ a: 'b,c' })).toBe('"{""a"":""b,c""}"');
    expect(csvLine(['x', 'y'])).toBe('x,y\r\n');
    expect(parseCsv(csvLine(['a,b', 'say "hi"', 'two\nlines']))).toEqual([['a,b', 'say "hi"', 'two\nlines']]);
  });

  it('exports the filtered view as a download: staff and machine rows, before and after, guarded cells; audited', async () => {
    await admin(
      '/api/operator/inbox_send',
      { ...site, account_id: 'bigwin23', title: 'Hello', body: 'From a robot' },
      '+cmd-bot',
    );
    const res = await raw('owner', 'GET', '/audit.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="audit-\d{8}-\d{4}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    const [header, ...data] = rows;
    expect(header).toEqual([
      'at',
      'source',
      'actor_kind',
      'actor',
      'role',
      'ip',
      'user_agent',
      'action',
      'target',
      'outcome',
      'before',
      'after',
    ]);
    const total = (await as<{ total: number }>('owner', 'GET', '/audit')).body.total;
    // the export's own row is written after its snapshot
    expect(data).toHaveLength(total - 1);
    const col = (name: string) => header!.indexOf(name);
    const staffRow = data.find((r) => r[col('action')] === 'players.status')!;
    expect(staffRow[col('actor_kind')]).toBe('staff');
    expect(JSON.parse(staffRow[col('before')]!)).toMatchObject({ status: 'ACTIVE' });
    expect(JSON.parse(staffRow[col('after')]!)).toMatchObject({ status: 'BLOCK' });
    const machineRow = data.find((r) => r[col('action')] === '/api/operator/player_status')!;
    expect(machineRow[col('actor_kind')]).toBe('machine');
    expect(JSON.parse(machineRow[col('after')]!)).toEqual({ status: 'ACTIVE' });
    // an actor a spreadsheet would read as a formula is written with a leading quote
    const bot = data.find((r) => r[col('action')] === '/api/operator/inbox_send')!;
    expect(bot[col('actor')]).toMatch(/^'\+cmd-bot \(token [0-9a-f]{8}\)$/);
    for (const r of data) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const filtered = await raw('owner', 'GET', '/audit.csv?kind=machine&action=player_status');
    const fRows = parseCsv(filtered.body.slice(1)).slice(1);
    expect(fRows.length).toBeGreaterThan(0);
    expect(
      fRows.every(
        (r) => r[col('actor_kind')] === 'machine' && r[col('action')] === '/api/operator/player_status',
      ),
    ).toBe(true);

    const exports = await t.sql<{ actor: string; after: { rows: number; filters: { kind?: string } } }>(
      "SELECT actor, after FROM console_audit WHERE action = 'audit.export' ORDER BY id",
    );
    expect(exports).toHaveLength(2);
    expect(exports[1]!.after).toMatchObject({ rows: fRows.length, filters: { kind: 'machine' } });
  });
});

describe('admin-token changes in operator_audit', () => {
  /** A body for every changing admin call, and whether the thing it changes existed before (`before` not null). */
  async function samples(): Promise<
    Record<string, { body: Record<string, unknown>; existed: boolean; untargeted?: boolean }[]>
  > {
    const [lucky] = await t.sql<{ id: number }>("SELECT id FROM players WHERE account_id = 'lucky88'");
    const [req] = await t.sql<{ id: number }>(
      "INSERT INTO payment_requests (player_id, kind, amount, method) VALUES ($1, 'deposit', 1000, 'GCASH') RETURNING id",
      [lucky!.id],
    );
    const demo = await t.login();
    const selection = await t.selection('HDP', 1, 0);
    const bet = await t.call<Bet>('/api/sportsbook/place_bet', {
      ...demo,
      bet_type: 'HDP',
      stake: 1_000,
      idempotency_key: key(),
      selections: [selection],
    });
    const [spin] = await t.sql<{ id: number }>("SELECT id FROM players WHERE account_id = 'spinking'");
    const [review] = await t.sql<{ id: number }>(
      `INSERT INTO site_reviews (site_id, player_id, rating, body)
       VALUES ((SELECT id FROM sites WHERE domain_name = 'localhost'), $1, 5, 'Great') RETURNING id`,
      [spin!.id],
    );
    const [promo] = await t.sql<{ id: number }>(
      "SELECT p.id FROM promotions p JOIN sites s ON s.id = p.site_id WHERE s.domain_name = 'localhost' LIMIT 1",
    );
    // a published remote to switch off on the site (no build on disk is needed for that)
    await t.sql(
      "INSERT INTO remote_builds (name, version, contract) VALUES ('auditprobe', '1.0.0', '1.0.0') ON CONFLICT DO NOTHING",
    );
    const remote = { name: 'auditprobe' };
    const created = await admin('/api/operator/sports_feed', { action: 'create' });
    const event = { id: (created.value as { event_id: number }).event_id };
    const [cms] = await t.sql<{ key: string }>(
      "SELECT c.key FROM cms_blocks c JOIN sites s ON s.id = c.site_id WHERE s.domain_name = 'localhost' LIMIT 1",
    );
    const theme = Object.keys(THEME_COLORS)[0] as keyof typeof THEME_COLORS;
    return {
      '/api/operator/payment_decide': [
        { body: { request_id: Number(req!.id), decision: 'approve' }, existed: true },
      ],
      '/api/operator/settle_bet': [{ body: { bet_id: bet.value.bet_id, result: 'void' }, existed: true }],
      '/api/operator/sports_feed': [
        { body: { action: 'start', event_id: Number(event!.id) }, existed: true },
        { body: { action: 'tick' }, existed: false },
      ],
      '/api/operator/player_status': [
        { body: { ...site, account_id: 'jackpot7', status: 'BLOCK' }, existed: true },
      ],
      '/api/operator/inbox_send': [
        { body: { ...site, account_id: 'demo1', title: 'Hi', body: 'Hello' }, existed: false },
      ],
      '/api/operator/preview_token': [
        { body: { ...site, theme_code: theme, theme_color: THEME_COLORS[theme][0] }, existed: false },
      ],
      '/api/operator/site_bet_limits': [{ body: { ...site, max_stake: 5_000_000 }, existed: true }],
      '/api/operator/site_compliance': [{ body: { ...site, rg_helpline: '1800-HELP' }, existed: true }],
      '/api/operator/cms_write': [
        { body: { ...site, key: cms!.key, status: true, en_body: '<p>Updated</p>' }, existed: true },
      ],
      '/api/operator/promotion_write': [
        { body: { ...site, title: 'New', body: '<p>New</p>' }, existed: false },
        { body: { ...site, id: Number(promo!.id), title: 'Changed', body: '<p>Changed</p>' }, existed: true },
      ],
      '/api/operator/news_write': [{ body: { ...site, title: 'News', body: '<p>News</p>' }, existed: false }],
      '/api/operator/review_hide': [
        { body: { ...site, id: Number(review!.id), hidden: true }, existed: true },
      ],
      '/api/admin/prune': [{ body: {}, existed: false, untargeted: true }],
      // the first change of a remote on a site has no setting row before it (the handler notes null: defaults)
      '/api/admin/sites/remote': [
        { body: { ...site, name: remote.name, action: 'disable' }, existed: false },
        { body: { ...site, name: remote.name, action: 'enable' }, existed: true },
      ],
    };
  }
  /** Needs a published build in the data folder (the registry's own tests publish one); it has a state reader. */
  const NOT_RUN = new Set(['/api/admin/remotes/register']);

  it('every admin call is either read-only or records before and after', async () => {
    const adminPaths = [...CALLS, ...REGISTRY_CALLS].filter((c) => c.admin).map((c) => c.path);
    const byPath = await samples();
    for (const path of adminPaths) {
      if (READ_ONLY_ADMIN_CALLS.has(path) || NOT_RUN.has(path)) continue;
      const cases = byPath[path];
      expect(cases, `${path}: a changing admin call without a sample here`).toBeDefined();
      for (const c of cases!) {
        const answer = await admin(path, c.body);
        expect(answer.statusCode, `${path}: ${answer.statusMessage} ${answer.statusDetail}`).toBe(1);
        const [row] = await t.sql<{ target: string; before: unknown; after: unknown; outcome: string }>(
          'SELECT target, before, after, outcome FROM operator_audit WHERE action = $1 ORDER BY id DESC LIMIT 1',
          [path],
        );
        expect(row!.outcome).toBe('OK');
        expect(row!.after, `${path} after`).not.toBeNull();
        if (!c.untargeted) expect(row!.target, `${path} target`).not.toBe('');
        if (c.existed) expect(row!.before, `${path} before`).not.toBeNull();
        if (c.existed && typeof row!.before === 'object')
          expect(JSON.stringify(row!.before), `${path}: before and after differ`).not.toBe(
            JSON.stringify(row!.after),
          );
      }
    }
    // read-only calls leave their row without before and after
    await admin('/api/operator/payments', {});
    const [read] = await t.sql<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM operator_audit WHERE action = '/api/operator/payments' ORDER BY id DESC LIMIT 1",
    );
    expect(read).toEqual({ before: null, after: null });
  });
});
