import { expect, test, type Browser } from '@playwright/test';
import { CONSOLE_URL, newStaff, signInPage } from './console-support';
import { newPlayer } from './helpers';

// Two operators on one player (docs/console.md "Changed meanwhile"): A closes the account while B's page still
// shows it Active; B's Block is refused with who changed it and when, and Reload shows the account as it is —
// before, B's Block turned the closed account into a blocked one without a word. Also a list page past the end
// (docs/console.md "Pages"): /players?page=999 says so and offers the last page.

const SUB = 'casino5';

async function staffPage(browser: Browser) {
  const staff = await newStaff(null, 'owner');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, staff);
  return { staff, page, context };
}

test.describe('operator console, two operators', () => {
  test.beforeEach(() => test.slow());

  test("B's Block after A closed the account is refused, naming A; Reload shows it closed", async ({
    browser,
    request,
  }) => {
    const player = await newPlayer(request, SUB);
    const a = await staffPage(browser);
    const b = await staffPage(browser);
    for (const { page } of [a, b]) {
      await page.goto(`${CONSOLE_URL}/players?q=${player.account_id}`);
      await page.getByTestId(`player-link-${player.account_id}`).click();
      await expect(page.getByRole('heading', { level: 1, name: player.account_id })).toBeVisible();
    }
    await a.page.getByTestId('status-CLOSE').click();
    await a.page.getByLabel('Reason').fill('asked to close');
    await a.page.getByTestId('player-action-dialog').getByRole('button', { name: 'Close account' }).click();
    await expect(a.page.getByTestId('player-action-dialog')).toHaveCount(0);

    await b.page.getByTestId('status-BLOCK').click();
    await b.page.getByLabel('Reason').fill('fraud check');
    await b.page
      .getByTestId('player-action-dialog')
      .getByRole('button', { name: 'Block', exact: true })
      .click();
    const notice = b.page.getByTestId('stale-notice');
    await expect(notice).toContainText(`Changed by ${a.staff.email} at `);
    await expect(notice).toContainText('reload to see it');
    await notice.getByTestId('stale-reload').click();
    await expect(b.page.getByTestId('status-ACTIVE')).toBeVisible();
    await expect(b.page.getByTestId('status-BLOCK')).toHaveCount(0);
    await a.context.close();
    await b.context.close();
  });

  test('a players page past the end says so and offers the last page', async ({ browser }) => {
    const a = await staffPage(browser);
    await a.page.goto(`${CONSOLE_URL}/players?page=999`);
    const last = a.page.getByTestId('list-last-page');
    await expect(a.page.getByText(/Page 999 is past the end of this list/)).toBeVisible();
    await expect(a.page.getByText('There are no players yet.')).toHaveCount(0);
    await last.click();
    await expect(a.page.getByTestId('players-results').getByRole('row').nth(1)).toBeVisible();
    await a.context.close();
  });
});
