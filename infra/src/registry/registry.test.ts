import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../db/index';
import { changeSiteRemote, compareVersions, enabledRemotes, publishRemote, siteRemoteStatus } from './index';
import { formatStatus } from '../cli/status';

let db: Db;
const work = mkdtempSync(path.join(tmpdir(), 'registry-'));
const dataDir = path.join(work, 'data');

/** A remote folder as a team would have it after `npm run build`. */
function remoteFolder(
  version: string,
  contract = '^1.0.0',
  name = 'wallet',
  routes: unknown[] = [{ path: '/deposit', module: './DepositPage', auth: true }],
) {
  const dir = path.join(work, `${name}-${version}`);
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: `@site/${name}`, version, site: { routes } }),
  );
  writeFileSync(
    path.join(dir, 'dist/mf-manifest.json'),
    JSON.stringify({ exposes: [{ path: './DepositPage' }] }),
  );
  writeFileSync(path.join(dir, 'dist/remoteEntry.js'), '/* entry */');
  writeFileSync(
    path.join(dir, 'dist/site.json'),
    JSON.stringify({ contract, built_with: contract.slice(1) }),
  );
  return dir;
}

beforeAll(async () => {
  db = await openDb({ dataDir: null, databaseUrl: null });
  await migrate(db);
  await db.query(
    `INSERT INTO sites (domain_name, external_id, site_name, theme_code, theme_color) VALUES ('a.test', 'a', 'A', 'casino1', 'royal')`,
  );
});
afterAll(async () => {
  await db.close();
  rmSync(work, { recursive: true, force: true });
});

describe('remote registry', () => {
  it('orders versions numerically', () => {
    expect(['1.10.0', '1.9.0', '1.2.3'].sort(compareVersions)).toEqual(['1.2.3', '1.9.0', '1.10.0']);
  });

  it('publishing copies the build under cdn/<name>/<version> and the newest version goes live', async () => {
    await publishRemote(db, dataDir, remoteFolder('1.0.0'));
    await publishRemote(db, dataDir, remoteFolder('1.1.0'));
    expect(existsSync(path.join(dataDir, 'cdn/wallet/1.1.0/remoteEntry.js'))).toBe(true);
    const [site] = await db.query<{ id: number }>(`SELECT id FROM sites WHERE domain_name = 'a.test'`);
    const live = await enabledRemotes(db, site!.id, 'http://cdn.test');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      name: 'wallet',
      version: '1.1.0',
      entry: 'http://cdn.test/cdn/wallet/1.1.0/mf-manifest.json',
      exposes: ['./DepositPage'],
    });
  });

  it('a published version is immutable unless forced', async () => {
    await expect(publishRemote(db, dataDir, remoteFolder('1.1.0'))).rejects.toThrow(/already published/);
  });

  it('an operator can pin, roll back, disable and enable a remote per site', async () => {
    expect((await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'rollback' })).live).toBe(
      '1.0.0',
    );
    expect((await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'unpin' })).live).toBe(
      '1.1.0',
    );
    expect(
      (await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'pin', version: '1.0.0' }))
        .live,
    ).toBe('1.0.0');
    await expect(
      changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'pin', version: '9.9.9' }),
    ).rejects.toThrow(/not published/);
    expect(
      (await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'disable' })).live,
    ).toBeNull();
    const [site] = await db.query<{ id: number }>(`SELECT id FROM sites WHERE domain_name = 'a.test'`);
    expect(await enabledRemotes(db, site!.id)).toEqual([]);
    expect((await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'enable' })).live).toBe(
      '1.0.0',
    );
  });

  it('status shows each remote as live, pinned (with the newest version) or disabled', async () => {
    const [site] = await db.query<{ id: number }>(`SELECT id FROM sites WHERE domain_name = 'a.test'`);
    await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'pin', version: '1.0.0' });
    expect(formatStatus(await siteRemoteStatus(db, site!.id))).toMatch(
      /^wallet +1\.0\.0 \(pinned to 1\.0\.0; newest 1\.1\.0\)$/,
    );
    await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'disable' });
    expect(formatStatus(await siteRemoteStatus(db, site!.id))).toMatch(/^wallet +off \(disabled\)$/);
    await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'enable' });
    await changeSiteRemote(db, { domain: 'a.test', name: 'wallet', action: 'unpin' });
    expect(formatStatus(await siteRemoteStatus(db, site!.id))).toMatch(/^wallet +1\.1\.0 \(newest\)$/);
  });
});

describe('remotes as data: the registry takes any well-formed remote', () => {
  it('a remote of a name it has never seen publishes and goes live', async () => {
    await publishRemote(
      db,
      dataDir,
      remoteFolder('0.1.0', '^1.0.0', 'hello', [{ path: '/review', module: './ReviewPage', auth: false }]),
    );
    const [site] = await db.query<{ id: number }>(`SELECT id FROM sites WHERE domain_name = 'a.test'`);
    const live = await enabledRemotes(db, site!.id);
    expect(live.map((r) => r.name)).toContain('hello');
    expect(live.find((r) => r.name === 'hello')?.routes).toEqual([
      { path: '/review', module: './ReviewPage', auth: false },
    ]);
  });

  it.each([
    ['a bad name', 'Hello-World', undefined, /name/],
    ['a platform app name', 'host', undefined, /name/],
    [
      'a path outside SPEC §2',
      'pages',
      [{ path: '/admin', module: './Admin', auth: false }],
      /routes\.0\.path/,
    ],
    ['a route without auth', 'pages', [{ path: '/news', module: './News' }], /routes\.0\.auth/],
    ['an unknown guard', 'pages', [{ path: '/news', module: './News', auth: false, guard: 'vip' }], /guard/],
    [
      'a path twice',
      'pages',
      [
        { path: '/news', module: './News', auth: false },
        { path: '/news', module: './News2', auth: false },
      ],
      /twice/,
    ],
  ])('refuses %s in package.json with a message naming it', async (_what, name, routes, message) => {
    await expect(publishRemote(db, dataDir, remoteFolder('1.0.0', '^1.0.0', name, routes))).rejects.toThrow(
      message,
    );
  });

  it('refuses a build whose derived contract is not a range', async () => {
    await expect(publishRemote(db, dataDir, remoteFolder('1.0.0', 'latest', 'pages'))).rejects.toThrow(
      /no contract range/,
    );
  });
});

describe('one route, one remote', () => {
  it('refuses a build claiming a route another remote serves, and leaves nothing of it on the CDN', async () => {
    await expect(
      publishRemote(
        db,
        dataDir,
        remoteFolder('0.1.0', '^1.0.0', 'copycat', [{ path: '/deposit', module: './Mine', auth: false }]),
      ),
    ).rejects.toThrow('route /deposit is already served by wallet@1.1.0');
    expect(existsSync(path.join(dataDir, 'cdn/copycat/0.1.0'))).toBe(false);
    const [site] = await db.query<{ id: number }>(`SELECT id FROM sites WHERE domain_name = 'a.test'`);
    expect((await enabledRemotes(db, site!.id)).map((r) => r.name)).not.toContain('copycat');
  });

  it('a remote publishing a new version of its own routes is not refused', async () => {
    await expect(publishRemote(db, dataDir, remoteFolder('1.2.0'))).resolves.toMatchObject({
      version: '1.2.0',
    });
  });
});
