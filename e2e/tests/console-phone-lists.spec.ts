import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_URL, consoleCall, newStaff, signInPage } from './console-support';
import { newPlayer, site } from './helpers';
import { hdpSelection, placeBet } from './sportsbook-support';
import { addBank, call, playThrough } from './wallet-support';

// Every list and detail page of the operator console on the narrowest phone (320 px), with long values in it: a
// player with a long name, a long email and a long browser name, a bonus with a long key, a long staff name and
// email, a long news title. The page never scrolls sideways (the tables' shared style in the console's ui.tsx,
// not each page's), and a cut long value keeps its whole text reachable (its title).

const SUB = 'slot3';
const DOMAIN = `${SUB}.localhost`;
const LONG_WORD = 'Supercalifragilisticexpialidociousandthensome'.repeat(2);

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - el.clientWidth;
  });

async function fits(page: Page, what: string) {
  await page.screenshot({ path: test.info().outputPath(`${what}.png`), fullPage: true });
  expect.soft(await sideways(page), `${what}: no sideways scroll at 320 px`).toBeLessThanOrEqual(0);
}

test.describe('operator console lists on a phone', () => {
  test.beforeEach(() => test.slow());

  test('at 320 px every list and detail page fits the screen with long values in it', async ({
    page,
    request,
  }) => {
    // a player with long values everywhere the lists show them
    const player = await newPlayer(request, SUB, { deposit: 100_000 });
    const ref = { account_id: player.account_id, auth: player.auth };
    const email = `${'very.long.mailbox.name'.repeat(3)}@${'sub'.repeat(20)}.example.com`;
    const named = await call(request, SUB, '/api/settings/profile_update', {
      ...ref,
      full_name: `Maria ${'Longname'.repeat(7)}`,
      contact_email: email,
    });
    expect(named.statusCode, named.statusMessage).toBe(1);
    const longAgent = `Mozilla/5.0 ${'VeryLongBrowserBuildIdentifier'.repeat(8)}`;
    const login = await request.post(site(null, '/api/auth/login'), {
      data: { account_id: player.account_id, password: player.password, domain_name: DOMAIN },
      headers: { 'user-agent': longAgent },
    });
    expect(((await login.json()) as { statusCode: number }).statusCode).toBe(1);
    await playThrough(request, SUB, player, 100_000);
    await placeBet(request, player, 'HDP', [await hdpSelection(request)]);
    const bank = await addBank(request, SUB, player);
    const wd = await call(request, SUB, '/api/wallet/withdraw', {
      ...ref,
      amount: 10_000,
      bank_account_id: bank,
      idempotency_key: `e2e-phone-wd-${player.account_id}`,
    });
    expect(wd.statusCode, wd.statusMessage).toBe(1);

    // a staff member with a long name and email; the owner acts with it, so the audit trail has long rows
    const owner = await newStaff(request, 'owner', { name: `Owner ${LONG_WORD}` });
    const invited = await consoleCall(owner, 'POST', '/staff', {
      email: `${'long.staff.address'.repeat(4)}.${Date.now()}@${'department'.repeat(6)}.example.com`,
      name: `Staff ${LONG_WORD}`,
      role: 'support',
    });
    expect(invited.status).toBe(200);
    const found = await consoleCall<{ items: { id: number }[] }>(
      owner,
      'GET',
      `/players?q=${player.account_id}`,
    );
    const playerId = found.body.items[0]!.id;
    const bonus = await consoleCall(owner, 'POST', `/players/${playerId}/bonus`, {
      amount: 100,
      reason: `Goodwill ${LONG_WORD}`,
      idempotency_key: `key-${player.account_id}-${'x'.repeat(70)}`,
    });
    expect(bonus.status).toBe(200);
    const news = await consoleCall(owner, 'POST', `/content/${DOMAIN}/news`, {
      title: `Draft ${LONG_WORD} ${Date.now()}`,
      body: '<p>Kept as a draft: players never see it.</p>',
    });
    expect(news.status).toBe(200);
    // QA's title: 943 px wider than a 320 px screen on the promotions list
    const promo = await consoleCall(owner, 'POST', `/content/${DOMAIN}/promotions`, {
      title: 'SUPERMEGAULTRAJACKPOTWEEKENDBONANZA'.repeat(3),
      body: '<p>Kept as a draft: players never see it.</p>',
    });
    expect(promo.status).toBe(200);

    await page.setViewportSize({ width: 320, height: 800 });
    await signInPage(page, owner);

    await page.goto(`${CONSOLE_URL}/`);
    await expect(page.getByTestId('home')).toBeVisible();
    await fits(page, 'home');

    await page.goto(`${CONSOLE_URL}/sites`);
    await expect(page.getByTestId('sites-table')).toContainText(DOMAIN);
    await fits(page, 'sites');

    await page.goto(`${CONSOLE_URL}/players?q=${player.account_id}`);
    const results = page.getByTestId('players-results');
    await expect(results).toContainText(player.account_id);
    await fits(page, 'players');

    await page.goto(`${CONSOLE_URL}/players/${playerId}`);
    await expect(page.getByRole('heading', { level: 1, name: player.account_id })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await fits(page, 'player');
    for (const tab of ['ledger', 'sessions', 'bets'] as const) {
      await page.goto(`${CONSOLE_URL}/players/${playerId}?tab=${tab}`);
      const table = {
        ledger: 'player-ledger',
        sessions: 'player-sessions',
        bets: 'open-bets',
      }[tab];
      await expect(page.getByTestId(table).getByRole('row').first()).toBeVisible();
      await fits(page, `player-${tab}`);
    }

    await page.goto(`${CONSOLE_URL}/money?kind=withdrawal&site=${DOMAIN}`);
    await expect(page.getByTestId('payments-queue')).toContainText(player.account_id);
    await fits(page, 'money');

    await page.goto(`${CONSOLE_URL}/staff`);
    await expect(page.getByTestId('staff-list')).toContainText('Staff Supercalifragilistic');
    await fits(page, 'staff');

    await page.goto(`${CONSOLE_URL}/releases?site=${DOMAIN}`);
    await expect(page.getByTestId('versions-games')).toBeVisible();
    await fits(page, 'releases');
    await page.goto(`${CONSOLE_URL}/releases?tab=builds`);
    await expect(page.getByTestId('builds-table')).toBeVisible();
    await fits(page, 'builds');

    await page.goto(`${CONSOLE_URL}/audit`);
    // this test's bonus (other tests give bonuses at the same time): its target names this player
    const bonusRow = page
      .getByTestId('audit-list')
      .getByRole('row')
      .filter({ hasText: 'players.bonus' })
      .filter({ hasText: player.account_id });
    await expect(bonusRow.first()).toBeVisible();
    await fits(page, 'audit');
    // the entry's before and after hold the long reason
    await bonusRow.first().getByRole('button').click();
    await expect(page.getByTestId('audit-diff')).toContainText('Supercalifragilistic');
    await fits(page, 'audit-entry');
    await page.keyboard.press('Escape');

    await page.goto(`${CONSOLE_URL}/content?site=${DOMAIN}&kind=news`);
    await expect(page.getByTestId('content-table')).toContainText('Supercalifragilistic');
    await fits(page, 'content');
    await page.goto(`${CONSOLE_URL}/content?site=${DOMAIN}&kind=promotions`);
    await expect(page.getByTestId('content-table')).toContainText('SUPERMEGAULTRAJACKPOT');
    await fits(page, 'content promotions');
  });
});
