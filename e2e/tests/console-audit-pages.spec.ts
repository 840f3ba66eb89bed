import { expect, test } from '@playwright/test';
import { CONSOLE_URL, newStaff, signInPage } from './console-support';

// The audit trail's list states from a link (docs/console.md "Pages"): a page past the end of the list says so
// and offers the last page ("Go to page N", QueryList) instead of "no entries"; a reversed period shows the date
// fields' message and the page's note, and asks the server nothing until the period is corrected.

test.describe('operator console audit trail from a link', () => {
  test.beforeEach(() => test.slow());

  test('a page past the end says so and "Go to page N" opens the last page', async ({ page }) => {
    // this staff member's own rows (sign-in, enrolment, password): one page of 50
    const owner = await newStaff(null, 'owner');
    await signInPage(page, owner);
    await page.goto(`${CONSOLE_URL}/audit?actor=${encodeURIComponent(owner.email)}&page=7`);
    await expect(page.getByText('Page 7 is past the end of this list (the last page is 1).')).toBeVisible();
    await expect(page.getByText('No entry matches these filters.')).toHaveCount(0);
    const last = page.getByTestId('list-last-page');
    await expect(last).toHaveText('Go to page 1');
    await last.click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    const rows = page.getByTestId('audit-list').getByRole('row');
    await expect(rows.filter({ hasText: 'console.password_changed' })).toHaveCount(1);
    await expect(page.getByText(/past the end of this list/)).toHaveCount(0);
  });

  test('a reversed period shows the date fields’ message and sends no request until corrected', async ({
    page,
  }) => {
    const owner = await newStaff(null, 'owner');
    await signInPage(page, owner);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/console/api/audit') asked.push(r.url());
    });
    await page.goto(
      `${CONSOLE_URL}/audit?actor=${encodeURIComponent(owner.email)}&from=2099-01-02&to=2099-01-01`,
    );
    const period = page.getByRole('group', { name: 'Period' });
    await expect(period.getByText('The start date must be on or before the end date.')).toBeVisible();
    const dates = period.locator('input[type="date"]');
    await expect(dates.first()).toHaveAttribute('aria-invalid', 'true');
    await expect(dates.nth(1)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('audit-fix-period')).toHaveText(
      'Correct the period above (its start is after its end) to see the trail.',
    );
    await expect(page.getByTestId('audit-list')).toHaveCount(0);
    expect(asked).toEqual([]);

    // corrected (2020 to 2099, today inside): the message goes and the trail loads
    await dates.first().fill('2020-01-01');
    await expect(period.getByText('The start date must be on or before the end date.')).toHaveCount(0);
    await page.getByTestId('audit-apply').click();
    await expect(page.getByTestId('audit-fix-period')).toHaveCount(0);
    await expect(
      page.getByTestId('audit-list').getByRole('row').filter({ hasText: 'console.password_changed' }),
    ).toHaveCount(1);
    expect(asked.length).toBeGreaterThan(0);
  });
});
