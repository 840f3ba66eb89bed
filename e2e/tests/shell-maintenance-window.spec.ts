import { expect, test } from '@playwright/test';
import { templateOf, type Maintenance } from '@site/shared';
import { consoleCall, workerOwner } from './console-support';
import { site } from './helpers';

// A scheduled maintenance window (docs/operations.md "Maintenance"): saved in the console with its start a
// few seconds ahead, the player site shows its home until the start, then the maintenance screen by itself,
// and its home again once the end has passed — the switch stays on throughout; a player left on the maintenance
// screen gets the home back without reloading (the screen reloads itself after the end).
//
// The window lies on this page's clock only: the page sends `x-e2e-clock-offset` (the e2e server's test clock,
// e2e/server.ts), so the server sees its requests AHEAD in the future, and the window is set AHEAD + 6 s from now
// (time for a busy machine to draw the home before the start, as the home, announcing the window, reloads itself
// at the start: docs/shell.md "Scheduled maintenance"). Every other request — every other test visiting casino7
// beside this one — sees the real clock, for which the window is more than a year away: the site stays open for
// them. The page's own clock is moved as far (Playwright's clock), so the screen's timer counts to the same end.
// The settings are put back in `finally`.

const SUB = 'casino7';
const DOMAIN = `${SUB}.localhost`;
const AHEAD = 400 * 86_400_000;

test('a scheduled maintenance window closes the player site at its start and reopens it at its end', async ({
  page,
}) => {
  const owner = await workerOwner();
  const settings = await consoleCall<{ maintenance: Maintenance; state: string }>(
    owner,
    'GET',
    `/sites/${DOMAIN}`,
  );
  expect(settings.status).toBe(200);
  const original = settings.body.maintenance;

  const home = page.locator(`[data-layout="${templateOf(SUB)}"]`);
  const maintenance = page.locator('[data-layout="maintenance"]');
  /** Reloads and waits until the shell shows either screen; answers which. */
  const shownAfterReload = async () => {
    // the home reloads itself at the start (the notice's timer, within its 15 s spread): when that reload cuts this
    // one short, the page's own load is the one waited for
    await page.reload().catch((e: Error) => {
      if (!/ERR_ABORTED|frame was detached/.test(e.message)) throw e;
    });
    await expect(home.or(maintenance)).toBeVisible();
    return (await maintenance.isVisible()) ? 'maintenance' : 'home';
  };

  await page.setExtraHTTPHeaders({ 'x-e2e-clock-offset': String(AHEAD) });
  await page.clock.install({ time: Date.now() + AHEAD });
  try {
    const start = Date.now() + AHEAD + 6_000;
    const end = start + 8_000;
    const saved = await consoleCall<{ maintenance: Maintenance; state: string }>(
      owner,
      'POST',
      `/sites/${DOMAIN}/maintenance`,
      {
        is_maintenance: true,
        start_date: new Date(start).toISOString(),
        end_date: new Date(end).toISOString(),
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.maintenance.is_maintenance).toBe(true);
    // on the real clock the window is far ahead: the console shows the site open, as every other player gets it
    expect(saved.body.state).toBe('open');

    // before the start: the home, as usual
    await page.goto(site(SUB, '/'));
    await expect(home).toBeVisible();
    await expect(maintenance).toHaveCount(0);

    // from the start: the maintenance screen with the window, though nobody touched the switch
    await expect.poll(shownAfterReload, { timeout: 30_000, intervals: [250] }).toBe('maintenance');
    await expect(home).toHaveCount(0);
    await expect(page.getByTestId('maintenance-window')).toContainText(String(new Date(end).getFullYear()));

    // past the end: the screen reloads itself (within the 15 s spread after the end) and the home is back, the
    // switch still on
    // the server reopens the site at the end (on this page's clock)…
    await expect
      .poll(
        async () => {
          const r = await page.request.post(site(null, '/api/startup'), {
            data: { domain_name: DOMAIN },
            headers: { 'x-e2e-clock-offset': String(AHEAD) },
          });
          return ((await r.json()) as { value: { maintenance: Maintenance } }).value.maintenance
            .is_maintenance;
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(false);
    // …and the screen's timer, at most the spread later, reloads the page
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.clock.fastForward(16_000);
    await reloaded;
    await expect(home).toBeVisible();
    expect(Date.now() + AHEAD).toBeGreaterThanOrEqual(end);
    await expect(maintenance).toHaveCount(0);
    const after = await consoleCall<{ maintenance: Maintenance }>(owner, 'GET', `/sites/${DOMAIN}`);
    expect(after.body.maintenance.is_maintenance).toBe(true);
  } finally {
    const restored = await consoleCall(owner, 'POST', `/sites/${DOMAIN}/maintenance`, original);
    if (restored.status !== 200)
      console.error(`casino7 maintenance not restored: ${restored.status} ${JSON.stringify(restored.body)}`);
  }
});
