import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDI, controlCharacterAt, controlCharacterProblem } from '../src/console/input-text';
import { key, testApi, type TestApi } from './helpers';
import { staffClient, type StaffClient } from './console-staff';

/**
 * The console's text rule (input-text.ts): a control character anywhere in a route's address parameters, query or
 * body is refused with 400 invalidInput naming the field — never a 500 from the database (a NUL byte); a phone
 * filter without digits and bidirectional controls in a site's names are refused too.
 */
let t: TestApi;
let owner: StaffClient;
let playerId = 0;

interface Refusal {
  error: string;
  detail: string;
}

beforeAll(async () => {
  t = await testApi();
  owner = await staffClient(t, 'owner');
  const [row] = await t.sql<{ id: number }>(
    `INSERT INTO players (site_id, account_id, password_hash, full_name, contact_phone)
     VALUES ((SELECT id FROM sites WHERE domain_name = 'localhost'), $1, 'not-a-hash', 'Input Player', '09170000001')
     RETURNING id`,
    [`ci${Date.now().toString(36)}`],
  );
  playerId = Number(row!.id);
  await t.sql('INSERT INTO wallets (player_id) VALUES ($1)', [playerId]);
});
afterAll(async () => t.close());

const refusedNaming = (res: { status: number; body: unknown }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: 'invalidInput', detail: `${field}: control characters are not allowed` });
};

describe('controlCharacterAt', () => {
  it('names the first string or key holding a control character; tab and line breaks pass', () => {
    expect(controlCharacterAt({ a: 'x\ty\r\nz', b: [1, true, null] })).toBeNull();
    expect(controlCharacterAt({ message: { title: 'a\u0000b' } })).toBe('message.title');
    expect(controlCharacterAt({ prizes: [{ label: 'ok' }, { label: '\u001b[31m' }] })).toBe('prizes.1.label');
    expect(controlCharacterAt({ 'k\u0000': 'v' })).toBe('k\\u0000');
    expect(controlCharacterAt('\u007f')).toBe('(value)');
    expect(controlCharacterProblem({ q: 'a' }, { domain: '\u0000' })).toBe(
      'domain: control characters are not allowed',
    );
    expect(BIDI.test('abc\u202e')).toBe(true);
    expect(BIDI.test('Candy Reels — 糖果')).toBe(false);
  });
});

describe('console API: a NUL byte is refused, not a 500', () => {
  it('in the query of every filter', async () => {
    for (const [path, field] of [
      ['/players?q=%00', 'q'],
      ['/players?site=%00', 'site'],
      ['/audit?actor=%00', 'actor'],
      ['/audit?target=a%00b', 'target'],
      ['/audit?action=%00', 'action'],
      ['/audit.csv?actor=%00', 'actor'],
      ['/payments?site=%00', 'site'],
      ['/bets?site=%00', 'site'],
      ['/bets?account=%00', 'account'],
    ] as const)
      refusedNaming(await owner.get<Refusal>(path), field);
  });

  it('in an address parameter', async () => {
    refusedNaming(await owner.get<Refusal>('/releases/sites/%00'), 'domain');
  });

  it('in a body: inbox, and a bonus (nothing moves)', async () => {
    refusedNaming(
      await owner.post<Refusal>(`/players/${playerId}/inbox`, { title: 'a\u0000b', body: 'x' }),
      'title',
    );
    const balance = async () =>
      Number(
        (await t.sql<{ balance: number }>('SELECT balance FROM wallets WHERE player_id = $1', [playerId]))[0]!
          .balance,
      );
    const before = await balance();
    refusedNaming(
      await owner.post<Refusal>(`/players/${playerId}/bonus`, {
        amount: 100,
        reason: 'goodwill',
        idempotency_key: key(),
        message: { title: 'a\u0000b', body: 'x' },
      }),
      'message.title',
    );
    expect(await balance()).toBe(before);
    expect((await t.sql('SELECT 1 FROM inbox WHERE player_id = $1', [playerId])).length).toBe(0);
  });
});

