import { expect, test, type Page } from '@playwright/test';
import { newPlayer, seedSession, site, type NewPlayer } from './helpers';

// Issue 10 part B: /mission (account remote).

/** Opens the site's home page signed in as the new player (its sign-up session; see seedSession). */
async function signIn(page: Page, sub: string, p: NewPlayer) {
  await seedSession(page, sub, p);
  await page.goto(site(sub));
  await expect(page.getByTestId('account-id')).toHaveText(p.account_id);
}

const balance = async (page: Page) =>
  Number((await page.getByTestId('header-balance').innerText()).replace(/[^\d.]/g, ''));

test.describe('missions (account remote)', () => {
  // Each test signs in and loads the whole site twice: allow for a loaded machine (the 30 s default is tight).
  test.beforeEach(() => test.slow());

  test('a guest opening /mission on slot4 is sent to / and the login modal opens (SPEC §2)', async ({
    page,
  }) => {
    await page.goto(site('slot4', '/mission'));
    await expect(page).toHaveURL(site('slot4', '/'), { timeout: 20_000 });
    await expect(page.locator('[role="dialog"][data-modal="login"]')).toBeVisible({ timeout: 5000 });
  });

  test('daily and weekly missions show the progress the API measures, with their reset countdown', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino3', { deposit: 40_000 });
    await signIn(page, 'casino3', p);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/missions') && new URL(page.url()).pathname === '/mission',
    );
    await page.goto(site('casino3', '/mission'));
    const missions = (
      (await (await answer).json()) as { value: { code: string; progress: number; target: number }[] }
    ).value;
    const deposit = missions.find((m) => m.code === 'daily-deposit')!;
    expect(deposit.progress).toBe(40_000);
    const pct = String(Math.round((deposit.progress / deposit.target) * 100));
    await expect(page.getByTestId('mission-daily-deposit-percent')).toHaveText(`${pct}%`);
    await expect(page.getByTestId('missions-daily')).toContainText('Progress PHP 400.00 of PHP 1,000.00');
    await expect(page.getByTestId('missions-daily-countdown')).toContainText(/Resets in \d+ h \d+ min/);
    await expect(page.getByTestId('missions-weekly-countdown')).toContainText(/Resets in (\d+ d )?\d+ h/);
    await expect(page.getByTestId('mission-claim')).toHaveCount(0);
  });

  test('claiming a completed mission raises the header balance without a reload, once', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'slot3', { deposit: 100_000 });
    await signIn(page, 'slot3', p);
    await page.goto(site('slot3', '/mission'));
    await expect(page.getByTestId('header-balance')).toContainText(/\d/, { timeout: 20_000 });
    const before = await balance(page);
    const mission = page.locator('[data-mission-code="daily-deposit"]');
    await expect(mission.getByTestId('mission-daily-deposit-percent')).toHaveText('100%');
    let navigations = 0;
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
    await mission.getByTestId('mission-claim').click();
    await expect(mission).toContainText('Claimed');
    await expect.poll(() => balance(page)).toBeCloseTo(before + 50, 2);
    await expect(mission.getByTestId('mission-claim')).toHaveCount(0);
    expect(navigations).toBe(0);
  });
});
