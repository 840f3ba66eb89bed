import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '@site/shared';
import { testApi, type TestApi } from './helpers';
import { staffClient, type StaffClient } from './console-staff';

/**
 * A promotion's period on the server's clock (`config.now`, moved here): the player list
 * (`/api/content/promotions`, every place the site draws promotions) leaves out one that has ended and keeps an
 * upcoming one; the claim refuses outside the period on the same clock; the operator's lists keep them all.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let now = Date.now();
let t: TestApi;
let editor: StaffClient;
const SITE = 'slot2.localhost';
const site = { domain_name: SITE, external_id: SITE };
const iso = (ms: number) => new Date(ms).toISOString();

const playerIds = async () =>
  (await t.call<Promotion[]>('/api/content/promotions', site)).value.map((p) => p.id);
const write = async (title: string, fields: Record<string, unknown> = {}) =>
  (
    await t.admin<{ id: number }>('/api/operator/promotion_write', {
      ...site,
      title,
      body: `<p>${title}</p>`,
      ...fields,
    })
  ).value.id;

beforeAll(async () => {
  t = await testApi({ now: () => now });
  editor = await staffClient(t, 'content_editor');
});
afterAll(() => t?.close());

describe('promotion period', () => {
  it('the operator writes a period; the list answers it; an end before the start is refused', async () => {
    const id = await write('Summer drops', { starts_at: iso(now - DAY), ends_at: iso(now + 30 * DAY) });
    const listed = (await t.call<Promotion[]>('/api/content/promotions', site)).value.find(
      (x) => x.id === id,
    );
    expect(listed).toMatchObject({ starts_at: iso(now - DAY), ends_at: iso(now + 30 * DAY) });
    const bad = await t.admin('/api/operator/promotion_write', {
      ...site,
      title: 'Backwards',
      body: '<p>x</p>',
      starts_at: iso(now + 2 * DAY),
      ends_at: iso(now + DAY),
    });
    expect(bad.statusDetail).toMatch(/^ends_at/);
  });

  it('players are not offered an ended promotion; upcoming and open ones stay; the console lists them all', async () => {
    const ended = await write('Ended', { starts_at: iso(now - 10 * DAY), ends_at: iso(now - HOUR) });
    const upcoming = await write('Upcoming', { starts_at: iso(now + DAY), ends_at: iso(now + 10 * DAY) });
    const open = await write('No period');
    const ids = await playerIds();
    expect(ids).toEqual(expect.arrayContaining([upcoming, open]));
    expect(ids).not.toContain(ended);
    // the answer keeps the contract's shape (every field of a promotion), only rows are left out
    const [first] = (await t.call<Promotion[]>('/api/content/promotions', site)).value;
    expect(Object.keys(first!).sort()).toEqual(
      [
        'id',
        'title',
        'body',
        'image',
        'starts_at',
        'ends_at',
        'bonus_amount',
        'local_title',
        'local_body',
      ].sort(),
    );
    // the operator's own lists: the console's content list and its single item
    const console = await editor.get<{ items: { id: number; title: string }[] }>(
      `/content/${SITE}/promotions`,
    );
    expect(console.status).toBe(200);
    expect(console.body.items.map((i) => i.id)).toEqual(expect.arrayContaining([ended, upcoming, open]));
  });

  it('the end itself is still inside; a moment later the list leaves it out and the claim is refused', async () => {
    const me = await t.login('spinking', SITE);
    const end = now + HOUR;
    const closing = await write('Closing', { ends_at: iso(end), bonus_amount: 500 });
    const other = await write('Closing too', { ends_at: iso(end), bonus_amount: 500 });
    const start = now;
    try {
      now = end;
      expect(await playerIds()).toContain(closing);
      const inTime = await t.call('/api/account/promotion_claim', { ...me, promotion_id: closing });
      expect(inTime.statusCode).toBe(1);
      now = end + 1;
      expect(await playerIds()).not.toContain(closing);
      expect(await playerIds()).not.toContain(other);
      // the claim reads the same clock as the list (the database's own now() is an hour earlier here)
      const late = await t.call('/api/account/promotion_claim', { ...me, promotion_id: other });
      expect(late.statusMessage).toBe('promotionNotActive');
    } finally {
      now = start;
    }
  });
});
