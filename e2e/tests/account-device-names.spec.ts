import { expect, test } from '@playwright/test';
import { newPlayer } from './helpers';
import { apiSignIn, call, openSignedIn } from './account-security-support';

/**
 * The server names devices in English ("Firefox on Windows", "Unknown device"); /security words them in the
 * player's language (remotes/account/src/lib/device-name.ts), browser and system names kept.
 */
const SUB = 'slot3';

test('/security in CN words the sessions and sign-ins devices in Chinese, names kept', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, SUB);
  await apiSignIn(request, SUB, p); // Firefox on Windows
  const unknown = await call(
    request,
    '/api/auth/login',
    { account_id: p.account_id, password: p.password, domain_name: `${SUB}.localhost` },
    { 'user-agent': 'curl/8.5.0' },
  );
  expect(unknown.statusCode, unknown.statusMessage).toBe(1);
  await openSignedIn(page, SUB, p, '/security');
  await page.getByTestId('language-switcher').selectOption('CN');
  const sessions = page.getByTestId('sessions-table');
  await expect(sessions.getByText('Windows 上的 Firefox')).toBeVisible();
  await expect(sessions.getByText('未知设备').first()).toBeVisible();
  await expect(sessions).not.toContainText(' on ');
  await expect(sessions).not.toContainText('Unknown device');
  await expect(page.getByRole('button', { name: /^退出 Windows 上的 Firefox（/ })).toBeVisible();
  const signIns = page.getByTestId('sign-ins-table');
  await expect(signIns.getByText('Windows 上的 Firefox').first()).toBeVisible();
  await expect(signIns.getByText('未知设备').first()).toBeVisible();
  await expect(signIns).not.toContainText(' on ');
  // Back in PHP the same rows read in Filipino.
  await page.getByTestId('language-switcher').selectOption('PHP');
  await expect(sessions.getByText('Firefox sa Windows')).toBeVisible();
  await expect(sessions.getByText('Hindi kilalang device').first()).toBeVisible();
});
