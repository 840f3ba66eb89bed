import { expect, test } from '@playwright/test';
import { signInOnPage, site } from './helpers';

// Issue 10 part B: /vip and /referral (account remote), read from demo1 (nothing is changed).

interface VipAnswer {
  value: {
    nextLevel: {
      starting_deposit: number;
      cycle_deposit: number;
      deposit_next: number;
      vip_name: string;
      vip_name_next: string;
    }[];
  };
}
interface LadderAnswer {
  value: { level: number; levels: { vip_name: string; deposit_needed: number }[] };
}

const money = (minor: number) =>
  `PHP ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('VIP and referral (account remote)', () => {
  // Each test signs in and loads the whole site twice: allow for a loaded machine (the 30 s default is tight).
  test.beforeEach(() => test.slow());

  test('a guest opening /vip on slot5 is sent to / and the sign-in modal opens (SPEC §2)', async ({
    page,
  }) => {
    await page.goto(site('slot5', '/vip'));
    await expect(page).toHaveURL(site('slot5', '/'), { timeout: 20_000 });
    await expect(page.locator('[role="dialog"][data-modal="signin"]')).toBeVisible({ timeout: 5000 });
  });

  test('/vip shows the level, the progress of SPEC §4, the amount still needed and the whole ladder', async ({
    page,
  }) => {
    await page.goto(site('casino1', '/login'));
    await signInOnPage(page);
    await expect(page.getByTestId('account-id')).toHaveText('demo1');
    const vip = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/vip') && new URL(page.url()).pathname === '/vip',
    );
    const ladder = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/vip_levels') && new URL(page.url()).pathname === '/vip',
    );
    await page.goto(site('casino1', '/vip'));
    const v = ((await (await vip).json()) as VipAnswer).value.nextLevel[0]!;
    const l = ((await (await ladder).json()) as LadderAnswer).value;
    await expect(page.getByTestId('vip-current')).toHaveText(v.vip_name);
    const total = v.starting_deposit + v.cycle_deposit;
    const pct = v.deposit_next > 0 ? Math.min(100, Math.round((total / v.deposit_next) * 100)) : 0;
    await expect(page.getByTestId('vip-deposit-percent')).toHaveText(`${pct}%`);
    if (v.deposit_next > 0 && v.deposit_next > total)
      await expect(page.getByTestId('vip-deposit-needed')).toContainText(
        `Deposit ${money(v.deposit_next - total)} more to reach ${v.vip_name_next}`,
      );
    const rows = page.getByTestId('vip-ladder').locator('tbody tr');
    await expect(rows).toHaveCount(l.levels.length);
    for (const [i, level] of l.levels.entries()) {
      await expect(rows.nth(i)).toContainText(level.vip_name);
      await expect(rows.nth(i)).toContainText(money(level.deposit_needed));
    }
    await expect(rows.filter({ hasText: 'You' })).toContainText(v.vip_name);
  });

  test('/referral shows the code, link, QR code, counts and masked friends; the copy button copies the link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site('slot3', '') });
    await page.goto(site('slot3', '/login'));
    await signInOnPage(page);
    await expect(page.getByTestId('account-id')).toHaveText('demo1');
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/referral') && new URL(page.url()).pathname === '/referral',
    );
    await page.goto(site('slot3', '/referral'));
    const r = (
      (await (await answer).json()) as {
        value: {
          referral_code: string;
          referral_url: string;
          invited: number;
          deposited: number;
          friends: unknown[];
        };
      }
    ).value;
    await expect(page.getByTestId('referral-code')).toHaveText(r.referral_code);
    // the player's own code, labelled as such (not the sign-up form's optional field)
    await expect(page.getByText('Referral code', { exact: true })).toBeVisible();
    await expect(page.getByTestId('referral-link')).toHaveText(r.referral_url);
    await expect(page.getByTestId('referral-qr').locator('path')).toHaveAttribute('d', /^M\d+ \d+h1v1h-1z/);
    await expect(page.getByTestId('referral-invited')).toHaveText(String(r.invited));
    await expect(page.getByTestId('referral-deposited')).toHaveText(String(r.deposited));
    if (r.friends.length) {
      const rows = page.getByTestId('referral-friends').locator('tbody tr');
      await expect(rows).toHaveCount(r.friends.length);
      await expect(rows.first()).toContainText('*');
    }
    await page.getByTestId('copy-link').click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(r.referral_url);
  });
});
