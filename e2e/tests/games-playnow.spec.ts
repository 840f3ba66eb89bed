import { expect, test, type Page } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { seriousViolations, sidewaysOverflow } from './templates-support';
import { balanceOf, figure, signInAs } from './wallet-support';

// Issue 13: /playnow frames the house game clients (docs/provider.md, docs/games.md).
test.beforeEach(() => test.slow());

const game = (page: Page) => page.frameLocator('[data-testid="game-frame"] iframe');
const headerMinor = async (page: Page) => Math.round((await figure(page, 'header-balance')) * 100);

test('a new player spins the slot and plays a hash round: the header follows the API, the seed verifies', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino1', { deposit: 50_000 });
  await signInAs(page, 'casino1', p, '/playnow?game_code=HOUSE-SLOT-001');
  const slot = game(page);
  await expect(slot.getByTestId('house-balance')).toHaveText('500.00');
  await slot.getByLabel('Stake').selectOption('1000');
  const spun = page.waitForResponse((r) => r.url().endsWith('/provider/house/api/slot/spin'));
  await slot.getByTestId('slot-spin').click();
  const spin = (await (await spun).json()) as { value: { payout: number; balance: number } };
  await expect(slot.getByTestId('slot-status')).toHaveText(/Win|No win/);
  const afterSpin = (await balanceOf(request, 'casino1', p)).game_balance;
  expect(afterSpin).toBe(50_000 - 1_000 + spin.value.payout);
  await expect.poll(() => headerMinor(page)).toBe(afterSpin);
  await expect(slot.getByTestId('slot-grid').locator('[role="img"]')).toHaveCount(15);

  await page.goto(site('casino1', '/playnow?game_code=HOUSE-HASH-001'));
  const hash = game(page);
  await expect(hash.getByTestId('house-balance')).toHaveText(/\d/);
  await hash.getByTestId('hash-pick-big').click();
  await expect(hash.getByTestId('hash-seed')).toHaveText(/^[0-9a-f]{64}$/);
  const afterHash = (await balanceOf(request, 'casino1', p)).game_balance;
  await expect.poll(() => headerMinor(page)).toBe(afterHash);
  await hash.getByTestId('hash-verify').click();
  await expect(hash.getByTestId('hash-verdict')).toHaveAttribute('data-verified', 'true');
  await expect(hash.getByTestId('hash-verdict')).toContainText('Verified');
  await expect(page.getByRole('link', { name: 'Verify a round (new tab)' })).toHaveAttribute(
    'href',
    '/provider/house/play/verify#lang=EN',
  );
});

test('a guest gets the demo notice and plays for fun money without calling real play; a reload keeps demo play', async ({
  page,
}) => {
  const real: string[] = [];
  const demo: Array<Promise<unknown>> = [];
  page.on('request', (r) => {
    if (/\/provider\/house\/api\/(slot|hash)\//.test(r.url()) || r.url().includes('/api/wallet/'))
      real.push(r.url());
  });
  page.on('response', (r) => {
    if (r.url().includes('/provider/house/api/demo/slot/spin')) demo.push(r.json());
  });
  await page.goto(site('casino1', '/playnow?game_code=HOUSE-SLOT-001'));
  await expect(page.getByTestId('playnow-guest')).toContainText('demo money');
  await page.getByTestId('playnow-demo').click();
  await expect(page).toHaveURL(/[?&]demo=1/);
  await page.reload();
  await expect(page.getByTestId('demo-label')).toBeVisible();
  const slot = game(page);
  await expect(slot.getByTestId('house-demo')).toContainText('fun money');
  await expect(slot.getByTestId('house-balance')).toHaveText('1,000.00');
  await slot.getByTestId('slot-spin').click();
  await expect(slot.getByTestId('slot-status')).toHaveText(/Win|No win/);
  expect(demo).toHaveLength(1);
  const round = (await demo[0]) as { value: { payout: number } };
  await expect(slot.getByTestId('house-balance')).toHaveText(
    (1000 - 1 + round.value.payout / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
  );
  expect(real).toEqual([]);
});

test('an unknown game_code offers the hot games; another provider’s game is not available here', async ({
  page,
}) => {
  await page.goto(site('casino1', '/playnow?game_code=NO-SUCH-GAME'));
  await expect(page.getByTestId('playnow-unknown')).toContainText('NO-SUCH-GAME');
  await expect(page.getByTestId('playnow-hot').locator('[data-game]').first()).toBeVisible();
  await page.goto(site('casino1', '/playnow?game_code=JILI-SLOT_GAME-002'));
  await expect(page.getByTestId('playnow-unavailable')).toContainText('not available on this demo site');
  await expect(page.getByTestId('playnow-hot').locator('[data-game]').first()).toBeVisible();
});

test('/playnow without a game offers rows of games that scroll inside a 375 px page, not the page sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(site('casino1', '/playnow'));
  await expect(page.getByTestId('playnow-hot').locator('[data-game]').first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});

for (const code of ['casino1', 'slot6', 'sportsbook1']) {
  test(`/playnow on ${code} at 375 and 1280 px: no sideways scroll, no serious axe violation`, async ({
    page,
  }) => {
    await page.goto(site(code, '/playnow?game_code=HOUSE-HASH-001'));
    await page.getByTestId('playnow-demo').click();
    await expect(game(page).getByTestId('house-balance')).toHaveText('1,000.00');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page), `${code} at ${width}`).toEqual([]);
    }
  });
}

test('the game clients on their own: translated from the launch URL, no serious axe violation at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(site('casino1', '/provider/house/play/slot#demo=1&lang=CN'));
  await expect(page.getByTestId('slot-spin')).toHaveText('旋转');
  await expect(page.getByTestId('house-demo')).toContainText('试玩');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(site('casino1', '/provider/house/play/hash#demo=1&lang=PHP'));
  await expect(page.getByTestId('hash-pick-big')).toHaveText('Malaki (8–f)');
  await page.getByTestId('hash-pick-odd').click();
  await expect(page.getByTestId('hash-seed')).toHaveText(/^[0-9a-f]{64}$/);
  expect(await seriousViolations(page)).toEqual([]);
  const round = {
    seed: await page.getByTestId('hash-seed').innerText(),
    index: await page.getByTestId('hash-index').innerText(),
    terminating: await page.getByTestId('hash-terminating').innerText(),
    hash: await page.getByTestId('hash-hash').innerText(),
  };
  // the stand-alone verification page: bad input is refused at its field, a real round verifies
  await page.goto(site('casino1', '/provider/house/play/verify#lang=EN'));
  await page.getByTestId('verify-run').click();
  await expect(page.locator('#seed-error')).toHaveText('A seed is 64 hexadecimal characters.');
  await page.getByLabel('Revealed seed').fill(round.seed);
  await page.getByLabel('Round in chain').fill(round.index);
  await page.getByLabel('Committed chain (s₀)').fill(round.terminating);
  await page.getByTestId('verify-run').click();
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-verified', 'true');
  await expect(page.getByTestId('verify-hash')).toHaveText(round.hash);
  expect(await seriousViolations(page)).toEqual([]);
});
