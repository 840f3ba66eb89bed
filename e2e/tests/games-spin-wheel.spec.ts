import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consoleCall, newStaff } from './console-support';
import { fetchRouted, newPlayer, site, type NewPlayer } from './helpers';
import { call, figure, signInAs } from './wallet-support';

// /spin against the site's wheel as it stands (docs/minigame.md): the prize reaches the header balance only when
// the wheel has landed, and a wheel changed by the operator after the page loaded is the one the page lands on.
// Everything happens on casino5, whose wheel no other test changes; the default wheel is put back in `finally`.
test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.slow());

const SUB = 'casino5';
const DOMAIN = `${SUB}.localhost`;
const DAY = 86_400_000;

/** A new player with one usable token: 100.00 of slot play, then the page's API clock a day ahead. */
async function playerWithToken(page: Page, request: APIRequestContext): Promise<NewPlayer> {
  const p = await newPlayer(request, SUB, { deposit: 100_000 });
  const launch = await call<{ game_token: string }>(request, SUB, '/api/product/launch', {
    account_id: p.account_id,
    auth: p.auth,
    game_code: 'HOUSE-SLOT-001',
  });
  expect(launch.statusCode, launch.statusMessage).toBe(1);
  for (let i = 0; i < 2; i++) {
    const res = await request.post(site(null, '/provider/house/api/slot/spin'), {
      data: { token: launch.value.game_token, stake: 5_000 },
    });
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(1);
  }
  await signInAs(page, SUB, p, '/spin');
  await page.setExtraHTTPHeaders({ 'x-e2e-clock-offset': String(DAY) });
  await page.reload();
  // a day later by the API's clock the hourly reality check is due: acknowledge it
  await page.getByRole('dialog', { name: 'Reality check' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('spin-tokens')).toHaveText('1');
  return p;
}

test.describe('a turning wheel', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the header balance keeps the prize until the wheel lands, then shows it', async ({
    page,
    request,
  }) => {
    const owner = await newStaff(null, 'owner');
    // every segment a bonus: the spin always moves the balance
    const prizes = [
      { kind: 'bonus', amount: 700, weight: 1 },
      { kind: 'bonus', amount: 300, weight: 1 },
    ];
    expect((await consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { prizes })).status).toBe(200);
    try {
      await playerWithToken(page, request);
      await expect(page.getByTestId('wheel-label')).toHaveCount(2);
      await expect(page.getByTestId('header-balance')).toContainText(/\d/);
      const before = await figure(page, 'header-balance');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/minigame/spin'));
      await page.getByTestId('spin-button').click();
      const spin = ((await (await answered).json()) as { value: { spin: { amount: number } } }).value.spin;
      // the wheel is turning (its target set, no result yet): the header still shows the old balance
      await expect(page.getByTestId('wheel')).not.toHaveAttribute('data-rotation', '0');
      await expect(page.getByTestId('spin-button')).toHaveAttribute('aria-busy', 'true');
      expect(await page.getByTestId('spin-result').innerText()).toBe('');
      expect(await figure(page, 'header-balance')).toBe(before);
      // landed: the result is announced and the header shows the prize
      await expect(page.getByTestId('spin-result')).toHaveText(/You won PHP [\d,.]+!/, { timeout: 15_000 });
      await expect.poll(() => figure(page, 'header-balance')).toBeCloseTo(before + spin.amount / 100, 2);
    } finally {
      await consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { default: true });
    }
  });
});

test.describe('a turning wheel left mid-spin', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('leaving /spin while the wheel turns: the header balance still takes the prize', async ({
    page,
    request,
  }) => {
    const owner = await newStaff(null, 'owner');
    const prizes = [
      { kind: 'bonus', amount: 900, weight: 1 },
      { kind: 'bonus', amount: 400, weight: 1 },
    ];
    expect((await consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { prizes })).status).toBe(200);
    try {
      await playerWithToken(page, request);
      await expect(page.getByTestId('wheel-label')).toHaveCount(2);
      await expect(page.getByTestId('header-balance')).toContainText(/\d/);
      const before = await figure(page, 'header-balance');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/minigame/spin'));
      await page.getByTestId('spin-button').click();
      const spin = ((await (await answered).json()) as { value: { spin: { amount: number } } }).value.spin;
      await expect(page.getByTestId('wheel')).not.toHaveAttribute('data-rotation', '0');
      // away inside the site (no reload) before the wheel stops
      await page.locator('a[href="/slots"]').first().click();
      await expect(page.getByTestId('spin-page')).toHaveCount(0);
      await expect.poll(() => figure(page, 'header-balance')).toBeCloseTo(before + spin.amount / 100, 2);
    } finally {
      await consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { default: true });
    }
  });
});

