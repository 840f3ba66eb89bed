import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, site, type NewPlayer } from './helpers';
import { seriousViolations, sidewaysOverflow } from './templates-support';
import { balanceOf, call, signInAs } from './wallet-support';

// Issue 13 §4–6: the minigame economy, /minigame and /spin (docs/minigame.md).
test.beforeEach(() => test.slow());

const DAY = 86_400_000;
const ref = (p: NewPlayer) => ({ account_id: p.account_id, auth: p.auth });

/** Real play: `spins` slot spins of `stake` on the house slot through its game server (turnover earns tokens). */
async function playSlot(request: APIRequestContext, sub: string, p: NewPlayer, spins: number, stake: number) {
  const launch = await call<{ game_token: string }>(request, sub, '/api/product/launch', {
    ...ref(p),
    game_code: 'HOUSE-SLOT-001',
  });
  expect(launch.statusCode, launch.statusMessage).toBe(1);
  for (let i = 0; i < spins; i++) {
    const res = await request.post(site(null, '/provider/house/api/slot/spin'), {
      data: { token: launch.value.game_token, stake },
    });
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(1);
  }
}

/** The page's API clock a day ahead (the e2e server's test clock): today's frozen tokens are usable. */
const nextDay = (page: Page) => page.setExtraHTTPHeaders({ 'x-e2e-clock-offset': String(DAY) });

test('a guest opening /spin is sent to / and the sign-in modal opens (SPEC §2)', async ({ page }) => {
  await page.goto(site('slot4', '/spin'));
  await expect(page).toHaveURL(site('slot4', '/'), { timeout: 20_000 });
  await expect(page.locator('[role="dialog"][data-modal="login"]')).toBeVisible();
});

test('a player without tokens: /minigame shows none, /spin says how to earn them and offers no spin', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino1', { deposit: 10_000 });
  await signInAs(page, 'casino1', p, '/minigame');
  await expect(page.locator('[data-shell-layout]')).toHaveAttribute('data-shell-layout', 'minigame');
  await expect(page.getByTestId('tokens-usable')).toHaveText('0');
  await expect(page.getByTestId('tokens-frozen')).toHaveText('0');
  // no unlock time for frozen tokens there are none of
  await expect(page.getByTestId('tokens-unlock')).toHaveCount(0);
  await expect(page.getByTestId('minigame-tokens')).toContainText('1 token for every PHP 100.00');
  await page.getByRole('link', { name: 'Spin the wheel' }).click();
  await expect(page).toHaveURL(site('casino1', '/spin'));
  await expect(page.getByTestId('spin-none')).toContainText('Earn 1 token for every PHP 100.00 you play');
  await expect(page.getByTestId('spin-button')).toHaveCount(0);
  // the published odds come from the server's wheel
  const wheel = await call<{ total_weight: number; prizes: { weight: number }[] }>(
    request,
    'casino1',
    '/api/minigame/wheel',
    {},
  );
  const rows = page.getByTestId('wheel-odds').locator('tbody tr');
  await expect(rows).toHaveCount(wheel.value.prizes.length);
  const first = wheel.value.prizes[0]!;
  await expect(rows.first()).toContainText(
    `${Math.round((first.weight / wheel.value.total_weight) * 10_000) / 100}%`,
  );
});

test('play earns frozen tokens; the next day they spin the wheel, the prize is credited once', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino1', { deposit: 100_000 });
  await playSlot(request, 'casino1', p, 5, 5_000); // 250.00 of turnover: 2 tokens
  await signInAs(page, 'casino1', p, '/minigame');
  await expect(page.getByTestId('tokens-frozen')).toHaveText('2');
  await expect(page.getByTestId('tokens-unlock')).toContainText(/\d\d:\d\d/);
  await expect(page.getByTestId('tokens-usable')).toHaveText('0');
  await expect(page.getByTestId('tokens-progress')).toContainText('PHP 250.00');
  await page.goto(site('casino1', '/spin'));
  await expect(page.getByTestId('spin-none')).toContainText('You have 2 frozen tokens');

  await nextDay(page);
  await page.reload();
  // a day later by the API's clock the session's reality check is due (casino1 asks hourly): acknowledge it
  await page.getByRole('dialog', { name: 'Reality check' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('spin-tokens')).toHaveText('2');
  const before = (await balanceOf(request, 'casino1', p)).game_balance;
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/minigame/spin'));
  await page.getByTestId('spin-button').click();
  const spin = (
    (await (await answered).json()) as {
      value: {
        spin: { spin_id: number; segment: number; kind: string; amount: number };
        token_balance: number;
      };
    }
  ).value;
  const result = page.getByTestId('spin-result');
  await expect(result).toHaveAttribute('data-spin', String(spin.spin.spin_id));
  await expect(result).toHaveText(
    spin.spin.kind === 'bonus'
      ? /You won PHP [\d,.]+! It is in your balance\./
      : spin.spin.kind === 'token'
        ? /^You won \d+ tokens? back\.$/
        : 'No prize this time.',
  );
  await expect(page.getByTestId('spin-tokens')).toHaveText(String(spin.token_balance));
  expect(spin.token_balance).toBe(1 + (spin.spin.kind === 'token' ? spin.spin.amount : 0));
  // the wheel stopped on the drawn segment
  const rotation = Number(await page.getByTestId('wheel').getAttribute('data-rotation'));
  const n = (await call<{ prizes: unknown[] }>(request, 'casino1', '/api/minigame/wheel', {})).value.prizes
    .length;
  expect(Math.floor(((((360 - rotation) % 360) + 360) % 360) / (360 / n))).toBe(spin.spin.segment);
  // credited once: the balance moved by the bonus alone, and the ledger holds one row for the spin
  const after = (await balanceOf(request, 'casino1', p)).game_balance;
  expect(after - before).toBe(spin.spin.kind === 'bonus' ? spin.spin.amount : 0);
  const tx = await call<{ items: { type: string; amount: number }[] }>(
    request,
    'casino1',
    '/api/wallet/transactions',
    {
      ...ref(p),
      type: 'bonus',
    },
  );
  expect(tx.value.items.filter((i) => i.amount === spin.spin.amount)).toHaveLength(
    spin.spin.kind === 'bonus' ? 1 : 0,
  );
  await expect(page.getByTestId('spin-history').locator('li')).toHaveCount(1);
});

test('/spin and /minigame in Chinese on a phone: no overflow, no serious accessibility finding', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'slot2', { deposit: 10_000 });
  await page.setViewportSize({ width: 375, height: 800 });
  // the language switcher is in the phone menu: the language cookie the switcher writes, set beforehand
  await page.context().addCookies([{ name: 'i18n_lang', value: 'CN', url: site('slot2', '/') }]);
  await signInAs(page, 'slot2', p, '/spin');
  await expect(page.getByTestId('spin-none')).toContainText('每投注');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(site('slot2', '/minigame'));
  await expect(page.getByRole('heading', { name: '小游戏' })).toBeVisible();
  await expect(page.getByTestId('tokens-usable')).toHaveText('0');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});
