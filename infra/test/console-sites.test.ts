import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CODES, THEME_COLORS, validateTheme, type StartupValue } from '@site/shared';
import { readPreviewToken } from '../src/security/preview-token';
import { SITE_CURRENCIES } from '../src/console/routes-sites';
import { ADMIN_TOKEN, testApi, type TestApi } from './helpers';
import { auditRows, staffClient, type StaffClient } from './console-staff';

/**
 * Site settings in the console (issue 17 §4): every change is checked by the player site's or the operator
 * API's own rule, refused with the field and the reason, audited with before and after, and seen by players on
 * their next call.
 */
let t: TestApi;
let owner: StaffClient;

interface Refusal {
  error: string;
  detail: string;
}
interface Settings {
  domain_name: string;
  site_name: string;
  logo_text: string;
  logo1: string;
  currency: string;
  currency_locked: boolean;
  theme: { code: string; color: string; valid: boolean };
  maintenance: { is_maintenance: boolean; start_date: string | null; end_date: string | null };
  maintenance_state: 'off' | 'scheduled' | 'active' | 'ended';
  live_chat: { chat_id: string; image_id: string; script_configured: boolean };
  analytics: { section: string; script: string }[];
  compliance: { min_age: number; age_confirmation: boolean; rg_helpline: string };
  player_url: string;
}

const startup = async (domain: string, preview_token?: string) =>
  t.call<StartupValue>('/api/startup', { domain_name: domain, ...(preview_token ? { preview_token } : {}) });

beforeAll(async () => {
  t = await testApi();
  owner = await staffClient(t, 'owner');
});
afterAll(async () => t.close());

