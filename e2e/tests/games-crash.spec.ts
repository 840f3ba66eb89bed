import { expect, test, type Page, type Response } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { seriousViolations } from './templates-support';
import { balanceOf, figure, signInAs } from './wallet-support';

// The house crash game, Paper Kite Crash (HOUSE-CRASH-001): docs/provider.md, docs/games.md.
test.beforeEach(() => test.slow());

const game = (page: Page) => page.frameLocator('[data-testid="game-frame"] iframe');
const headerMinor = async (page: Page) => Math.round((await figure(page, 'header-balance')) * 100);

interface Settled {
  status: 'settled';
  round_id: string;
  crash_point: number;
  cashout: number | null;
  payout: number;
  balance?: number;
  seed: string;
}

/** Collects the settled answer of a crash round (from a cash-out or a state poll), whichever comes first. */
function settledAnswer(page: Page, demo: boolean): Promise<Settled> {
  const path = demo
    ? /\/provider\/house\/api\/demo\/crash\/(cashout|state)$/
    : /\/provider\/house\/api\/crash\/(cashout|state)$/;
  return new Promise((resolve) => {
    const seen = async (r: Response) => {
      if (!path.test(r.url())) return;
      const body = (await r.json().catch(() => null)) as { statusCode: number; value: Settled } | null;
      if (body?.statusCode === 1 && body.value.status === 'settled') {
        page.off('response', seen);
        resolve(body.value);
      }
    };
    page.on('response', seen);
  });
}

