import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@site/shared';
import { CONSOLE_PREFIX } from '../src/console/server';
import { COOKIE, csrfToken, openSession } from '../src/console/sessions';
import { publisherOf } from '../src/registry/admin';
import { BUCKET_COOKIE } from '../src/registry/bucket';
import { changeSiteRemote, publishRemote } from '../src/registry/index';
import { bucketOf, BUCKETS, inCanary } from '../src/registry/release-state';
import { readPreviewToken } from '../src/security/preview-token';
import { ADMIN_TOKEN, testApi, type TestApi } from './helpers';

/**
 * Releases per site (issue 17 §3) through the console API and the player server: builds, pin, canary (sticky
 * buckets, a 1,000-session simulation), promote, abandon, rollback, lock (console, admin API, CLI), statuses
 * (a withdrawn build is never served), contract checks, preview links (holder only, expiry, site), the audit.
 */
let t: TestApi;
let clock = Date.now();
const work = mkdtempSync(path.join(tmpdir(), 'releases-'));
const dataDir = path.join(work, 'data');
const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];
const FITS = `^${major}.${minor}.0`;
const NEWER = `^${major + 1}.0.0`;

/** A built remote folder, as `npm run build` leaves it. */
function remoteFolder(name: string, version: string, contract: string, routes: object[]) {
  const dir = path.join(work, `${name}-${version}`);
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: `@site/${name}`, version, site: { routes } }),
  );
  writeFileSync(path.join(dir, 'dist/mf-manifest.json'), JSON.stringify({ exposes: [{ path: './Page' }] }));
  writeFileSync(path.join(dir, 'dist/remoteEntry.js'), `/* ${name} ${version} */`);
  writeFileSync(path.join(dir, 'dist/site.json'), JSON.stringify({ contract }));
  return dir;
}
const GAMES = [{ path: '/slots', module: './Page', auth: false }];
const WALLET = [{ path: '/deposit', module: './Page', auth: true }];

interface Res<T = Record<string, unknown>> {
  status: number;
  body: T;
}
type Staff = {
  get<T = Record<string, unknown>>(url: string): Promise<Res<T>>;
  post<T = Record<string, unknown>>(url: string, body?: unknown): Promise<Res<T>>;
};