describe('console API: the input checks hold', () => {
  it('a phone filter without digits is refused like a too short one', async () => {
    for (const phone of ['abc', '12', '-- -'])
      expect(await owner.get<Refusal>('/players', { phone })).toEqual({
        status: 400,
        body: { error: 'invalidInput', detail: 'phone: at least 4 digits' },
      });
    expect((await owner.get('/players', { phone: '' })).status).toBe(200);
    expect((await owner.get('/players', { phone: '0917-0000' })).status).toBe(200);
  });

  it("a site's names refuse bidirectional controls", async () => {
    for (const c of ['\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069']) {
      const res = await owner.post<Refusal>('/sites/slot1.localhost/names', {
        site_name: `Candy ${c}Reels`,
        logo_text: 'CANDY',
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/^site_name: no bidirectional control characters/);
      const logo = await owner.post<Refusal>('/sites/slot1.localhost/names', {
        site_name: 'Candy Reels',
        logo_text: `${c}CANDY`,
      });
      expect(logo.body.detail).toMatch(/^logo_text: no bidirectional control characters/);
    }
  });
});

describe('console API: hostile input is refused, never a 500 nor a silent wrong save', () => {
  const zw = '\u200b\u200b\u200b\u200b';
  it('dates out of range: the audit filter, a maintenance window, an article date', async () => {
    for (const from of [
      '99999-01-01',
      '+275760-09-13T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
    ]) {
      const res = await owner.get<Refusal>('/audit', { from });
      expect(res.status, from).toBe(400);
      expect(res.body.detail).toMatch(/^from: an ISO 8601 date or date-time between 1970 and 9999/);
      expect((await owner.get<Refusal>('/audit.csv', { to: from })).status, from).toBe(400);
    }
    const maintenance = await owner.post<Refusal>('/sites/localhost/maintenance', {
      is_maintenance: false,
      start_date: '99999-01-01',
      end_date: null,
    });
    expect(maintenance.status).toBe(400);
    expect(maintenance.body.detail).toBe('start_date: a date and time (ISO 8601) between 1970 and 9999');
    const title = `Far ${Date.now()}`;
    for (const published_at of ['+275760-09-13T00:00:00Z', '0001-01-01T00:00:00Z']) {
      const news = await owner.post<Refusal>('/content/localhost/news', {
        title,
        body: '<p>x</p>',
        published_at,
      });
      expect(news.status, published_at).toBe(400);
      expect(news.body.detail).toBe('published_at: a date and time (ISO 8601) between 1970 and 9999');
    }
    expect(await t.sql('SELECT id FROM news WHERE title = $1', [title])).toEqual([]);
  });

  it('text of invisible characters only is refused where it would be saved', async () => {
    const staff = await owner.post<Refusal>('/staff', {
      email: key() + '@example.com',
      name: zw,
      role: 'support',
    });
    expect(staff.body).toEqual({ error: 'invalidInput', detail: 'name: only invisible characters' });
    const inbox = await owner.post<Refusal>(`/players/${playerId}/inbox`, { title: zw, body: 'Hello' });
    expect(inbox.body).toEqual({ error: 'invalidInput', detail: 'title: only invisible characters' });
    const status = await owner.post<Refusal>(`/players/${playerId}/status`, { status: 'BLOCK', reason: zw });
    expect(status.body).toEqual({ error: 'invalidInput', detail: 'reason: only invisible characters' });
    const names = await owner.post<Refusal>('/sites/localhost/names', { site_name: zw, logo_text: '' });
    expect(names.body).toEqual({ error: 'invalidInput', detail: 'site_name: only invisible characters' });
    const [player] = await t.sql<{ status: string }>('SELECT status FROM players WHERE id = $1', [playerId]);
    expect(player!.status).toBe('ACTIVE');
    // a name with a joiner inside visible text (an emoji sequence) is fine
    const emoji = await owner.post('/staff', {
      email: key() + '@example.com',
      name: 'Ana 👩\u200d💻',
      role: 'support',
    });
    expect(emoji.status).toBe(200);
  });

  it('an email with an invisible character inside is refused', async () => {
    const res = await owner.post<Refusal>('/staff', {
      email: `sp\u200b${key()}@example.com`,
      name: 'Sp',
      role: 'support',
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('email: an email address');
  });
});