test.describe('with motion', () => {
  // the curve animates (requestAnimationFrame) as players see it by default
  test.use({ reducedMotion: 'no-preference' });

  test('a new player bets and cashes out: the header follows the API, the revealed seed verifies in the browser', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, 'casino1', { deposit: 50_000 });
    await signInAs(page, 'casino1', p, '/playnow?game_code=HOUSE-CRASH-001');
    const crash = game(page);
    await expect(crash.getByTestId('house-balance')).toHaveText('500.00');
    // the chain is committed before play
    await expect(crash.getByTestId('crash-commitment')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByRole('link', { name: 'Verify a round (new tab)' })).toHaveAttribute(
      'href',
      '/provider/house/play/verify#lang=EN&salt=HOUSE-CRASH-001',
    );
    await crash.getByLabel('Stake').selectOption('1000');
    const started = page.waitForResponse((r) => r.url().endsWith('/provider/house/api/crash/start'));
    const settled = settledAnswer(page, false);
    await crash.getByTestId('crash-bet').click();
    const start = (await (await started).json()) as { statusCode: number; value: { balance: number } };
    expect(start.statusCode).toBe(1);
    expect(start.value.balance).toBe(49_000);
    // cash out as soon as the round runs (a crash at ×1.00 may end it first, at the first poll: then it is lost)
    await crash
      .getByTestId('crash-cashout')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const round = await settled;
    await expect(crash.getByTestId('crash-status')).toHaveText(
      round.cashout === null
        ? `Crashed at ${(round.crash_point / 100).toFixed(2)}×`
        : `Cashed out at ${(round.cashout / 100).toFixed(2)}× — won ${(round.payout / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    );
    const after = (await balanceOf(request, 'casino1', p)).game_balance;
    expect(after).toBe(50_000 - 1_000 + round.payout);
    expect(round.balance).toBe(after);
    await expect.poll(() => headerMinor(page)).toBe(after);
    await expect(crash.getByTestId('house-balance')).toHaveText(
      (after / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
    );
    // the proof: the revealed seed recomputes, in this browser, to the same crash point
    await expect(crash.getByTestId('crash-seed')).toHaveText(round.seed);
    await expect(crash.getByTestId('crash-point')).toHaveText(`${(round.crash_point / 100).toFixed(2)}×`);
    await crash.getByTestId('crash-verify').click();
    await expect(crash.getByTestId('crash-verdict')).toHaveAttribute('data-verified', 'true');
    await expect(crash.getByTestId('crash-verdict')).toContainText(
      `crash point ${(round.crash_point / 100).toFixed(2)}×`,
    );
    await expect(crash.getByTestId('crash-history').locator('li')).toHaveCount(1);
  });
});

test('a player who reloads the page mid-round gets the round back with a new game token', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino1', { deposit: 20_000 });
  await signInAs(page, 'casino1', p, '/playnow?game_code=HOUSE-CRASH-001');
  const crash = game(page);
  await expect(crash.getByTestId('house-balance')).toHaveText('200.00');
  // no state poll reaches the server before the reload, so nothing settles the round but the resumed page
  await page.route('**/provider/house/api/crash/state', (route) => route.abort());
  const started = page.waitForResponse((r) => r.url().endsWith('/provider/house/api/crash/start'));
  await crash.getByTestId('crash-bet').click();
  const start = (await (await started).json()) as { value: { round_id: string } };
  await page.unroute('**/provider/house/api/crash/state');
  const relaunched = page.waitForResponse((r) => r.url().endsWith('/api/product/launch'));
  const resumed = page.waitForResponse((r) => r.url().endsWith('/provider/house/api/crash/current'));
  await page.reload();
  await relaunched;
  const current = (await (await resumed).json()) as { value: { round: { round_id: string } | null } };
  expect(current.value.round?.round_id).toBe(start.value.round_id);
  await expect(crash.getByTestId('crash-status')).toContainText('Your unfinished round is back.');
  await crash
    .getByTestId('crash-cashout')
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(crash.getByTestId('crash-status')).toHaveText(/Crashed at|Cashed out at/);
  const after = (await balanceOf(request, 'casino1', p)).game_balance;
  expect(after).toBeGreaterThanOrEqual(20_000 - 100); // the default stake, 1.00, at most lost
  await expect.poll(() => headerMinor(page)).toBe(after);
  await expect(crash.getByTestId('crash-history').locator('li')).toHaveCount(1);
});

test('a guest plays demo crash with fun money: only the demo API, an auto cash-out, a seed that verifies', async ({
  page,
}) => {
  const real: string[] = [];
  page.on('request', (r) => {
    if (/\/provider\/house\/api\/(crash|balance)/.test(r.url()) || r.url().includes('/api/wallet/'))
      real.push(r.url());
  });
  await page.goto(site('casino1', '/playnow?game_code=HOUSE-CRASH-001'));
  await expect(page.getByTestId('playnow-guest')).toContainText('demo money');
  await page.getByTestId('playnow-demo').click();
  await expect(page.getByTestId('demo-label')).toBeVisible();
  const crash = game(page);
  await expect(crash.getByTestId('house-demo')).toContainText('fun money');
  await expect(crash.getByText('Fun balance')).toBeVisible();
  await expect(crash.getByTestId('house-balance')).toHaveText('1,000.00');
  await crash.getByLabel('Auto cash-out at × (optional)').fill('1.01');
  const settled = settledAnswer(page, true);
  await crash.getByTestId('crash-bet').click();
  const round = await settled;
  // at ×1.01 the auto cash-out pays, unless the round crashed at ×1.00
  expect(round.cashout).toBe(round.crash_point >= 101 ? 101 : null);
  await expect(crash.getByTestId('crash-status')).toHaveText(/^(Cashed out at 1\.01×|Crashed at 1\.00×)/);
  await expect(crash.getByTestId('house-balance')).toHaveText(
    (1000 - 1 + round.payout / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
  );
  await crash.getByTestId('crash-verify').click();
  await expect(crash.getByTestId('crash-verdict')).toHaveAttribute('data-verified', 'true');
  expect(real).toEqual([]);
});

test('the crash client on its own: translated, a bad auto cash-out named at its field, no serious axe violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(site('casino1', '/provider/house/play/crash#demo=1&lang=CN'));
  await expect(page.getByTestId('crash-bet')).toHaveText('投注');
  await expect(page.getByTestId('house-demo')).toContainText('试玩');
  await page.getByTestId('crash-auto').fill('0.5');
  await page.getByTestId('crash-bet').click();
  await expect(page.locator('#auto-error')).toHaveText('自动兑现：1.01 到 1000 之间的倍数，或留空。');
  await expect(page.getByTestId('crash-auto')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
