import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WheelPrize, WheelValue } from '@site/shared';
import { WHEEL } from '../src/api/domain/minigame';
import { testApi, type TestApi } from './helpers';
import { auditRows, staffClient, type StaffClient } from './console-staff';
import type { Refusal } from './console-site-settings';

/**
 * A site's prize wheel in the console (docs/minigame.md "A site's own wheel"): set by an owner, checked by the
 * minigame's rules, audited, published to the site's players and drawn from; the default back on request.
 */
let t: TestApi;
let owner: StaffClient;

interface WheelSettings {
  wheel: { prizes: WheelPrize[]; custom: boolean; cost: number; limits: { maxSegments: number } };
}

const published = async (domain: string) =>
  (await t.call<WheelValue>('/api/minigame/wheel', { domain_name: domain })).value;

beforeAll(async () => {
  t = await testApi();
  owner = await staffClient(t, 'owner');
});
afterAll(async () => t.close());

describe('console sites: the prize wheel', () => {
  it('a site starts on the default wheel, with the rules the form checks', async () => {
    const site = await owner.get<WheelSettings>('/sites/slot2.localhost');
    expect(site.status).toBe(200);
    expect(site.body.wheel).toMatchObject({ prizes: WHEEL, custom: false, cost: 1 });
    expect(site.body.wheel.limits.maxSegments).toBe(12);
  });

  it('an owner sets a wheel: the site publishes it, the audit row holds before and after; then the default again', async () => {
    const prizes = [
      { kind: 'bonus', amount: 2_500, weight: 3 },
      { kind: 'token', amount: 2, weight: 1 },
      { kind: 'none', amount: 0, weight: 1 },
    ];
    const saved = await owner.post<WheelSettings>('/sites/slot2.localhost/wheel', { prizes });
    expect(saved.status).toBe(200);
    const own = prizes.map((p, segment) => ({ segment, ...p }));
    expect(saved.body.wheel).toMatchObject({ prizes: own, custom: true });
    expect(await published('slot2.localhost')).toEqual({ cost: 1, total_weight: 5, prizes: own });
    // other sites are untouched
    expect((await published('slot3.localhost')).prizes).toEqual(WHEEL);
    const [row] = await auditRows(t, 'sites.wheel', 'site:slot2.localhost');
    expect(row).toMatchObject({
      role: 'owner',
      before: { prizes: WHEEL, custom: false },
      after: { prizes: own, custom: true },
    });

    const back = await owner.post<WheelSettings>('/sites/slot2.localhost/wheel', { default: true });
    expect(back.body.wheel).toMatchObject({ prizes: WHEEL, custom: false });
    expect((await published('slot2.localhost')).prizes).toEqual(WHEEL);
    expect(await auditRows(t, 'sites.wheel', 'site:slot2.localhost')).toHaveLength(2);
  });

  it('a wheel outside the rules is refused with the segment and field, and nothing changes', async () => {
    const cases: [unknown, string][] = [
      [{ prizes: [{ kind: 'bonus', amount: 100, weight: 1 }] }, 'prizes: '],
      [
        {
          prizes: [
            { kind: 'bonus', amount: 100, weight: 1 },
            { kind: 'none', amount: 0, weight: 0 },
          ],
        },
        'prizes.1.weight: ',
      ],
      [
        {
          prizes: [
            { kind: 'bonus', amount: -100, weight: 1 },
            { kind: 'none', amount: 0, weight: 1 },
          ],
        },
        'prizes.0.amount: ',
      ],
      [
        {
          prizes: [
            { kind: 'jackpot', amount: 100, weight: 1 },
            { kind: 'none', amount: 0, weight: 1 },
          ],
        },
        'prizes.0.kind: ',
      ],
    ];
    for (const [body, detail] of cases) {
      const r = await owner.post<Refusal>('/sites/slot4.localhost/wheel', body);
      expect(r.status, detail).toBe(400);
      expect(r.body.error).toBe('invalidInput');
      expect(r.body.detail.startsWith(detail), r.body.detail).toBe(true);
    }
    // not a wheel at all: the body's shape is refused before the rules
    expect((await owner.post<Refusal>('/sites/slot4.localhost/wheel', { prizes: 'x' })).status).toBe(400);
    expect((await owner.post<Refusal>('/sites/slot4.localhost/wheel', { default: false })).status).toBe(400);
    expect((await published('slot4.localhost')).prizes).toEqual(WHEEL);
    expect(await auditRows(t, 'sites.wheel', 'site:slot4.localhost')).toHaveLength(0);
  });

  it('only staff who may change sites may set it; an unknown site is 404', async () => {
    const support = await staffClient(t, 'support');
    const r = await support.post<Refusal>('/sites/slot2.localhost/wheel', { default: true });
    expect(r.status).toBe(403);
    expect((await owner.post<Refusal>('/sites/nowhere.localhost/wheel', { default: true })).status).toBe(404);
  });
});
