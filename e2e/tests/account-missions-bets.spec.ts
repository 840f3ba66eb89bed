import { expect, test, type Page } from '@playwright/test';
import { newPlayer, site } from './helpers';
import { signInAs } from './wallet-support';

// "Place 3 bets" counts game rounds, not only sportsbook bets: three house slot spins complete it.
test.beforeEach(() => test.slow());

const game = (page: Page) => page.frameLocator('[data-testid="game-frame"] iframe');

test('three house slot spins complete the daily "Place 3 bets" mission on /mission', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino1', { deposit: 50_000 });
  await signInAs(page, 'casino1', p, '/playnow?game_code=HOUSE-SLOT-001');
  const slot = game(page);
  await expect(slot.getByTestId('house-balance')).toHaveText('500.00', { timeout: 20_000 });
  for (let i = 0; i < 3; i++) {
    const spun = page.waitForResponse((r) => r.url().endsWith('/provider/house/api/slot/spin'));
    await expect(slot.getByTestId('slot-spin')).toBeEnabled();
    await slot.getByTestId('slot-spin').click();
    expect((await spun).ok()).toBe(true);
  }
  await page.goto(site('casino1', '/mission'));
  const mission = page.locator('[data-mission-code="daily-bets"]');
  await expect(mission).toContainText('Progress 3 of 3');
  await expect(mission.getByTestId('mission-daily-bets-percent')).toHaveText('100%');
  await expect(mission.getByTestId('mission-claim')).toBeVisible();
});