/** A signed-in staff member of a role (a full session opened directly, as console-roles.test does). */
async function staff(role: string, email: string): Promise<Staff> {
  const [row] = await t.sql<{ id: number }>(
    `INSERT INTO console_staff (email, name, role, password_hash, must_change_password, totp_enabled_at, created_by)
     VALUES ($1, $2, $3, 'not-a-hash', false, now(), 'test') RETURNING id`,
    [email, role, role],
  );
  const { token } = await openSession(t.platform.db, Number(row!.id), 'full', clock, {
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  const req = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Res<T>> => {
    const res = await t.platform.console.inject({
      method,
      url: CONSOLE_PREFIX + url,
      headers: { cookie: `${COOKIE}=${token}`, 'x-csrf-token': csrfToken(token), 'user-agent': 'vitest' },
      ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    });
    if (res.statusCode >= 500) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { status: res.statusCode, body: res.json() as T };
  };
  return { get: (url) => req('GET', url), post: (url, body) => req('POST', url, body) };
}

let owner: Staff;
let manager: Staff;
let cashier: Staff;

interface Remote {
  name: string;
  version: string;
  entry: string;
}
/** One player's startup answer on a site, with the bucket cookie `key` (or none). */
async function startup(domain: string, key: string | null, body: object = {}) {
  const res = await t.platform.app.inject({
    method: 'POST',
    url: '/api/startup',
    payload: { domain_name: domain, ...body },
    headers: { host: domain, ...(key && { cookie: `${BUCKET_COOKIE}=${key}` }) },
  });
  const json = res.json() as { statusMessage: string; value: { remotes: Remote[] } | null };
  return { json, setCookie: res.headers['set-cookie'] };
}
async function versionOf(domain: string, key: string | null, remote = 'games', body: object = {}) {
  const { json } = await startup(domain, key, body);
  return json.value?.remotes.find((r) => r.name === remote)?.version ?? null;
}
const newKey = () => randomBytes(16).toString('base64url');
const slot2Id = async () =>
  Number((await t.sql<{ id: number }>(`SELECT id FROM sites WHERE domain_name = 'slot2.localhost'`))[0]!.id);
const base = (domain: string, name: string) => `/releases/sites/${domain}/remotes/${name}`;

interface SiteState {
  lock: { locked_by: string; reason: string } | null;
  remotes: {
    name: string;
    live: string | null;
    pinned_version: string | null;
    canary: { version: string; share: number } | null;
    rollback: { version: string | null; problem: string | null; problem_code: string | null };
    versions: { version: string; status: string; contract_problem: string | null }[];
    history: { action: string; live_before: string | null; live_after: string | null }[];
  }[];
}
async function remoteState(domain: string, name: string) {
  const s = await manager.get<SiteState>(`/releases/sites/${domain}`);
  expect(s.status).toBe(200);
  return s.body.remotes.find((r) => r.name === name)!;
}

beforeAll(async () => {
  const hostDist = mkdtempSync(path.join(work, 'host-'));
  writeFileSync(
    path.join(hostDist, 'index.html'),
    '<!doctype html><html><head><title>Player site</title><!--seo--></head><body></body></html>',
  );
  t = await testApi({ now: () => clock, hostDist });
  for (const [v, c] of [
    ['1.0.0', FITS],
    ['1.1.0', FITS],
    // built for a newer contract than this host's: published (the registry takes it) but never rolled out
    ['0.9.0', NEWER],
  ] as const)
    await publishRemote(t.platform.db, dataDir, remoteFolder('games', v, c, GAMES), { publisher: 'test:ci' });
  for (const v of ['1.0.0', '1.1.0', '1.2.0'])
    await publishRemote(t.platform.db, dataDir, remoteFolder('wallet', v, FITS, WALLET));
  owner = await staff('owner', 'owner@releases.test');
  manager = await staff('release_manager', 'rm@releases.test');
  cashier = await staff('cashier', 'cashier@releases.test');
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('builds', () => {
  it('lists every version with its contract range, hashes, size, publisher, publish time and status', async () => {
    const r = await manager.get<{ items: Record<string, unknown>[] }>('/releases/builds?remote=games');
    expect(r.status).toBe(200);
    expect(r.body.items.map((b) => b.version)).toEqual(['1.1.0', '1.0.0', '0.9.0']);
    const b = r.body.items[0]!;
    const entry = `/* games 1.1.0 */`;
    expect(b).toMatchObject({
      name: 'games',
      contract: FITS,
      contract_problem: null,
      publisher: 'test:ci',
      status: 'current',
      deprecated_on: null,
    });
    expect((b.integrity as Record<string, string>)['remoteEntry.js']).toMatch(/^sha384-/);
    // the build's own files: manifest, entry, site.json and the integrity list written at publish time
    expect(b.size_bytes).toBeGreaterThan(entry.length);
    expect(Date.parse(b.published_at as string)).toBeGreaterThan(0);
    expect(r.body.items[2]!.contract_problem).toBe(
      `games@0.9.0 is built for contract ${NEWER}; the host has ${CONTRACT_VERSION}`,
    );
    // where each build is live: every site follows the newest servable build until pinned
    expect(b.live_on).toEqual(expect.arrayContaining([{ domain: 'slot2.localhost', as: 'newest' }]));
    const filtered = await manager.get<{ items: unknown[] }>(
      '/releases/builds?remote=games&status=withdrawn',
    );
    expect(filtered.body.items).toEqual([]);
  });

  it('records who published: the machine credential over the admin API, with the caller’s name', () => {
    expect(publisherOf('operator (token 1a2b3c4d)')).toBe('machine');
    expect(publisherOf('cli:ada (token 1a2b3c4d)')).toBe('machine (cli:ada)');
    expect(publisherOf(undefined)).toBe('machine');
  });

  it('a cashier cannot open releases (403), a release manager cannot lock', async () => {
    expect((await cashier.get('/releases/sites/slot2.localhost')).body.error).toBe('permissionDenied');
    expect((await cashier.get('/releases/builds')).status).toBe(403);
    expect((await manager.post('/releases/sites/slot2.localhost/lock', {})).body.error).toBe(
      'permissionDenied',
    );
  });
});

describe('canary, promote, rollback', () => {
  it('an unpinned site keeps following the newest published build (the default)', async () => {
    const s = await remoteState('slot2.localhost', 'games');
    expect(s).toMatchObject({ live: '1.1.0', pinned_version: null, canary: null });
    expect(await versionOf('slot2.localhost', newKey())).toBe('1.1.0');
  });

  it('1,000 sessions: a 20 % canary gets 20 % ± 3 %, each player sticky; promote → 100 %; rollback → the old version', async () => {
    const pinned = await manager.post(`${base('slot2.localhost', 'games')}/pin`, { version: '1.0.0' });
    expect(pinned.body).toMatchObject({ pinned_version: '1.0.0', live: '1.0.0', canary: null });
    const set = await manager.post(`${base('slot2.localhost', 'games')}/canary`, {
      version: '1.1.0',
      share: 20,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ live: '1.0.0', canary: { version: '1.1.0', share: 20 } });

    // fixed keys: the buckets are the same every run, so the share check cannot fail by chance
    const keys = Array.from({ length: 1000 }, (_, i) => `releases-test-key-${String(i).padStart(4, '0')}`);
    const first: string[] = [];
    for (const k of keys) first.push((await versionOf('slot2.localhost', k))!);
    const onCanary = first.filter((v) => v === '1.1.0').length;
    expect(onCanary).toBeGreaterThanOrEqual(170);
    expect(onCanary).toBeLessThanOrEqual(230);
    expect(first.every((v) => v === '1.0.0' || v === '1.1.0')).toBe(true);
    // sticky: each player gets the same version again, as the bucket function says
    const site = await slot2Id();
    for (const [i, k] of keys.entries()) {
      expect(await versionOf('slot2.localhost', k)).toBe(first[i]);
      expect(first[i] === '1.1.0').toBe(inCanary(bucketOf(k, site, 'games', '1.1.0'), 20));
    }
    // other remotes and other sites are untouched
    expect(await versionOf('slot1.localhost', keys[0]!)).toBe('1.1.0');

    // adjusting the share only adds players: everyone in the 20 % stays in at 50 %
    const adjusted = await manager.post(`${base('slot2.localhost', 'games')}/canary`, { share: 50 });
    expect(adjusted.body).toMatchObject({ canary: { version: '1.1.0', share: 50 } });
    let atHalf = 0;
    for (const [i, k] of keys.entries()) {
      const v = await versionOf('slot2.localhost', k);
      if (first[i] === '1.1.0') expect(v).toBe('1.1.0');
      if (v === '1.1.0') atHalf++;
    }
    expect(atHalf).toBeGreaterThanOrEqual(460);
    expect(atHalf).toBeLessThanOrEqual(540);

    const promoted = await manager.post(`${base('slot2.localhost', 'games')}/promote`);
    expect(promoted.body).toMatchObject({ pinned_version: '1.1.0', live: '1.1.0', canary: null });
    for (const k of keys.slice(0, 200)) expect(await versionOf('slot2.localhost', k)).toBe('1.1.0');

    const rolled = await manager.post(`${base('slot2.localhost', 'games')}/rollback`);
    expect(rolled.body).toMatchObject({ pinned_version: '1.0.0', live: '1.0.0', canary: null });
    for (const k of keys.slice(0, 200)) expect(await versionOf('slot2.localhost', k)).toBe('1.0.0');
  }, 240_000);

  it('the page’s inlined answer and /api/startup pick the same version for one player; the hints name it', async () => {
    await manager.post(`${base('slot2.localhost', 'games')}/canary`, { version: '1.1.0', share: 50 });
    const site = await slot2Id();
    // three players inside the canary and three outside
    const inside: string[] = [];
    const outside: string[] = [];
    while (inside.length < 3 || outside.length < 3) {
      const k = newKey();
      (inCanary(bucketOf(k, site, 'games', '1.1.0'), 50) ? inside : outside).push(k);
    }
    const seen = new Set<string>();
    for (const key of [...inside.slice(0, 3), ...outside.slice(0, 3)]) {
      const page = await t.platform.app.inject({
        method: 'GET',
        url: '/slots',
        headers: { host: 'slot2.localhost', cookie: `${BUCKET_COOKIE}=${key}` },
      });
      const inlined = /<script id="startup-answer" type="application\/json">([^<]*)<\/script>/.exec(
        page.body,
      )?.[1];
      const fromPage = (JSON.parse(inlined!) as { value: { remotes: Remote[] } }).value.remotes.find(
        (r) => r.name === 'games',
      )!.version;
      expect(await versionOf('slot2.localhost', key)).toBe(fromPage);
      expect(page.body).toContain(`href="http://slot2.localhost/cdn/games/${fromPage}/remoteEntry.js"`);
      const other = fromPage === '1.1.0' ? '1.0.0' : '1.1.0';
      expect(page.body).not.toContain(`/cdn/games/${other}/`);
      seen.add(fromPage);
    }
    expect(seen).toEqual(new Set(['1.0.0', '1.1.0']));
    await manager.post(`${base('slot2.localhost', 'games')}/abandon`);
  });

  it('a first visit gets a long-lived bucket cookie, and keeps its version with it', async () => {
    const page = await t.platform.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'slot2.localhost' },
    });
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${BUCKET_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax$`),
    );
    const key = /=([^;]+)/.exec(cookie)![1]!;
    // with the cookie, nothing new is set; assets and other calls never set it
    const again = await startup('slot2.localhost', key);
    expect(again.setCookie).toBeUndefined();
    const other = await t.platform.app.inject({
      method: 'POST',
      url: '/api/settings/siteinfodetail',
      payload: {},
      headers: { host: 'slot2.localhost' },
    });
    expect(other.headers['set-cookie']).toBeUndefined();
    const fresh = await startup('slot2.localhost', null);
    expect(String(fresh.setCookie)).toMatch(new RegExp(`^${BUCKET_COOKIE}=`));
  });

  it('abandon ends the canary in one step; rollback undoes the last change, then the one before', async () => {
    const d = 'slot3.localhost';
    await manager.post(`${base(d, 'games')}/pin`, { version: '1.0.0' }); // 1.1.0 → 1.0.0
    await manager.post(`${base(d, 'games')}/canary`, { version: '1.1.0', share: 30 });
    const abandoned = await manager.post(`${base(d, 'games')}/abandon`);
    expect(abandoned.body).toMatchObject({ live: '1.0.0', canary: null });
    expect((await manager.post(`${base(d, 'games')}/abandon`)).body.error).toBe('noCanary');
    await manager.post(`${base(d, 'games')}/canary`, { version: '1.1.0', share: 10 });
    await manager.post(`${base(d, 'games')}/promote`); // 1.0.0 → 1.1.0
    expect((await remoteState(d, 'games')).rollback).toEqual({
      version: '1.0.0',
      problem: null,
      problem_code: null,
    });
    expect((await manager.post(`${base(d, 'games')}/rollback`)).body).toMatchObject({ live: '1.0.0' });
    // the promote is undone; the next rollback undoes the pin before it (it was 1.1.0, the newest, before)
    expect((await manager.post(`${base(d, 'games')}/rollback`)).body).toMatchObject({ live: '1.1.0' });
    const s = await remoteState(d, 'games');
    expect(s.history.slice(0, 4).map((h) => h.action)).toEqual(['rollback', 'rollback', 'promote', 'canary']);
    // a rollback also ends a running canary
    await manager.post(`${base(d, 'games')}/pin`, { version: '1.0.0' });
    await manager.post(`${base(d, 'games')}/canary`, { version: '1.1.0', share: 40 });
    expect((await manager.post(`${base(d, 'games')}/rollback`)).body).toMatchObject({
      live: '1.1.0',
      canary: null,
    });
  });

  it('refuses a canary of the live version, an unknown one, a share over 100', async () => {
    const d = 'slot4.localhost';
    expect(
      (await manager.post(`${base(d, 'games')}/canary`, { version: '1.1.0', share: 5 })).body.error,
    ).toBe('alreadyLive');
    expect((await manager.post(`${base(d, 'games')}/canary`, { version: '7.0.0', share: 5 })).status).toBe(
      404,
    );
    expect((await manager.post(`${base(d, 'games')}/canary`, { version: '1.0.0', share: 101 })).status).toBe(
      400,
    );
    expect((await manager.post(`${base(d, 'games')}/promote`)).body.error).toBe('noCanary');
  });
});

describe('contract', () => {
  it('an incompatible contract is refused for pin, canary and promote, with the reason', async () => {
    const d = 'slot5.localhost';
    const reason = `games@0.9.0 is built for contract ${NEWER}; the host has ${CONTRACT_VERSION}`;
    for (const [step, body] of [
      ['pin', { version: '0.9.0' }],
      ['canary', { version: '0.9.0', share: 10 }],
    ] as const) {
      const r = await manager.post(`${base(d, 'games')}/${step}`, body);
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ error: 'incompatibleContract', detail: reason });
    }
    // a canary whose build no longer fits (the host moved on) is not promoted
    await manager.post(`${base(d, 'games')}/pin`, { version: '1.0.0' });
    await manager.post(`${base(d, 'games')}/canary`, { version: '1.1.0', share: 10 });
    await t.sql(`UPDATE remote_builds SET contract = $1 WHERE name = 'games' AND version = '1.1.0'`, [NEWER]);
    try {
      const p = await manager.post(`${base(d, 'games')}/promote`);
      expect(p.body).toEqual({
        error: 'incompatibleContract',
        detail: `games@1.1.0 is built for contract ${NEWER}; the host has ${CONTRACT_VERSION}`,
      });
    } finally {
      await t.sql(`UPDATE remote_builds SET contract = $1 WHERE name = 'games' AND version = '1.1.0'`, [
        FITS,
      ]);
    }
    expect((await manager.post(`${base(d, 'games')}/promote`)).body).toMatchObject({ live: '1.1.0' });
  });
});

describe('lock', () => {
  it('a locked site refuses every release change — console, admin API and CLI — until an owner unlocks', async () => {
    const d = 'casino2.localhost';
    const locked = await owner.post<{ pinned: Record<string, string> }>(`/releases/sites/${d}/lock`, {
      reason: 'tournament weekend',
    });
    expect(locked.status).toBe(200);
    // locking freezes the site: what followed the newest build is pinned to its live version
    expect(locked.body.pinned).toMatchObject({ games: '1.1.0', wallet: '1.2.0' });
    expect((await owner.post(`/releases/sites/${d}/lock`, {})).body.error).toBe('alreadyLocked');

    const refused = await manager.post(`${base(d, 'games')}/pin`, { version: '1.0.0' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('siteLocked');
    expect(refused.body.detail).toMatch(
      /^casino2\.localhost is locked for releases by owner@releases\.test since .+ \(tournament weekend\); an owner must unlock it first$/,
    );
    for (const step of ['canary', 'promote', 'abandon', 'rollback'])
      expect(
        (await manager.post(`${base(d, 'games')}/${step}`, { version: '1.0.0', share: 5 })).body.error,
      ).toBe('siteLocked');
    const viaAdmin = await t.admin('/api/admin/sites/remote', {
      domain_name: d,
      name: 'games',
      action: 'pin',
      version: '1.0.0',
    });
    expect(viaAdmin.statusCode).not.toBe(1);
    expect(viaAdmin.statusDetail).toContain('casino2.localhost is locked for releases');
    // the CLI without a server changes the database through the same function
    await expect(
      changeSiteRemote(
        t.platform.db,
        { domain: d, name: 'games', action: 'disable' },
        { actor: 'cli:test', via: 'cli' },
      ),
    ).rejects.toThrow(/is locked for releases/);
    expect(await versionOf(d, newKey())).toBe('1.1.0');
    // a publish does not move a locked site either (it was pinned when locked)
    const state = await remoteState(d, 'games');
    expect(state).toMatchObject({ live: '1.1.0', pinned_version: '1.1.0' });

    expect((await manager.post(`/releases/sites/${d}/unlock`)).body.error).toBe('permissionDenied');
    const unlocked = await owner.post(`/releases/sites/${d}/unlock`);
    expect(unlocked.body).toEqual({ lock: null });
    expect((await manager.post(`${base(d, 'games')}/pin`, { version: '1.0.0' })).body).toMatchObject({
      live: '1.0.0',
    });
    const viaAdminAfter = await t.admin('/api/admin/sites/remote', {
      domain_name: d,
      name: 'games',
      action: 'unpin',
    });
    expect(viaAdminAfter.statusCode).toBe(1);
  });
});

describe('build status', () => {
  it('deprecated with a date: still served and pinnable, not canaried; back to current', async () => {
    const r = await manager.post('/releases/builds/wallet/1.0.0/status', {
      status: 'deprecated',
      date: '2026-12-31',
    });
    expect(r.body).toMatchObject({ status: 'deprecated', deprecated_on: '2026-12-31' });
    const today = await manager.post('/releases/builds/games/1.0.0/status', { status: 'deprecated' });
    expect(today.body).toMatchObject({ deprecated_on: new Date(clock).toISOString().slice(0, 10) });
    expect(
      (await manager.post(`${base('slot1.localhost', 'wallet')}/canary`, { version: '1.0.0', share: 5 })).body
        .error,
    ).toBe('deprecated');
    expect(
      (await manager.post(`${base('slot1.localhost', 'wallet')}/pin`, { version: '1.0.0' })).body,
    ).toMatchObject({
      live: '1.0.0',
    });
    expect(await versionOf('slot1.localhost', newKey(), 'wallet')).toBe('1.0.0');
    await manager.post(`${base('slot1.localhost', 'wallet')}/pin`, { version: null });
    await manager.post('/releases/builds/wallet/1.0.0/status', { status: 'current' });
    await manager.post('/releases/builds/games/1.0.0/status', { status: 'current' });
    const [row] = await t.sql<{ status: string; deprecated_on: string | null }>(
      `SELECT status, deprecated_on FROM remote_builds WHERE name = 'wallet' AND version = '1.0.0'`,
    );
    expect(row).toEqual({ status: 'current', deprecated_on: null });
  });

  it('a withdrawn build is never served; withdrawing a live one is refused unless an owner forces it', async () => {
    // wallet@1.2.0 is the newest: every site that does not pin wallet serves it; casino3 pins it
    await manager.post(`${base('casino3.localhost', 'wallet')}/pin`, { version: '1.2.0' });
    await manager.post(`${base('casino4.localhost', 'wallet')}/pin`, { version: '1.0.0' });
    await manager.post(`${base('casino4.localhost', 'wallet')}/canary`, { version: '1.2.0', share: 100 });
    const refused = await manager.post('/releases/builds/wallet/1.2.0/status', { status: 'withdrawn' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('versionLive');
    expect(refused.body.detail).toContain('casino3.localhost (pin)');
    expect(refused.body.detail).toContain('casino4.localhost (canary)');
    expect(refused.body.detail).toContain('slot1.localhost (newest)');
    const notOwner = await manager.post('/releases/builds/wallet/1.2.0/status', {
      status: 'withdrawn',
      force: true,
    });
    expect(notOwner.status).toBe(403);

    const forced = await owner.post<{
      moved: { domain: string; from: string; to: string; canary_ended: boolean }[];
    }>('/releases/builds/wallet/1.2.0/status', {
      status: 'withdrawn',
      force: true,
      note: 'double charge bug',
    });
    expect(forced.status).toBe(200);
    expect(forced.body.moved).toEqual(
      expect.arrayContaining([
        // casino3 had followed the newest (1.2.0) since the start: back to the build before it
        { domain: 'casino3.localhost', from: '1.2.0', to: '1.1.0', canary_ended: false },
        { domain: 'casino4.localhost', from: '1.0.0', to: '1.0.0', canary_ended: true },
        { domain: 'slot1.localhost', from: '1.2.0', to: '1.1.0', canary_ended: false },
      ]),
    );
    for (const d of ['casino3.localhost', 'casino4.localhost', 'slot1.localhost', 'localhost'])
      for (let i = 0; i < 20; i++) expect(await versionOf(d, newKey(), 'wallet')).not.toBe('1.2.0');
    expect(await versionOf('casino4.localhost', newKey(), 'wallet')).toBe('1.0.0');
    // never pinned, canaried or previewed again while withdrawn — not by the admin API either
    expect(
      (await manager.post(`${base('slot1.localhost', 'wallet')}/pin`, { version: '1.2.0' })).body.error,
    ).toBe('withdrawn');
    expect(
      (await manager.post(`${base('slot1.localhost', 'wallet')}/canary`, { version: '1.2.0', share: 5 })).body
        .error,
    ).toBe('withdrawn');
    expect(
      (await manager.post('/releases/builds/wallet/1.2.0/preview', { domain: 'slot1.localhost' })).body.error,
    ).toBe('withdrawn');
    const admin = await t.admin('/api/admin/sites/remote', {
      domain_name: 'slot1.localhost',
      name: 'wallet',
      action: 'pin',
      version: '1.2.0',
    });
    expect(admin.statusDetail).toContain('withdrawn');
    // rolling back across the withdrawal would serve it again: refused, with the reason
    expect((await remoteState('casino3.localhost', 'wallet')).rollback).toEqual({
      version: null,
      problem: 'wallet@1.2.0 is withdrawn',
      problem_code: 'blocked',
    });
    expect((await manager.post(`${base('casino3.localhost', 'wallet')}/rollback`)).body).toEqual({
      error: 'nothingToRollBack',
      detail: 'wallet@1.2.0 is withdrawn',
    });
    // a build live nowhere is withdrawn without force
    expect((await manager.post('/releases/builds/games/0.9.0/status', { status: 'withdrawn' })).status).toBe(
      200,
    );
  });
});

describe('preview link', () => {
  it('shows the build to its holder only, on its site only, until it expires', async () => {
    const d = 'slot2.localhost';
    await manager.post(`${base(d, 'games')}/pin`, { version: '1.0.0' });
    const m = await manager.post<{ token: string; url: string; expires_at: string }>(
      '/releases/builds/games/1.1.0/preview',
      { domain: d, minutes: 1 },
    );
    expect(m.status).toBe(200);
    expect(m.body.url).toBe(`http://${d}:${t.platform.config.port}/?preview=${m.body.token}`);
    expect(Date.parse(m.body.expires_at) - clock).toBeGreaterThan(59_000);
    expect(Date.parse(m.body.expires_at) - clock).toBeLessThanOrEqual(60_000);
    expect(readPreviewToken(ADMIN_TOKEN, m.body.token, d, clock)).toMatchObject({
      release: { remote: 'games', version: '1.1.0' },
    });
    const holder = newKey();
    expect(await versionOf(d, holder, 'games', { preview_token: m.body.token })).toBe('1.1.0');
    // everyone else — the same browser without the token too — keeps the live version
    expect(await versionOf(d, holder)).toBe('1.0.0');
    for (let i = 0; i < 20; i++) expect(await versionOf(d, newKey())).toBe('1.0.0');
    // the theme stays the site's own
    const { json } = await startup(d, holder, { preview_token: m.body.token });
    expect(json.statusMessage).toBe('OK');
    const other = await startup('slot1.localhost', holder, { preview_token: m.body.token });
    expect(other.json.statusMessage).toBe('permissionDenied');
    // expired: refused (the host then forgets it)
    clock += 61_000;
    try {
      expect((await startup(d, holder, { preview_token: m.body.token })).json.statusMessage).toBe(
        'permissionDenied',
      );
    } finally {
      clock -= 61_000;
    }
    expect(
      (await manager.post('/releases/builds/games/1.1.0/preview', { domain: d, minutes: 0 })).status,
    ).toBe(400);
    expect(
      (await manager.post('/releases/builds/games/1.1.0/preview', { domain: 'nowhere.test' })).status,
    ).toBe(404);
  });
});

describe('audit', () => {
  it('every change is a console_audit row with before and after; admin API changes go to operator_audit', async () => {
    const rows = await t.sql<{
      action: string;
      actor: string;
      target: string;
      before: unknown;
      after: unknown;
    }>(
      `SELECT action, actor, target, before, after FROM console_audit WHERE action LIKE 'releases.%' ORDER BY id`,
    );
    const actions = new Set(rows.map((r) => r.action));
    for (const a of [
      'releases.pin',
      'releases.canary',
      'releases.promote',
      'releases.abandon',
      'releases.rollback',
      'releases.lock',
      'releases.unlock',
      'releases.status',
      'releases.preview',
    ])
      expect(actions, a).toContain(a);
    const promote = rows.find(
      (r) => r.action === 'releases.promote' && r.target === 'site:slot2.localhost/games',
    )!;
    expect(promote).toMatchObject({
      actor: 'rm@releases.test',
      before: { pinned_version: '1.0.0', live: '1.0.0', canary: { version: '1.1.0', share: 50 } },
      after: { pinned_version: '1.1.0', live: '1.1.0', canary: null },
    });
    // refused changes leave no row: the transaction rolled back
    expect(
      rows.filter((r) => r.target === 'site:casino2.localhost/games' && r.action === 'releases.canary'),
    ).toEqual([]);
    const op = await t.sql<{ action: string; outcome: string }>(
      `SELECT action, outcome FROM operator_audit WHERE action = '/api/admin/sites/remote' AND target = 'site:casino2.localhost/games'`,
    );
    expect(op.map((r) => r.outcome)).toEqual(['invalidInput', 'OK']);
    expect(BUCKETS).toBe(10_000);
  });
});
