import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CURRENCIES } from '../src/console/site-settings';
import { testApi, type TestApi } from './helpers';
import { auditRows, staffClient, type StaffClient } from './console-staff';
import { startupOf, type Refusal, type Settings } from './console-site-settings';

/**
 * A site's settings sections in the console (issue 17 §4) — names, logos, currency, live chat, analytics,
 * compliance: each checked by the player site's or the operator API's own rule, audited, and seen by players on
 * their next call.
 */
let t: TestApi;
let owner: StaffClient;

const startup = (domain: string, preview_token?: string) => startupOf(t, domain, preview_token);

beforeAll(async () => {
  t = await testApi();
  owner = await staffClient(t, 'owner');
});
afterAll(async () => t.close());

describe('console sites: the settings sections', () => {
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
