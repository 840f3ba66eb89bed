import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from './helpers';
import { auditRows, staffClient, type StaffClient } from './console-staff';
import { startupOf, type Refusal, type Settings } from './console-site-settings';

/**
 * A site's maintenance switch and window in the console (issue 17 §4; docs/operations.md "Maintenance"): checked,
 * then followed by the player site and by the console's own answers at the server's clock.
 */
let t: TestApi;
let owner: StaffClient;

const startup = (domain: string, preview_token?: string) => startupOf(t, domain, preview_token);

beforeAll(async () => {
  t = await testApi();
  owner = await staffClient(t, 'owner');
});
afterAll(async () => t.close());

describe('console sites: the maintenance window', () => {
  it('maintenance window: checked, then the player site closes and reopens on the next call', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const backwards = await owner.post<Refusal>('/sites/slot3.localhost/maintenance', {
      is_maintenance: true,
      start_date: end,
      end_date: start,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.detail).toBe('end_date: must come after start_date');
    const past = await owner.post<Refusal>('/sites/slot3.localhost/maintenance', {
      is_maintenance: true,
      start_date: null,
      end_date: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.detail).toMatch(/^end_date: already past/);
    const notADate = await owner.post<Refusal>('/sites/slot3.localhost/maintenance', {
      is_maintenance: true,
      end_date: 'tomorrow',
    });
    expect(notADate.body.detail).toMatch(/^end_date: /);

    const on = await owner.post<Settings>('/sites/slot3.localhost/maintenance', {
      is_maintenance: true,
      start_date: start,
      end_date: end,
    });
    expect(on.body.maintenance).toEqual({ is_maintenance: true, start_date: start, end_date: end });
    expect((await startup('slot3.localhost')).value.maintenance).toEqual({
      is_maintenance: true,
      start_date: start,
      end_date: end,
    });
    const closed = await t.call('/api/content/news', { domain_name: 'slot3.localhost' });
    expect(closed.statusMessage).toBe('siteMaintenance');

    await owner.post('/sites/slot3.localhost/maintenance', { is_maintenance: false });
    expect((await t.call('/api/content/news', { domain_name: 'slot3.localhost' })).statusCode).toBe(1);
    const rows = await auditRows(t, 'sites.maintenance', 'site:slot3.localhost');
    expect(rows.map((r) => (r.after as { is_maintenance: boolean }).is_maintenance)).toEqual([true, false]);
    expect(rows[1]?.before).toMatchObject({ is_maintenance: true, maintenance_end: end });
  });

  it("a scheduled window: saved ahead, the site's state and the player site follow the clock", async () => {
    const MIN = 60_000;
    const t0 = Date.now();
    const start = new Date(t0 + 5 * MIN).toISOString();
    const end = new Date(t0 + 10 * MIN).toISOString();
    const path = '/sites/casino6.localhost';
    /** the console's and the API's clock (config.now), `ms` from t0 */
    const at = (ms: number) => (t.platform.config.now = () => t0 + ms);
    const stateInList = async () =>
      (await owner.get<{ items: { domain_name: string; state: string }[] }>('/sites')).body.items.find(
        (s) => s.domain_name === 'casino6.localhost',
      )?.state;
    const scheduledInList = async () =>
      (
        await owner.get<{ items: { domain_name: string; maintenance_scheduled: string | null }[] }>('/sites')
      ).body.items.find((s) => s.domain_name === 'casino6.localhost')?.maintenance_scheduled;
    const playerSite = async () => ({
      maintenance: (await startup('casino6.localhost')).value.maintenance.is_maintenance,
      news: (await t.call('/api/content/news', { domain_name: 'casino6.localhost' })).statusMessage,
    });
    try {
      at(0);
      // a window ahead is accepted with the switch on; until its start the site is open
      const saved = await owner.post<Settings & { state: string }>(`${path}/maintenance`, {
        is_maintenance: true,
        start_date: start,
        end_date: end,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.maintenance).toEqual({ is_maintenance: true, start_date: start, end_date: end });
      expect(saved.body.state).toBe('open');
      expect(await stateInList()).toBe('open');
      expect(await scheduledInList()).toBe(start);
      expect(await playerSite()).toEqual({ maintenance: false, news: 'OK' });

      at(5 * MIN);
      expect(await scheduledInList()).toBeNull();
      expect((await owner.get<{ state: string }>(path)).body.state).toBe('maintenance');
      expect(await stateInList()).toBe('maintenance');
      expect(await playerSite()).toEqual({ maintenance: true, news: 'siteMaintenance' });

      at(10 * MIN);
      expect((await owner.get<{ state: string }>(path)).body.state).toBe('open');
      expect(await stateInList()).toBe('open');
      expect(await playerSite()).toEqual({ maintenance: false, news: 'OK' });
      // the same clock checks a save: that window, with the switch on, has now ended
      const ended = await owner.post<Refusal>(`${path}/maintenance`, {
        is_maintenance: true,
        start_date: start,
        end_date: end,
      });
      expect(ended.status).toBe(400);
      expect(ended.body.detail).toMatch(/^end_date: already past/);

      // inside the window the switch off opens the site at once (ending the window early)
      at(7 * MIN);
      expect(await stateInList()).toBe('maintenance');
      const off = await owner.post<Settings & { state: string }>(`${path}/maintenance`, {
        is_maintenance: false,
        start_date: start,
        end_date: end,
      });
      expect(off.body.state).toBe('open');
      expect(await playerSite()).toEqual({ maintenance: false, news: 'OK' });
    } finally {
      t.platform.config.now = undefined;
      await t.sql(
        `UPDATE sites SET is_maintenance = false, maintenance_start = NULL, maintenance_end = NULL
         WHERE domain_name = 'casino6.localhost'`,
      );
    }
  });

  it("maintenance_state: a site's settings say where its window stands at the server's clock", async () => {
    const MIN = 60_000;
    const t0 = Date.now();
    const window = {
      start_date: new Date(t0 + 5 * MIN).toISOString(),
      end_date: new Date(t0 + 10 * MIN).toISOString(),
    };
    const path = '/sites/casino2.localhost';
    /** the console's clock (config.now), `ms` from t0: the answers follow it, not the caller's */
    const at = (ms: number) => (t.platform.config.now = () => t0 + ms);
    const stateNow = async () => (await owner.get<Settings>(path)).body.maintenance_state;
    try {
      at(0);
      expect(await stateNow()).toBe('off');
      // the save answers it too, so the card shows what was just saved as the server reads it
      const saved = await owner.post<Settings>(`${path}/maintenance`, { is_maintenance: true, ...window });
      expect(saved.body.maintenance_state).toBe('scheduled');
      expect(await stateNow()).toBe('scheduled');
      at(5 * MIN);
      expect(await stateNow()).toBe('active');
      at(10 * MIN);
      expect(await stateNow()).toBe('ended');
      // the switch off is off whatever the dates
      const off = await owner.post<Settings>(`${path}/maintenance`, { is_maintenance: false, ...window });
      expect(off.body.maintenance_state).toBe('off');
    } finally {
      t.platform.config.now = undefined;
      await t.sql(
        `UPDATE sites SET is_maintenance = false, maintenance_start = NULL, maintenance_end = NULL
         WHERE domain_name = 'casino2.localhost'`,
      );
    }
  });
});
