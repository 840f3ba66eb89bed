import { expect, test } from '@playwright/test';
import { CONSOLE_URL, newStaff, signInPage } from './console-support';

// The console's filters live in the page address, so a crafted link can carry anything: a control character
// (a NUL byte) reads "check what you entered" — not a server failure — and a phone filter without digits is
// refused like a too short one instead of listing every player.

test.describe('operator console input', () => {
  test('a crafted filter link with a NUL byte shows the input refusal; a phone filter without digits is refused', async ({
    page,
  }) => {
    const support = await newStaff(null, 'support');
    await signInPage(page, support);

    for (const filter of ['q=%00', 'site=%00', 'phone=abc']) {
      await page.goto(`${CONSOLE_URL}/players?${filter}`);
      const failure = page.getByTestId('failure');
      await expect(failure).toContainText('Please check what you entered.');
      await expect(failure).not.toContainText('on the server');
    }

    await page.goto(`${CONSOLE_URL}/players`);
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await page.getByLabel('Phone').fill('abc');
    await page.getByTestId('players-search-submit').click();
    await expect(page.getByText('Enter at least 4 digits of the phone number.')).toBeVisible();
    await expect(page).toHaveURL(`${CONSOLE_URL}/players`);
  });
});
