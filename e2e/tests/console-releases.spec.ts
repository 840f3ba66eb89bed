import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { copyBuild } from '../../infra/src/registry/index';
import { CONSOLE_URL, consoleCall, newStaff, signInPage, workerOwner } from './console-support';
import { PORT, site } from './helpers';
import { seriousViolations } from './templates-support';

// Releases per site (issue 17 §3, must-show): a release manager sets a 20 % canary of a new games version on
// slot2.localhost; 1,000 simulated player sessions give 20 % ± 3 % on it, each player sticky; promoting makes it
// 100 %; rollback returns the old version on the next page load; a site an owner locked refuses the change with
// the reason shown; a preview link shows the new version to its holder only and stops working once expired;
// every step is in the audit trail with before / after.
//
// The new version is the built games remote published again under a new version label (same code). A site that
// pins nothing follows the newest build, so slot2 is pinned to the current version first (as the setup
// machine); the other sites, used by tests running beside this one, then follow the new label — the same code.

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(ROOT, `test-results/e2e-data-${PORT}`);
const folder = path.join(ROOT, `test-results/releases-games-${PORT}`);
const SUB = 'slot2';
const DOMAIN = `${SUB}.localhost`;
const ADMIN = { 'x-admin-token': 'dev-admin-token', 'x-admin-actor': 'e2e-setup' };

async function admin(pathname: string, body: object) {
  const res = await fetch(site(null, pathname), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ADMIN },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; statusDetail: string; value: unknown };
}

/** The games version one player (bucket cookie `key`) gets from slot2's /api/startup. */
async function gamesFor(key: string): Promise<string> {
  const res = await fetch(site(null, '/api/startup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `site_bucket=${key}` },
    body: JSON.stringify({ domain_name: DOMAIN }),
  });
  const json = (await res.json()) as { value: { remotes: { name: string; version: string }[] } };
  return json.value.remotes.find((r) => r.name === 'games')!.version;
}

/** Every key's games version, 25 requests at a time. */
async function versionsFor(keys: string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < keys.length; i += 25)
    out.push(...(await Promise.all(keys.slice(i, i + 25).map(gamesFor))));
  return out;
}

/** The games build this page's federation runtime registered (the one the page really loads). */
async function loadedGames(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const f = (
      window as unknown as {
        __FEDERATION__?: { __INSTANCES__?: { options: { remotes: { name: string; entry: string }[] } }[] };
      }
    ).__FEDERATION__;
    const entry = (f?.__INSTANCES__ ?? [])
      .flatMap((i) => i.options.remotes)
      .find((r) => r.name === 'games')?.entry;
    return entry ? (/\/cdn\/games\/([^/]+)\//.exec(entry)?.[1] ?? null) : null;
  });
}

/**
 * Opens slot2's slot lobby and answers the games version the page loaded: the build its federation runtime
 * registered, whose entry script arrived, once the lobby's tiles show.
 */
async function lobbyVersion(page: Page, url = site(SUB, '/slots')): Promise<string> {
  const entries: string[] = [];
  // 200, or 304 when an earlier page of this tab already had the entry (outside production a version's fixed
  // names are revalidated, see infra/src/http/cache.ts)
  const seen = (r: { url(): string; status(): number }) => {
    const m = /\/cdn\/games\/([^/]+)\/remoteEntry\.js$/.exec(r.url());
    if (m && (r.status() === 200 || r.status() === 304)) entries.push(m[1]!);
  };
  page.on('response', seen);
  try {
    await page.goto(url);
    await expect(page.locator('[data-game]').first()).toBeVisible();
    const version = await loadedGames(page);
    expect(version).not.toBeNull();
    await expect.poll(() => entries).toContain(version);
    return version!;
  } finally {
    page.off('response', seen);
  }
}

/** A toast with this text (others may still be showing). */
async function toasted(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();
}

