import { expect, test, type Page } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { balanceOf, call, figure, signInAs } from './wallet-support';

// Issue 13 "must show": a player opens the slot from the lobby and spins; the header balance and
// /transaction-history show the bet and the win, and the turnover on /vip and the withdrawal turnover bar move.
// (A new player of demo1's kind, so the test changes no shared state.)
test.beforeEach(() => test.slow());

const game = (page: Page) => page.frameLocator('[data-testid="game-frame"] iframe');

test('from the lobby to a slot spin: header, transaction history, VIP turnover and the withdrawal bar follow real play', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino1', { deposit: 50_000 });
  await signInAs(page, 'casino1', p, '/withdrawal');
  await expect(page.getByTestId('wd-turnover-percent')).toHaveText('0%');
  await page.goto(site('casino1', '/vip'));
  await expect(page.getByTestId('vip-turnover')).toHaveAttribute('aria-label', 'Turnover PHP 0.00');

  // the lobby's tile opens the game in the page
  await page.goto(site('casino1', '/slots'));
  await page.locator('article[data-game="HOUSE-SLOT-001"]').getByRole('link').click();
  await expect(page).toHaveURL(site('casino1', '/playnow?game_code=HOUSE-SLOT-001'));
  const slot = game(page);
  await expect(slot.getByTestId('house-balance')).toHaveText('500.00');
  await slot.getByLabel('Stake').selectOption('1000');
  const spun = page.waitForResponse((r) => r.url().endsWith('/provider/house/api/slot/spin'));
  await slot.getByTestId('slot-spin').click();
  const { payout, balance } = ((await (await spun).json()) as { value: { payout: number; balance: number } })
    .value;
  expect(balance).toBe(50_000 - 1_000 + payout);
  await expect.poll(async () => Math.round((await figure(page, 'header-balance')) * 100)).toBe(balance);
  expect((await balanceOf(request, 'casino1', p)).game_balance).toBe(balance);

  // the history lists the bet, and the win when the spin paid, as the ledger holds them
  await page.goto(site('casino1', '/transaction-history'));
  const table = page.getByTestId('history-table');
  await expect(table).toContainText('Bet');
  await expect(table).toContainText('PHP 10.00');
  const api = await call<{ items: { type: string; amount: number }[] }>(
    request,
    'casino1',
    '/api/wallet/transactions',
    {
      account_id: p.account_id,
      auth: p.auth,
    },
  );
  const types = api.value.items.map((i) => i.type).sort();
  expect(types).toEqual(payout > 0 ? ['bet', 'deposit', 'win'] : ['bet', 'deposit']);
  await expect(table.locator('tbody tr')).toHaveCount(types.length);
  if (payout > 0) await expect(table).toContainText('Win');

  // the stake counts as turnover for VIP and for the withdrawal rule
  await page.goto(site('casino1', '/vip'));
  await expect(page.getByTestId('vip-turnover')).toHaveAttribute('aria-label', 'Turnover PHP 10.00');
  await page.goto(site('casino1', '/withdrawal'));
  await expect(page.getByTestId('wd-turnover-percent')).not.toHaveText('0%');
  await expect(page.getByTestId('wd-turnover')).toHaveAttribute(
    'aria-label',
    'Play PHP 490.00 more before withdrawing',
  );
});
