import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Paged, StatementValue, Transaction } from '@site/shared';
import { dateRange, dayStart, daysInRange, localDay } from '../src/api/calls/history';
import { limiter } from '../src/security/rate-limit';
import { key, testApi, type TestApi } from './helpers';

// Date filters and the statement's days in the player's own time zone (`tz`), UTC days without it.

describe('day bounds in a time zone', () => {
  it('starts a day at its local midnight', () => {
    expect(dayStart('2026-11-29').toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(dayStart('2026-11-29', 'Pacific/Kiritimati').toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(dayStart('2026-11-29', 'Asia/Manila').toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(dayStart('2026-11-29', 'America/Los_Angeles').toISOString()).toBe('2026-11-29T08:00:00.000Z');
  });

  it('follows daylight saving time, and a day whose midnight the clocks skip', () => {
    expect(dayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // Santiago moves from -04 to -03 at 00:00 on 2026-09-06: the day starts at 01:00 local (04:00Z)
    expect(dayStart('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('gives [from, to + 1 day) and the local day of an instant', () => {
    const r = dateRange('2026-11-29', '2026-11-29', 30, 'Pacific/Kiritimati');
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual([
      '2026-11-28T10:00:00.000Z',
      '2026-11-29T10:00:00.000Z',
    ]);
    const utc = dateRange('2026-11-29', '2026-11-30', 30);
    expect(utc.end.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(localDay(Date.parse('2026-11-28T14:16:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-29');
    expect(localDay(Date.parse('2026-11-28T14:16:00Z'))).toBe('2026-11-28');
    expect(daysInRange('2025-01-01', '2025-12-31')).toBe(365);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
  });
});

describe('history calls with tz', () => {
  let t: TestApi;
  let p: { account_id: string; auth: string };
  beforeAll(async () => {
    t = await testApi();
    p = await t.login('lucky88');
    // a deposit made at 14:16 UTC: 2026-11-29 04:16 in Kiritimati (UTC+14), 2026-11-28 22:16 in Manila
    await t.call('/api/wallet/deposit', { ...p, amount: 50_000, method: 'GCASH', idempotency_key: key() });
    const [player] = await t.sql<{ id: number }>('SELECT id FROM players WHERE account_id = $1', [
      p.account_id,
    ]);
    const at = '2026-11-28T14:16:00Z';
    await t.sql(
      'UPDATE payment_requests SET created_at = $2 WHERE id = (SELECT max(id) FROM payment_requests WHERE player_id = $1)',
      [player!.id, at],
    );
    await t.sql(
      'UPDATE ledger SET created_at = $2 WHERE id = (SELECT max(id) FROM ledger WHERE player_id = $1)',
      [player!.id, at],
    );
  });
  afterAll(() => t?.close());
  beforeEach(() => limiter.reset());

  const list = (body: object) =>
    t.call<Paged<Transaction>>('/api/wallet/transactions', { ...p, page_size: 100, ...body });
  const deposits = (r: Paged<Transaction>) =>
    r.items.filter((i) => i.type === 'deposit' && i.amount === 50_000);

  it('transactions: the days of the player’s zone', async () => {
    const day = { date_from: '2026-11-29', date_to: '2026-11-29' };
    expect(deposits((await list({ ...day, tz: 'Pacific/Kiritimati' })).value)).toHaveLength(1);
    expect(deposits((await list(day)).value)).toHaveLength(0);
    expect(deposits((await list({ date_from: '2026-11-28', date_to: '2026-11-28' })).value)).toHaveLength(1);
    const manila = { date_from: '2026-11-28', date_to: '2026-11-28', tz: 'Asia/Manila' };
    expect(deposits((await list(manila)).value)).toHaveLength(1);
  });

  it('statement: groups by the days of the player’s zone, bounded by them', async () => {
    const s = await t.call<StatementValue>('/api/wallet/statement', {
      ...p,
      date_from: '2026-11-29',
      date_to: '2026-11-29',
      tz: 'Pacific/Kiritimati',
    });
    expect(s.value.date_from).toBe('2026-11-29');
    expect(s.value.days.map((d) => d.date)).toEqual(['2026-11-29']);
    expect(s.value.days[0]!.credits).toBe(50_000);
    const utc = await t.call<StatementValue>('/api/wallet/statement', {
      ...p,
      date_from: '2026-11-28',
      date_to: '2026-11-29',
    });
    expect(utc.value.days.find((d) => d.credits === 50_000)?.date).toBe('2026-11-28');
  });

  it('bet history: the days of the player’s zone', async () => {
    const placed = await t.call('/api/sportsbook/place_bet', {
      ...p,
      bet_type: 'OU',
      stake: 1_000,
      selections: [await t.selection('OU', 2)],
      idempotency_key: key(),
    });
    expect(placed.statusCode).toBe(1);
    // placed at 14:16 UTC on 2026-11-28: the 29th in Kiritimati
    await t.sql("UPDATE bets SET placed_at = '2026-11-28T14:16:00Z' WHERE id = (SELECT max(id) FROM bets)");
    const bets = (body: object) =>
      t.call<Paged<unknown>>('/api/sportsbook/bet_history', { ...p, page_size: 100, ...body });
    const day29 = { date_from: '2026-11-29', date_to: '2026-11-29' };
    expect((await bets({ ...day29, tz: 'Pacific/Kiritimati' })).value.total).toBe(1);
    expect((await bets(day29)).value.total).toBe(0);
  });

  it('refuses an unknown zone, naming the field; a year and a day at most, in calendar days', async () => {
    for (const tz of ['Mars/Olympus', 'x'.repeat(65), "UTC'; --"]) {
      const r = await list({ tz });
      expect(r.statusMessage).toBe('invalidInput');
      expect(r.statusDetail).toMatch(/^tz/);
    }
    const long = await t.call('/api/wallet/statement', {
      ...p,
      date_from: '2025-01-01',
      date_to: '2026-01-02',
      tz: 'America/New_York',
    });
    expect(long.statusDetail).toBe('date_from: at most 366 days');
    const year = await t.call('/api/wallet/statement', {
      ...p,
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      tz: 'America/New_York',
    });
    expect(year.statusCode).toBe(1);
  });
});
