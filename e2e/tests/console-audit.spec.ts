import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CONSOLE_URL, consoleCall, newStaff, signInPage } from './console-support';
import { newPlayer, site } from './helpers';
import { seriousViolations } from './templates-support';

// The operator console's audit trail (issue 17 §7): a staff member's action and an admin-token action in the
// one view with their actor kind and before / after; the CSV export holds both; a cashier has no Audit menu
// and the API answers 403.

const SUB = 'casino2';
const ADMIN = { 'x-admin-token': process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token' };

test.describe('operator console audit trail', () => {
  test.beforeEach(() => test.slow());

  test('a staff action and an admin-token action in one view, with before and after, and in the CSV', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request, SUB);
    const target = `player:${SUB}.localhost/${player.account_id}`;

    // support blocks the player in the console (through its API)
    const support = await newStaff(request, 'support');
    const found = await consoleCall<{ items: { id: number; account_id: string }[] }>(
      support,
      'GET',
      `/players?q=${player.account_id}&site=${SUB}.localhost`,
    );
    const id = found.body.items.find((p) => p.account_id === player.account_id)!.id;
    const blocked = await consoleCall(support, 'POST', `/players/${id}/status`, {
      status: 'BLOCK',
      reason: 'e2e audit check',
      expected_status: 'ACTIVE',
    });
    expect(blocked.status).toBe(200);

    // automation with the admin token reopens the account
    const robot = `e2e-robot-${player.account_id}`;
    const machine = await request.post(site(null, '/api/operator/player_status'), {
      data: { domain_name: `${SUB}.localhost`, account_id: player.account_id, status: 'ACTIVE' },
      headers: { ...ADMIN, 'x-admin-actor': robot },
    });
    expect(((await machine.json()) as { statusCode: number }).statusCode).toBe(1);

    const owner = await newStaff(request, 'owner', { name: 'Ada Auditor' });
    await signInPage(page, owner);
    await page.goto(`${CONSOLE_URL}/audit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await page.getByLabel('Target').fill(player.account_id);
    await page.getByTestId('audit-apply').click();
    await expect(page).toHaveURL(new RegExp(`target=${player.account_id}`));
    const rows = page.getByTestId('audit-list').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    // newest first: the machine's reopening, then the staff member's block
    await expect(rows.nth(0)).toContainText('Machine');
    await expect(rows.nth(0)).toContainText(robot);
    await expect(rows.nth(0)).toContainText('/api/operator/player_status');
    await expect(rows.nth(1)).toContainText('Staff');
    await expect(rows.nth(1)).toContainText(support.email);
    await expect(rows.nth(1)).toContainText('players.status');
    for (const r of [0, 1]) await expect(rows.nth(r)).toContainText(target);

    // before / after of each
    const dialog = page.getByRole('dialog');
    await rows
      .nth(1)
      .getByRole('button', { name: /before and after/ })
      .click();
    const diff = dialog.getByTestId('audit-diff');
    await expect(diff.getByRole('row').filter({ hasText: 'status' }).first()).toContainText(/ACTIVE\s*BLOCK/);
    await expect(diff.getByRole('row').filter({ hasText: 'reason' })).toContainText('e2e audit check');
    await expect(dialog).toContainText('Support');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId('audit-entry-close').click();
    await expect(dialog).toHaveCount(0);
    await rows
      .nth(0)
      .getByRole('button', { name: /before and after/ })
      .click();
    await expect(
      dialog.getByTestId('audit-diff').getByRole('row').filter({ hasText: 'status' }),
    ).toContainText(/BLOCK\s*ACTIVE/);
    await expect(dialog).toContainText('Machine');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // the same filtered rows as CSV
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('audit-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{8}-\d{4}\.csv$/);
    const csv = (await readFile(await download.path())).toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('at,source,actor_kind,actor,role,ip,user_agent,action,target,outcome,before,after');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',machine,');
    expect(lines[1]).toContain(robot);
    expect(lines[1]).toContain('/api/operator/player_status');
    expect(lines[1]).toContain('"{""status"":""BLOCK""}"');
    expect(lines[2]).toContain(',staff,');
    expect(lines[2]).toContain(support.email);
    expect(lines[2]).toContain('players.status');
    expect(lines[2]).toContain('""status"":""BLOCK""');
  });

  test('on a phone the entries are cards and the page does not scroll sideways', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // an entry with a long actor and target (no spaces to break at)
    const player = await newPlayer(request, SUB);
    const support = await newStaff(request, 'support');
    const found = await consoleCall<{ items: { id: number }[] }>(
      support,
      'GET',
      `/players?q=${player.account_id}`,
    );
    await consoleCall(support, 'POST', `/players/${found.body.items[0]!.id}/inbox`, {
      title: 'Hi',
      body: 'Hello',
    });
    const owner = await newStaff(null, 'owner');
    await signInPage(page, owner);
    await page.goto(`${CONSOLE_URL}/audit?target=${player.account_id}`);
    const first = page.getByTestId('audit-list').locator('tbody tr').first();
    await expect(first).toBeVisible();
    expect(await first.evaluate((r) => getComputedStyle(r).display)).toBe('block');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await first.getByRole('button', { name: /before and after/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a cashier has no Audit menu entry and the API answers 403', async ({ page }) => {
    const cashier = await newStaff(null, 'cashier');
    await signInPage(page, cashier);
    await page.goto(CONSOLE_URL);
    await expect(page.getByRole('link', { name: 'Payments' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Players' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
    await page.goto(`${CONSOLE_URL}/audit`);
    await expect(page.getByTestId('forbidden')).toBeVisible();
    for (const path of ['/audit', '/audit.csv']) {
      const res = await consoleCall<{ error: string }>(cashier, 'GET', path);
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBe('permissionDenied');
    }
  });
});
