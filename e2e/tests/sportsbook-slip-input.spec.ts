import { expect, test, type Page } from '@playwright/test';
import en from '../../remotes/sportsbook/src/i18n/en';
import cn from '../../remotes/sportsbook/src/i18n/cn';
import enErrors from '../../shared/src/i18n/locales/EN/errors';
import cnErrors from '../../shared/src/i18n/locales/CN/errors';
import { formatMoney } from '../../shared/src/lib/format';
import { newPlayer, type NewPlayer } from './helpers';
import { holdRequests } from './routes';
import { events, headerBalance, signInAs } from './sportsbook-support';

// the pages wait for real data on a busy shared machine: generous limits, positive signals only
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 900 } });

// What the player types into the slip: messages that follow the language, no payout figure for an
// invalid stake, Enter places the bet. casino1 keeps the API's limits (1.00 – 1,000,000.00).

const MAX = 100_000_000;

/** A new player of casino1 on /sports (Upcoming) with one still price on the slip; returns the slip. */
async function slipWithOnePick(page: Page, request: Parameters<typeof events>[0], deposit = 0) {
  const player: NewPlayer = await newPlayer(request, 'casino1', deposit ? { deposit } : {});
  const pick = (await events(request))[0]!.markets[0]!.selections[0]!;
  await signInAs(page, 'casino1', player, '/sports?when=upcoming');
  await page.locator(`[data-selection-id="${pick.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-leg')).toHaveCount(1, { timeout: 30_000 });
  return { slip, stake: slip.getByLabel(/^Stake on/) };
}

test('a stake error shown in EN reads in CN, with the amount written the CN way, after the header switches language', async ({
  page,
  request,
}) => {
  const { slip, stake } = await slipWithOnePick(page, request);
  await stake.fill('2000000');
  await slip.getByTestId('place-bet').click();
  const enText = en.stakeTooHigh.replace('{{max}}', formatMoney(MAX, 'PHP', 'EN'));
  await expect(slip.getByText(enText)).toBeVisible();

  await page.getByTestId('language-switcher').first().selectOption('CN');
  // the rest of the slip is CN …
  await expect(slip.getByTestId('place-bet')).toHaveText(cn.placeBet);
  // … and so is the message, kept as its key and amount and put into words again
  const cnText = cn.stakeTooHigh.replace('{{max}}', formatMoney(MAX, 'PHP', 'CN'));
  await expect(slip.getByText(cnText)).toBeVisible();
  await expect(slip.getByText(enText)).toHaveCount(0);
});

test('a refusal of the server and the placed-bet line follow the header language too (kept as the answer and the bet numbers, worded at render)', async ({
  page,
  request,
}) => {
  // sportsbook1 takes stakes from 10.00; with its limits unknown to the slip (their call fails), 5.00 passes the
  // slip's own check and the server refuses it: a real refusal, shown at the stake and on the slip
  await page.route('**/api/sportsbook/bet_limits', (route) => route.fulfill({ status: 503, body: 'down' }));
  const player = await newPlayer(request, 'sportsbook1', { deposit: 20_000 });
  const pick = (await events(request))[0]!.markets[0]!.selections[0]!;
  await signInAs(page, 'sportsbook1', player, '/sports?when=upcoming');
  await expect.poll(() => headerBalance(page)).toBe(200);
  await page.locator(`[data-selection-id="${pick.selection_id}"]`).click();
  const slip = page.getByTestId('bet-slip');
  const stake = slip.locator('input[name^="stake-"]');
  await stake.fill('5');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/sportsbook/place_bet'));
  await slip.getByTestId('place-bet').click();
  expect(await (await refused).json()).toMatchObject({ statusMessage: 'stakeOutOfLimits' });
  await expect(slip.getByTestId('slip-error')).toHaveText(enErrors.stakeOutOfLimits);

  await page.getByTestId('language-switcher').first().selectOption('CN');
  await expect(slip.getByTestId('place-bet')).toHaveText(cn.placeBet);
  await expect(slip.getByTestId('slip-error')).toHaveText(cnErrors.stakeOutOfLimits);
  await expect(slip.getByText(enErrors.stakeOutOfLimits)).toHaveCount(0);

  await stake.fill('10');
  await slip.getByTestId('place-bet').click();
  const line = slip.getByTestId('slip-placed');
  await expect(line).toHaveText(/^注单 #\d+ 已投注。$/);
  await expect(slip.getByTestId('slip-error')).toHaveCount(0);
  const id = /#(\d+)/.exec(await line.innerText())![1]!;
  await page.getByTestId('language-switcher').first().selectOption('EN');
  await expect(line).toHaveText(en.placed.replace('{{id}}', id));
});

test('an invalid stake shows no payout figure ("—", the line keeps its height); a valid one does', async ({
  page,
  request,
}) => {
  const { slip, stake } = await slipWithOnePick(page, request, 20_000);
  await expect.poll(() => headerBalance(page)).toBe(200);
  const potential = slip.getByTestId('potential');
  await stake.fill('10');
  await expect(potential).toHaveText(/PHP \d/);
  const height = (await potential.boundingBox())!.height;

  await stake.fill('999999999999999999999999999999');
  await expect(potential).toHaveText(`${en.potential}: —`);
  expect((await potential.boundingBox())!.height).toBe(height);
  await slip.getByTestId('place-bet').click();
  await expect(
    slip.getByText(en.stakeTooHigh.replace('{{max}}', formatMoney(MAX, 'PHP', 'EN'))),
  ).toBeVisible();
  await expect(potential).toHaveText(`${en.potential}: —`);

  // empty, below the minimum, above the balance (200.00): no figure either
  for (const text of ['', '0.5', '500']) {
    await stake.fill(text);
    await expect(potential).toHaveText(`${en.potential}: —`);
  }
});

test('Enter in the stake places the bet once, even pressed twice while it is on its way', async ({
  page,
  request,
}) => {
  const { slip, stake } = await slipWithOnePick(page, request, 20_000);
  await expect.poll(() => headerBalance(page)).toBe(200);
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/sportsbook/place_bet') && sent.push(r.url()));
  const release = await holdRequests(page, '**/api/sportsbook/place_bet');

  await stake.fill('10');
  await stake.press('Enter');
  await expect(slip.getByTestId('place-bet')).toBeDisabled();
  await stake.press('Enter');
  await stake.press('Enter');
  release();

  await expect(slip.getByTestId('slip-placed')).toHaveText(/^Bet #\d+ placed\.$/);
  await expect(slip.getByTestId('slip-leg')).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBe(190);
  expect(sent).toHaveLength(1);
});

test('two submits in one moment, before the page redraws (Place bet not yet disabled), send one bet', async ({
  page,
  request,
}) => {
  const { slip, stake } = await slipWithOnePick(page, request, 20_000);
  await expect.poll(() => headerBalance(page)).toBe(200);
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/sportsbook/place_bet') && sent.push(r.url()));
  await stake.fill('10');
  await slip.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(slip.getByTestId('slip-placed')).toHaveText(/^Bet #\d+ placed\.$/);
  await expect.poll(() => headerBalance(page)).toBe(190);
  expect(sent).toHaveLength(1);
});

test('after picking a price with the keyboard, one Tab reaches "Go to bet slip", which takes the player to the stake; Enter bets', async ({
  page,
  request,
}) => {
  const player = await newPlayer(request, 'casino1', { deposit: 20_000 });
  const pick = (await events(request))[0]!.markets[0]!.selections[0]!;
  await signInAs(page, 'casino1', player, '/sports?when=upcoming');
  await expect.poll(() => headerBalance(page)).toBe(200);
  const price = page.locator(`[data-selection-id="${pick.selection_id}"]`);
  await price.focus();
  await page.keyboard.press('Enter');
  await expect(price).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: en.goToSlip });
  await expect(link).toBeFocused();
  await expect(link).toBeVisible();
  await page.keyboard.press('Enter');
  const slip = page.getByTestId('bet-slip');
  const stake = slip.getByLabel(/^Stake on/);
  await expect(stake).toBeFocused();
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(slip.getByTestId('slip-placed')).toHaveText(/^Bet #\d+ placed\.$/);
  await expect.poll(() => headerBalance(page)).toBe(190);
  // the link lives only beside a picked price: once the bet left the slip, it is gone
  await expect(page.getByRole('link', { name: en.goToSlip })).toHaveCount(0);
});
