import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CODES, THEME_COLORS, validateTheme } from '@site/shared';
import { readPreviewToken } from '../src/security/preview-token';
import { ADMIN_TOKEN, testApi, type TestApi } from './helpers';
import { auditRows, staffClient, type StaffClient } from './console-staff';
import { startupOf, type Refusal, type Settings } from './console-site-settings';

/**
 * Site settings in the console (issue 17 §4): every change is checked by the player site's or the operator
 * API's own rule, refused with the field and the reason, audited with before and after, and seen by players on
 * their next call. Here: the list, a site's settings, who may see them, the theme and its preview link; the
 * other sections in console-sites-sections.test.ts, the maintenance window in console-sites-maintenance.test.ts.
 */
let t: TestApi;
let owner: StaffClient;

const startup = (domain: string, preview_token?: string) => startupOf(t, domain, preview_token);

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
});
