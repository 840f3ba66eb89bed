import { expect, test } from '@playwright/test';
import { newPlayer } from './helpers';
import { signInAs } from './wallet-support';

// The days a player sees and the days the history's date filter and the statement's grouping use are the same:
// the player's (browser) time zone, sent as `tz`. The zone is one whose day differs from the UTC day at the time
// the test runs (UTC+14 after 10:00 UTC, UTC-11 before), so a filter in UTC days would miss the movement.

const ZONE = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
const SUB = 'casino1';

/** The day (YYYY-MM-DD) of an instant in ZONE. */
function dayInZone(t: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(t))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}`;
}

test.describe('history days in the player’s time zone (wallet remote)', () => {
  test.use({ timezoneId: ZONE });
  test.describe.configure({ timeout: 120_000 });

  test('a deposit shown on day D is listed by the filter D–D and grouped under D on /statement', async ({
    page,
    request,
  }) => {
    const p = await newPlayer(request, SUB, { deposit: 150_000 });
    const day = dayInZone(Date.now());
    expect(day).not.toBe(new Date().toISOString().slice(0, 10)); // the zone's day is not the UTC day

    await signInAs(page, SUB, p, `/transaction-history?from=${day}&to=${day}`);
    const row = page.getByTestId('history-table').locator('[data-tx]').first();
    await expect(row).toHaveText(new RegExp(`^${day} \\d\\d:\\d\\d$`));
    await expect(page.getByTestId('history-total')).toHaveText('1 transaction');

    // picking that day in the date fields lists it too
    await page.goto(new URL('/transaction-history', page.url()).toString());
    await expect(row).toBeVisible();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(day);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(day);
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
    await expect(page.getByTestId('history-total')).toHaveText('1 transaction');
    await expect(row).toHaveText(new RegExp(`^${day} `));

    // /statement: the default range ends on the player's today; the deposit is under that day, and the day's
    // movements are listed with it
    await page.goto(new URL('/statement', page.url()).toString());
    await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(day);
    const dayRow = page.locator(`[data-day="${day}"]`);
    await expect(dayRow).toBeVisible();
    await expect(page.getByTestId('statement-days').locator('> li')).toHaveCount(1);
    await dayRow.getByRole('button', { name: 'Show movements' }).click();
    // the deposit's row, a credit of that day: it was approved that day in the player's zone too
    await expect(page.getByTestId(`day-${day}`).locator('li')).toHaveCount(1);
    await expect(page.getByTestId(`day-${day}`).locator('li')).toContainText('credit +PHP 1,500.00');
  });
});
