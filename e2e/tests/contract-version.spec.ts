import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copyBuild } from '../../infra/src/registry/index';
import { CONTRACT_VERSION } from '../../shared/src/contract/version';
import { PORT, site, withoutInlinedStartup } from './helpers';

// Issue 8 point 4: a remote built against a NEWER MINOR of the contract than the host's is refused by the host,
// with the foundation's fallback, while the rest of the shell works. The remote is really built: the games remote
// with SITE_CONTRACT_VERSION set to the next minor (its dist/site.json then says ^<major>.<minor+1>.0), published
// as a version older than the live one (so it is never "newest") and pinned on the canary site only (no other
// test visits it, so the suite's parallel workers are not affected).

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(ROOT, `test-results/e2e-data-${PORT}`);
const folder = path.join(ROOT, `test-results/contract-next-${PORT}`);
const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];
const NEXT = `${major}.${minor + 1}.0`;
const VERSION = '0.0.0-next-minor';
const admin = { 'x-admin-token': 'dev-admin-token' };

async function adminCall(pathname: string, body: object) {
  const res = await fetch(site(null, pathname), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; statusDetail: string };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const games = path.join(ROOT, 'remotes/games');
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/rspack-build.mjs')], {
    cwd: games,
    env: { ...process.env, SITE_CONTRACT_VERSION: NEXT, SITE_BUILD_OUT: path.join(folder, 'dist') },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building games against ${NEXT} failed: ${built.stderr}`);
  const pkg = JSON.parse(readFileSync(path.join(games, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ ...pkg, version: VERSION }));
  const record = copyBuild(dataDir, folder, { force: true });
  expect(record.contract).toBe(`^${NEXT}`);
  expect(
    (await adminCall('/api/admin/remotes/register', { name: 'games', version: VERSION })).statusCode,
  ).toBe(1);
  const pin = await adminCall('/api/admin/sites/remote', {
    domain_name: 'canary.localhost',
    name: 'games',
    action: 'pin',
    version: VERSION,
  });
  expect(pin.statusCode, pin.statusDetail).toBe(1);
});

test.afterAll(async () => {
  await adminCall('/api/admin/sites/remote', {
    domain_name: 'canary.localhost',
    name: 'games',
    action: 'unpin',
  });
});

test('a remote built against a newer minor of the contract is refused by the older host: fallback, shell works', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  let gamesRequests = 0;
  page.on('request', (r) => r.url().includes('/cdn/games/') && gamesRequests++);
  await withoutInlinedStartup(page);
  const startup = page.waitForResponse((r) => r.url().endsWith('/api/startup'));
  await page.goto(site('canary'));
  const answer = (await (await startup).json()) as {
    value: { remotes: { name: string; version: string; contract: string }[] };
  };
  const games = answer.value.remotes.find((r) => r.name === 'games');
  expect(games).toMatchObject({ version: VERSION, contract: `^${NEXT}` });
  // the other remotes were built against this host's version
  for (const r of answer.value.remotes.filter((x) => x.name !== 'games'))
    expect(r.contract).toBe(`^${major}.${minor}.0`);

  const fallback = page.locator('[data-remote-fallback="games"]').first();
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('needs an update');
  expect(gamesRequests).toBe(0);
  expect(warnings.filter((w) => w.includes('refused games')).length).toBeGreaterThanOrEqual(1);
  // the rest of the shell works: the logo, and a language switch
  await expect(page.getByTestId('site-logo').first()).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('CN');
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
});

test('a site without the pin keeps the live games remote (built against this host version)', async ({
  page,
}) => {
  await page.goto(site('slot2'));
  await expect(page.getByTestId('site-logo').first()).toBeVisible();
  await expect(page.locator('[data-remote-fallback="games"]')).toHaveCount(0);
});
