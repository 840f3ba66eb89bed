import { expect, test } from '@playwright/test';
import { CONSOLE_URL, consoleCall, newStaff, signInPage } from './console-support';
import { newPlayer } from './helpers';
import { seriousViolations } from './templates-support';
import { call, signInAs } from './wallet-support';

// A site's own prize wheel (docs/minigame.md "A site's own wheel"): an owner sets it in the console, the form
// refuses what the rules refuse before sending, and the site's players read the new odds on /spin; "Use the
// default wheel" puts the platform's wheel back. Everything happens on slot5.localhost, whose /spin no other test
// reads; the default wheel is put back in `finally`.

const SUB = 'slot5';
const DOMAIN = `${SUB}.localhost`;

test('an owner sets slot5’s prize wheel; the site’s /spin publishes those odds; the default wheel again', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await newStaff(null, 'owner');
  await signInPage(page, owner);
  await page.goto(`${CONSOLE_URL}/sites?site=${DOMAIN}`);
  const card = page.getByTestId('wheel-card');
  await expect(card.getByTestId('wheel-kind')).toHaveText('The default wheel');
  const segments = card.getByTestId('wheel-segment');
  await expect(segments).toHaveCount(8);
  try {
    // three segments: a 25.00 bonus weighing 3, two tokens back and no prize weighing 1 each
    for (let n = 8; n > 3; n--) await card.getByRole('button', { name: `Remove segment ${n}` }).click();
    await expect(segments).toHaveCount(3);
    const [bonus, tokens, none] = [segments.nth(0), segments.nth(1), segments.nth(2)];
    await bonus.getByLabel('Prize').selectOption('bonus');
    await bonus.getByLabel('Bonus (PHP)').fill('25.00');
    await bonus.getByLabel('Weight').fill('3');
    await tokens.getByLabel('Prize').selectOption('token');
    await tokens.getByLabel('Tokens back').fill('2');
    await tokens.getByLabel('Weight').fill('1');
    await none.getByLabel('Prize').selectOption('none');
    await expect(none.getByLabel('Bonus (PHP)')).toHaveCount(0);
    // a weight of 0 is refused at its field before anything is sent
    await none.getByLabel('Weight').fill('0');
    await card.getByTestId('save-wheel').click();
    await expect(none.getByRole('alert')).toHaveText('A whole number from 1 to 10000.');
    const published = async () =>
      (await call<{ prizes: unknown[] }>(request, SUB, '/api/minigame/wheel', {})).value.prizes.length;
    expect(await published()).toBe(8);
    // each segment's chance follows the weights as they are typed
    await none.getByLabel('Weight').fill('1');
    await expect(bonus).toContainText('Chance 60%');
    await expect(tokens).toContainText('Chance 20%');
    await expect(card.getByTestId('wheel-total')).toHaveText('Total weight 5');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByTestId('save-wheel').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Prize wheel saved.' })).toBeVisible();
    await expect(card.getByTestId('wheel-kind')).toHaveText("This site's own wheel");

    // the site's players read these odds on /spin
    const player = await page.context().newPage();
    await signInAs(player, SUB, await newPlayer(request, SUB), '/spin');
    const rows = player.getByTestId('wheel-odds').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('25.00 bonus');
    await expect(rows.nth(0)).toContainText('60%');
    await expect(rows.nth(1)).toContainText('2 tokens back');
    await expect(rows.nth(1)).toContainText('20%');
    await expect(rows.nth(2)).toContainText('No prize');

    // the default wheel again, on the console and on the site
    await card.getByTestId('wheel-default').click();
    await expect(card.getByTestId('wheel-kind')).toHaveText('The default wheel');
    await expect(segments).toHaveCount(8);
    await player.reload();
    await expect(rows).toHaveCount(8);
  } finally {
    await consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { default: true });
  }
});

test('twelve segments of the largest prizes: every label on slot5’s wheel fits along its radius', async ({
  page,
  request,
}) => {
  const owner = await newStaff(null, 'owner');
  const prizes = Array.from({ length: 12 }, (_, i) =>
    i % 3 === 2
      ? { kind: 'token', amount: 10, weight: 1 }
      : { kind: 'bonus', amount: 10_000_000 - i, weight: 10_000 },
  );
  const set = await consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { prizes });
  expect(set.status).toBe(200);
  try {
    await signInAs(page, SUB, await newPlayer(request, SUB), '/spin');
    const labels = page.getByTestId('wheel-label');
    await expect(labels).toHaveCount(12);
    await expect(labels.first()).toHaveText('100,000.00');
    // the real glyphs' length (SVG user units) within the span from the rim to the hub: 0.9 × 96 − 20
    const lengths = await labels.evaluateAll((els) =>
      els.map((e) => (e as SVGTextContentElement).getComputedTextLength()),
    );
    for (const l of lengths) expect(l).toBeLessThanOrEqual(0.9 * 96 - 20);
    // and on screen, inside the wheel's disc
    const disc = await page.getByTestId('wheel-disc').boundingBox();
    for (const box of await labels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(disc!.x - 1);
      expect(box.right).toBeLessThanOrEqual(disc!.x + disc!.width + 1);
    }
  } finally {
    await consoleCall(owner, 'POST', `/sites/${DOMAIN}/wheel`, { default: true });
  }
});