test('the operator changes the wheel after the page loaded, and again while the spin is answered: the wheel lands on the prize announced, with no second wheel request', async ({
  page,
  request,
}) => {
  const owner = await newStaff(null, 'owner');
  const set = (prizes: unknown[]) => consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { prizes });
  expect(
    (
      await set([
        { kind: 'bonus', amount: 500, weight: 1 },
        { kind: 'none', amount: 0, weight: 1 },
      ])
    ).status,
  ).toBe(200);
  try {
    await playerWithToken(page, request);
    await expect(page.getByTestId('wheel-label')).toHaveCount(2);
    // the operator's new wheel: three segments, each one token back
    expect((await set([1, 2, 3].map(() => ({ kind: 'token', amount: 1, weight: 1 })))).status).toBe(200);
    // and, after the server drew from it but before the page reads the answer, another: four segments of nothing
    // (a page that read the wheel again after the answer would draw this one and land on the wrong prize)
    await page.route('**/api/minigame/spin', async (route) => {
      const response = await fetchRouted(route);
      expect((await set([1, 2, 3, 4].map(() => ({ kind: 'none', amount: 0, weight: 1 })))).status).toBe(200);
      await route.fulfill({ response });
    });
    const wheelRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/minigame/wheel')) wheelRequests.push(r.url());
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/minigame/spin'));
    await page.getByTestId('spin-button').click();
    const answer = (
      (await (await answered).json()) as {
        value: { spin: { spin_id: number; segment: number }; wheel: { prizes: unknown[] } };
      }
    ).value;
    const spin = answer.spin;
    // the answer carries the wheel the prize was drawn from: the operator's three segments
    expect(answer.wheel.prizes).toHaveLength(3);
    const result = page.getByTestId('spin-result');
    await expect(result).toHaveAttribute('data-spin', String(spin.spin_id));
    await expect(result).toHaveText('You won 1 token back.');
    // the wheel and the odds are the drawn wheel's, and the landed segment's label is the prize announced
    await expect(page.getByTestId('wheel-label')).toHaveCount(3);
    await expect(page.getByTestId('wheel-odds').locator('tbody tr')).toHaveCount(3);
    const rotation = Number(await page.getByTestId('wheel').getAttribute('data-rotation'));
    const landed = Math.floor(((((360 - rotation) % 360) + 360) % 360) / 120);
    expect(landed).toBe(spin.segment);
    await expect(
      page.getByTestId('wheel').locator(`[data-segment="${landed}"] [data-testid="wheel-label"]`),
    ).toHaveText('+1 ◉');
    // the wheel came with the answer: the page asked for it no second time
    expect(wheelRequests).toEqual([]);
  } finally {
    await consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { default: true });
  }
});

test('a double click on Spin spins once: one request, one token spent, no refusal', async ({
  page,
  request,
}) => {
  await playerWithToken(page, request);
  const spins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/minigame/spin')) spins.push(r.url());
  });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/minigame/spin'));
  // two clicks queued before the page renders again (as on a busy phone): both reach the handler
  await page.getByTestId('spin-button').evaluate((b: HTMLElement) => {
    b.click();
    b.click();
  });
  const spin = ((await (await answered).json()) as { value: { spin: { spin_id: number } } }).value.spin;
  await expect(page.getByTestId('spin-result')).toHaveAttribute('data-spin', String(spin.spin_id));
  await expect(page.getByTestId('spin-history').locator('li')).toHaveCount(1);
  expect(spins).toHaveLength(1);
  // a second spin with the one token gone would be refused (noTokens) in the error dialog
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