/**
 * A player's tab whose scripts always come over the network: a route turns the browser's HTTP cache off, so the
 * entry `lobbyVersion` waits for is a response of this page even when the tab's previous page had already loaded
 * it (home shows the games remote's tiles too).
 */
async function playerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.route('**/cdn/**', (route) => route.continue());
  return context.newPage();
}

let current = '';
let fresh = '';

test.describe.configure({ mode: 'serial' });

test.describe('releases per site', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const start = await fetch(site(null, '/api/startup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: DOMAIN }),
    });
    current = (
      (await start.json()) as { value: { remotes: { name: string; version: string }[] } }
    ).value.remotes.find((r) => r.name === 'games')!.version;
    // slot2 stays where it is while the new build is published (the setup machine pins it)
    const pin = await admin('/api/admin/sites/remote', {
      domain_name: DOMAIN,
      name: 'games',
      action: 'pin',
      version: current,
    });
    expect(pin.statusCode, pin.statusDetail).toBe(1);
    const [major, minor, patch] = current.split(/[.-]/).map(Number) as [number, number, number];
    // a fixed label (the e2e data folder is new each run) and fixed player keys below: the 1,000 sessions' buckets
    // are then the same every run, so the share check cannot fail by chance (it is 20.4 % for slot2)
    fresh = `${major}.${minor}.${patch + 1}-e2e.canary`;
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    cpSync(path.join(ROOT, 'remotes/games/dist'), path.join(folder, 'dist'), { recursive: true });
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'remotes/games/package.json'), 'utf8')) as object;
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ ...pkg, version: fresh }));
    copyBuild(dataDir, folder, { force: true });
    const registered = await admin('/api/admin/remotes/register', { name: 'games', version: fresh });
    expect(registered.statusCode, registered.statusDetail).toBe(1);
  });

  test.afterAll(async () => {
    const owner = await workerOwner();
    await consoleCall(owner, 'POST', `/releases/sites/${DOMAIN}/unlock`);
    await consoleCall(owner, 'POST', `/releases/sites/${DOMAIN}/remotes/games/abandon`);
    await admin('/api/admin/sites/remote', { domain_name: DOMAIN, name: 'games', action: 'unpin' });
    rmSync(folder, { recursive: true, force: true });
  });

  test('a release manager runs a 20 % canary, promotes it and rolls back; a locked site refuses; all audited', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const rm = await newStaff(request, 'release_manager', { name: 'Rita Release' });
    await signInPage(page, rm);
    await page.goto(`${CONSOLE_URL}/releases?site=${DOMAIN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const card = page.getByTestId('remote-games');
    await expect(card.getByTestId('live-games')).toHaveText(`${current} (pinned)`);
    // the new build as published: contract, size, publisher
    const row = card.getByTestId('versions-games').getByRole('row').filter({ hasText: fresh });
    await expect(row).toContainText('Current');
    await expect(row).toContainText('by machine (e2e-setup)');
    await expect(row).toContainText(/\^\d+\.\d+\.\d+/);
    await expect(row).toContainText(/\d KB|\d MB/);
    // a release manager may not lock
    await expect(page.getByTestId('lock-site')).toHaveCount(0);
    await expect(page.getByTestId('release-lock')).toContainText('Only an owner can lock or unlock a site.');

    // a 20 % canary of the new version
    await card.getByTestId('canary-version-games').selectOption(fresh);
    await card.getByTestId('canary-share-games').fill('20');
    await card.getByTestId('start-canary-games').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Start a 20 % canary of games ${fresh}?`);
    await dialog.getByRole('button', { name: 'Start canary' }).click();
    await toasted(page, `games ${fresh} canary started for 20 % of sessions.`);
    await expect(card.getByTestId('canary-games')).toContainText(`${fresh} for 20 % of sessions`);
    expect(await seriousViolations(page)).toEqual([]);

    // 1,000 player sessions (each its own bucket cookie): 20 % ± 3 % get the new version, each one sticky
    const keys = Array.from(
      { length: 1000 },
      (_, i) => `e2e-release-player-${i.toString().padStart(4, '0')}`,
    );
    const first = await versionsFor(keys);
    const onNew = first.filter((v) => v === fresh).length;
    expect(first.every((v) => v === fresh || v === current)).toBe(true);
    expect(onNew).toBeGreaterThanOrEqual(170);
    expect(onNew).toBeLessThanOrEqual(230);
    expect(await versionsFor(keys)).toEqual(first);

    // promote: 100 %
    await card.getByTestId('promote-games').click();
    await expect(dialog.getByRole('heading')).toHaveText(`Promote games ${fresh} to every player?`);
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await toasted(page, `games ${fresh} is live for every player on ${DOMAIN}.`);
    await expect(card.getByTestId('live-games')).toHaveText(`${fresh} (pinned)`);
    await expect(card.getByTestId('canary-games')).toHaveText('No canary');
    expect(new Set(await versionsFor(keys))).toEqual(new Set([fresh]));
    const player = await playerPage(browser);
    expect(await lobbyVersion(player)).toBe(fresh);

    // one-click rollback: the old version on the next page load
    await card.getByTestId('rollback-games').click();
    await expect(dialog.getByRole('heading')).toHaveText(`Roll games back to ${current}?`);
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await toasted(page, `games is rolled back to ${current}.`);
    await expect(card.getByTestId('live-games')).toHaveText(`${current} (pinned)`);
    expect(await lobbyVersion(player)).toBe(current);

    // an owner locks the site; the release manager's next change is refused with the reason
    const owner = await workerOwner();
    const ownerPage = await (await browser.newContext()).newPage();
    await signInPage(ownerPage, owner);
    await ownerPage.goto(`${CONSOLE_URL}/releases?site=${DOMAIN}`);
    await ownerPage.getByTestId('lock-site').click();
    const ownerDialog = ownerPage.getByRole('dialog');
    await ownerDialog.getByLabel('Reason (shown to whoever is refused)').fill('E2E tournament freeze');
    await ownerDialog.getByRole('button', { name: 'Lock releases' }).click();
    await toasted(ownerPage, `${DOMAIN} is locked.`);
    await expect(ownerPage.getByTestId('lock-state')).toContainText(`Locked by ${owner.email}`);

    await page.reload();
    await expect(page.getByTestId('lock-state')).toContainText(`Locked by ${owner.email}`);
    await card.getByTestId('canary-version-games').selectOption(fresh);
    await card.getByTestId('canary-share-games').fill('20');
    await card.getByTestId('start-canary-games').click();
    await dialog.getByRole('button', { name: 'Start canary' }).click();
    const refusal = card.getByTestId('refusal-games');
    await expect(refusal).toContainText('This site is locked for releases.');
    await expect(refusal).toContainText(`${DOMAIN} is locked for releases by ${owner.email} since`);
    await expect(refusal).toContainText('(E2E tournament freeze); an owner must unlock it first');
    await expect(card.getByTestId('canary-games')).toHaveText('No canary');
    // the machine credential is refused too
    const viaAdmin = await admin('/api/admin/sites/remote', {
      domain_name: DOMAIN,
      name: 'games',
      action: 'pin',
      version: fresh,
    });
    expect(viaAdmin.statusDetail).toContain(`${DOMAIN} is locked for releases`);
    expect(await gamesFor(keys[0]!)).toBe(current);

    await ownerPage.getByTestId('unlock-site').click();
    await ownerDialog.getByRole('button', { name: 'Unlock' }).click();
    await toasted(ownerPage, `${DOMAIN} is unlocked.`);

    // every step is in the audit trail, with before and after
    type Row = { action: string; actor: string; target: string; before: unknown; after: unknown };
    const trail = await consoleCall<{ items: Row[] }>(
      owner,
      'GET',
      `/audit?actor=${encodeURIComponent(rm.email)}&page_size=50`,
    );
    const steps = trail.body.items.filter((r) => r.target === `site:${DOMAIN}/games`);
    const canary = steps.find((r) => r.action === 'releases.canary');
    expect(canary?.before).toMatchObject({ live: current, canary: null });
    expect(canary?.after).toMatchObject({ live: current, canary: { version: fresh, share: 20 } });
    expect(steps.find((r) => r.action === 'releases.promote')).toMatchObject({
      before: { live: current, canary: { version: fresh, share: 20 } },
      after: { live: fresh, pinned_version: fresh, canary: null },
    });
    expect(steps.find((r) => r.action === 'releases.rollback')).toMatchObject({
      before: { live: fresh },
      after: { live: current, pinned_version: current },
    });
    const ownerTrail = await consoleCall<{ items: Row[] }>(
      owner,
      'GET',
      `/audit?actor=${encodeURIComponent(owner.email)}&target=${encodeURIComponent(`site:${DOMAIN}`)}&page_size=50`,
    );
    const lockRows = ownerTrail.body.items.filter((r) => r.target === `site:${DOMAIN}`);
    expect(lockRows.find((r) => r.action === 'releases.lock')).toMatchObject({
      before: { locked: false },
      after: { locked: true, reason: 'E2E tournament freeze' },
    });
    expect(lockRows.find((r) => r.action === 'releases.unlock')).toMatchObject({
      before: { locked: true },
      after: { locked: false },
    });
  });

  test('a preview link shows the new version to its holder only, and stops working once expired', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const rm = await newStaff(request, 'release_manager', { name: 'Priya Preview' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CONSOLE_URL });
    await signInPage(page, rm);
    await page.goto(`${CONSOLE_URL}/releases?site=${DOMAIN}`);
    const card = page.getByTestId('remote-games');
    await expect(card.getByTestId('live-games')).toHaveText(`${current} (pinned)`);
    await card.getByTestId(`preview-games-${fresh}`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Preview link for games ${fresh}`);
    // the shortest lifetime offered
    await dialog.getByTestId('preview-minutes').selectOption('15');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog.getByTestId('preview-url').inputValue();
    expect(url).toMatch(
      new RegExp(`^http://${DOMAIN.replace('.', '\\.')}:${PORT}/\\?preview=[\\w-]+\\.[\\w-]+$`),
    );
    await expect(dialog.getByTestId('preview-expires')).toContainText('Expires');
    await dialog.getByTestId('preview-copy').click();
    await toasted(page, 'Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await seriousViolations(page)).toEqual([]);

    // the holder: the preview build, in this tab, on every page of the site
    const holder = await playerPage(browser);
    await holder.goto(url);
    await expect(holder).toHaveURL(site(SUB, '/'));
    expect(await lobbyVersion(holder)).toBe(fresh);
    // everyone else keeps the live version
    const other = await playerPage(browser);
    expect(await lobbyVersion(other)).toBe(current);

    // 16 minutes later (the server's clock for this tab's startup call): refused, forgotten
    await holder.route('**/api/startup', (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-e2e-clock-offset': String(16 * 60_000) },
      }),
    );
    const refused = holder.waitForResponse((r) => r.url().endsWith('/api/startup'));
    await holder.reload();
    expect(((await (await refused).json()) as { statusMessage: string }).statusMessage).toBe(
      'permissionDenied',
    );
    await expect.poll(() => holder.evaluate(() => sessionStorage.getItem('site:preview-token'))).toBeNull();
    await holder.unroute('**/api/startup');
    expect(await lobbyVersion(holder)).toBe(current);

    // the mint is in the audit trail
    const owner = await workerOwner();
    const trail = await consoleCall<{ items: { action: string; target: string; after: unknown }[] }>(
      owner,
      'GET',
      `/audit?actor=${encodeURIComponent(rm.email)}&action=releases.preview`,
    );
    expect(trail.body.items.find((r) => r.target === `remote:games@${fresh}`)?.after).toMatchObject({
      site: DOMAIN,
    });
  });
});