describe('console sites', () => {
  it('lists every site with its theme and state; a site answers its settings; other roles are refused', async () => {
    const list = await owner.get<{ items: { domain_name: string; theme_valid: boolean; state: string }[] }>(
      '/sites',
    );
    expect(list.status).toBe(200);
    const byDomain = new Map(list.body.items.map((s) => [s.domain_name, s]));
    expect(byDomain.get('slot7.localhost')).toMatchObject({ theme_valid: true, state: 'open' });
    expect(byDomain.get('badtheme.localhost')?.theme_valid).toBe(false);
    expect(byDomain.get('maintenance.localhost')?.state).toBe('maintenance');

    const one = await owner.get<Settings>('/sites/slot7.localhost');
    expect(one.body).toMatchObject({
      domain_name: 'slot7.localhost',
      site_name: 'Pixel Arcade',
      theme: { code: 'slot7', color: 'arcade', valid: true },
      currency: 'PHP',
      currency_locked: true,
    });
    expect(one.body.player_url).toMatch(/^http:\/\/slot7\.localhost:\d+\/$/);
    expect((await owner.get<Refusal>('/sites/nope.example')).status).toBe(404);

    for (const role of ['content_editor', 'cashier', 'release_manager', 'support'] as const) {
      const other = await staffClient(t, role);
      const r = await other.get<Refusal>('/sites/slot7.localhost');
      expect(r.status, role).toBe(403);
      expect(r.body.error).toBe('permissionDenied');
      const w = await other.post<Refusal>('/sites/slot7.localhost/theme', {
        theme_code: 'slot7',
        theme_color: 'pixel',
      });
      expect(w.status, role).toBe(403);
    }
  });

  it('theme: the player site rule (SPEC §5) decides; a refused change names the field and changes nothing', async () => {
    const wrongCode = await owner.post<Refusal>('/sites/casino4.localhost/theme', {
      theme_code: 'casino9',
      theme_color: 'royal',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toMatchObject({ error: 'invalidInput' });
    expect(wrongCode.body.detail).toMatch(/^theme_code: Invalid theme code/);
    // a colour of another template is not a colour of this one
    const wrongColour = await owner.post<Refusal>('/sites/casino4.localhost/theme', {
      theme_code: 'casino4',
      theme_color: 'galaxy',
    });
    expect(wrongColour.status).toBe(400);
    expect(wrongColour.body.detail).toBe(
      'theme_color: Invalid theme color (casino4 has imperial, forest, sunset, steel, orchid)',
    );
    expect((await startup('casino4.localhost')).value.site).toMatchObject({
      theme_code: 'casino4',
      theme_color: 'imperial',
    });
    expect(await auditRows(t, 'sites.theme', 'site:casino4.localhost')).toHaveLength(0);

    // every one of the 75 combinations the player site accepts is accepted here, and nothing else
    for (const code of THEME_CODES)
      for (const other of THEME_CODES)
        for (const color of THEME_COLORS[other])
          expect(validateTheme(code, color).ok).toBe(THEME_COLORS[code].includes(color));

    const saved = await owner.post<Settings>('/sites/casino4.localhost/theme', {
      theme_code: 'slot2',
      theme_color: 'reef',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.theme).toEqual({ code: 'slot2', color: 'reef', valid: true });
    // the player site's next startup answer carries it
    expect((await startup('casino4.localhost')).value.site).toMatchObject({
      theme_code: 'slot2',
      theme_color: 'reef',
    });
    const [row] = await auditRows(t, 'sites.theme', 'site:casino4.localhost');
    expect(row).toMatchObject({
      actor: owner.email,
      role: 'owner',
      before: { theme_code: 'casino4', theme_color: 'imperial' },
      after: { theme_code: 'slot2', theme_color: 'reef' },
    });
  });

  it('a template preview link: signed for that site and template × colour, the live theme unchanged', async () => {
    const bad = await owner.post<Refusal>('/sites/slot6.localhost/preview', {
      theme_code: 'slot6',
      theme_color: 'royal',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^theme_color: /);
    const link = await owner.post<{ token: string; url: string; expires_at: string }>(
      '/sites/slot6.localhost/preview',
      { theme_code: 'casino3', theme_color: 'ocean', minutes: 5 },
    );
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http:\/\/slot6\.localhost:\d+\/\?preview=/);
    expect(new URL(link.body.url).searchParams.get('preview')).toBe(link.body.token);
    expect(Date.parse(link.body.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect(readPreviewToken(ADMIN_TOKEN, link.body.token, 'slot6.localhost')).toMatchObject({
      theme_code: 'casino3',
      theme_color: 'ocean',
    });
    // the player site renders it for the holder of the token only, on that site only
    expect((await startup('slot6.localhost', link.body.token)).value.site).toMatchObject({
      theme_code: 'casino3',
      theme_color: 'ocean',
    });
    expect((await startup('slot6.localhost')).value.site.theme_code).toBe('slot6');
    expect((await startup('slot5.localhost', link.body.token)).statusMessage).toBe('permissionDenied');
    const [row] = await auditRows(t, 'sites.preview_link', 'site:slot6.localhost');
    expect(row?.after).toMatchObject({ theme_code: 'casino3', theme_color: 'ocean' });
  });

  it('names and logos: refused with the reason; saved, the site details show them', async () => {
    const empty = await owner.post<Refusal>('/sites/slot1.localhost/names', {
      site_name: '  ',
      logo_text: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('site_name: required');
    const names = await owner.post<Settings>('/sites/slot1.localhost/names', {
      site_name: 'Candy Reels Deluxe',
      logo_text: 'CANDY',
    });
    expect(names.status).toBe(200);
    const info = await t.call<{ site_name: string; logo_text: string }>('/api/settings/siteinfodetail', {
      domain_name: 'slot1.localhost',
    });
    expect(info.value).toMatchObject({ site_name: 'Candy Reels Deluxe', logo_text: 'CANDY' });
    expect((await auditRows(t, 'sites.names', 'site:slot1.localhost'))[0]).toMatchObject({
      before: { site_name: 'Candy Reels', logo_text: 'CANDY REELS' },
      after: { site_name: 'Candy Reels Deluxe', logo_text: 'CANDY' },
    });

    // the player pages load images from the site only (CSP img-src 'self' data:)
    for (const wrong of [
      'https://cdn.example/logo.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'logo.png',
    ]) {
      const r = await owner.post<Refusal>('/sites/slot1.localhost/logos', {
        logo1: wrong,
        logo2: '',
        logo3: '',
      });
      expect(r.status, wrong).toBe(400);
      expect(r.body.detail, wrong).toMatch(/^logo1: a path on the site/);
    }
    const logos = await owner.post<Settings>('/sites/slot1.localhost/logos', {
      logo1: '/static/logo-candy.svg',
      logo2: '',
      logo3: '',
    });
    expect(logos.body.logo1).toBe('/static/logo-candy.svg');
    expect((await startup('slot1.localhost')).value.site.logo1).toBe('/static/logo-candy.svg');
  });

  it('currency: only a market the platform serves, and never once money has moved', async () => {
    const unknown = await owner.post<Refusal>('/sites/maintenance.localhost/currency', { currency: 'XYZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(`currency: one of ${SITE_CURRENCIES.join(', ')}`);
    // localhost's players hold PHP
    const busy = await owner.post<Refusal>('/sites/localhost/currency', { currency: 'IDR' });
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe('currencyInUse');
    expect(busy.body.detail).toMatch(/^currency: /);
    // a site without players may still change it
    const ok = await owner.post<Settings>('/sites/maintenance.localhost/currency', { currency: 'idr' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ currency: 'IDR', currency_locked: false });
    const [row] = await auditRows(t, 'sites.currency', 'site:maintenance.localhost');
    expect(row).toMatchObject({ before: { currency: 'PHP' }, after: { currency: 'IDR' } });
  });

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

  it('live chat: a widget id of letters, digits and _ . -; the startup answer loads the widget with it', async () => {
    const bad = await owner.post<Refusal>('/sites/casino5.localhost/live-chat', {
      chat_id: 'x" onload="alert(1)',
      image_id: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('chat_id: letters, digits and _ . - only');
    const set = await owner.post<Settings>('/sites/casino5.localhost/live-chat', {
      chat_id: 'acct-42',
      image_id: 'img.7',
    });
    expect(set.body.live_chat).toMatchObject({
      chat_id: 'acct-42',
      image_id: 'img.7',
      script_configured: true,
    });
    const s = (await startup('casino5.localhost')).value;
    expect(s.live_chat).toEqual({ chat_id: 'acct-42', image_id: 'img.7' });
    expect(s.live_chat_script).not.toBe('');
    await owner.post('/sites/casino5.localhost/live-chat', { chat_id: '', image_id: '' });
    expect((await startup('casino5.localhost')).value.live_chat_script).toBe('');
  });

  it('analytics scripts: the contract decides the section; the list is replaced and audited', async () => {
    const wrong = await owner.post<Refusal>('/sites/casino6.localhost/analytics', {
      scripts: [
        { section: 'HEAD', script: 'a()' },
        { section: 'FOOTER', script: 'b()' },
      ],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('scripts.1.section: HEAD or BODY');
    const blank = await owner.post<Refusal>('/sites/casino6.localhost/analytics', {
      scripts: [{ section: 'HEAD', script: '   ' }],
    });
    expect(blank.body.detail).toBe('scripts.0.script: required');
    const scripts = [
      { section: 'HEAD', script: "window.dataLayer = window.dataLayer || []; dataLayer.push('console');" },
      { section: 'BODY', script: '<img src="/static/pixel.svg" alt="" width="1" height="1" />' },
    ];
    const saved = await owner.post<Settings>('/sites/casino6.localhost/analytics', { scripts });
    expect(saved.body.analytics).toEqual(scripts);
    const served = await t.call('/api/settings/get_analytics', { domain_name: 'casino6.localhost' });
    expect(served.value).toEqual(scripts);
    const [row] = await auditRows(t, 'sites.analytics', 'site:casino6.localhost');
    expect((row?.before as unknown[]).length).toBe(2);
    expect(row?.after).toEqual(scripts);
  });

  it("compliance: the operator API's schema and write (with its responsible-gaming audit row)", async () => {
    const young = await owner.post<Refusal>('/sites/casino7.localhost/compliance', { min_age: 16 });
    expect(young.status).toBe(400);
    expect(young.body.detail).toMatch(/^min_age: /);
    const set = await owner.post<Settings>('/sites/casino7.localhost/compliance', {
      min_age: 25,
      age_confirmation: true,
      rg_helpline: '1800-123-4567',
    });
    expect(set.status).toBe(200);
    expect(set.body.compliance).toMatchObject({
      min_age: 25,
      age_confirmation: true,
      rg_helpline: '1800-123-4567',
    });
    expect((await startup('casino7.localhost')).value.compliance).toMatchObject({ min_age: 25 });
    const [row] = await auditRows(t, 'sites.compliance', 'site:casino7.localhost');
    expect((row?.before as { min_age: number }).min_age).not.toBe(25);
    expect((row?.after as { min_age: number }).min_age).toBe(25);
    const rg = await t.sql<{ detail: { after: { min_age: number } } }>(
      "SELECT detail FROM rg_audit WHERE action = 'site_compliance' ORDER BY id DESC LIMIT 1",
    );
    expect(rg[0]?.detail.after.min_age).toBe(25);
  });
});
