import { expect, test } from '@playwright/test';
import {
  CONSOLE_COOKIE,
  CONSOLE_URL,
  consoleCall,
  inviteStaff,
  markTotpUsed,
  newStaff,
  signInPage,
  totpNow,
  wrongCode,
} from './console-support';
import { seriousViolations, sidewaysOverflow } from './templates-support';

// The operator console's sign-in (issue 17 §2, docs/console.md): a new owner's first sign-in in the browser —
// password, TOTP enrolment from the screen's manual key, the recovery codes once, a new password — then the
// owner invites a release manager and sees the one-time password once.

test.describe('operator console sign-in', () => {
  test('a new owner enrols TOTP, keeps the recovery codes, chooses a password and invites a release manager', async ({
    page,
  }) => {
    const invited = await inviteStaff('owner', 'Ada Newowner');
    await page.goto(CONSOLE_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // a wrong password: refused inline, the email stays as typed
    await page.getByLabel('Email').fill(invited.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('signin-error')).toHaveText('Wrong email or password.');
    await expect(page.getByLabel('Email')).toHaveValue(invited.email);

    await page.getByLabel('Password').fill(invited.oneTimePassword);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // enrolment: the QR code drawn by the server and the manual key
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();
    const qr = page.getByRole('img', { name: /QR code/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const shownKey = await page.getByTestId('totp-secret').innerText();
    const secret = shownKey.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);

    // a wrong code is refused at the field, which keeps it
    const wrong = wrongCode(secret);
    await page.getByLabel('Authenticator code').fill(wrong);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is wrong, expired or already used.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Authenticator code')).toHaveValue(wrong);

    const code = await totpNow(secret);
    await page.getByLabel('Authenticator code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();

    // the ten recovery codes, once
    await expect(page.getByRole('heading', { level: 1, name: 'Your recovery codes' })).toBeVisible();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    for (const c of await codes.allInnerTexts()) expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.getByRole('button', { name: 'I have stored them — continue' }).click();

    // the one-time password is replaced before anything else
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('At least 12 characters.', { exact: true })).toBeVisible();
    const fresh = `new owner password ${Date.now()}`;
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Repeat the new password').fill(fresh);
    await page.getByRole('button', { name: 'Save password' }).click();

    // the shell: name, role, the owner's menu
    await expect(page.getByTestId('staff-identity')).toContainText('Ada Newowner');
    await expect(page.getByTestId('staff-identity')).toContainText('Owner');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Newowner' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Staff' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // the session cookie the browser now holds
    const cookie = (await page.context().cookies(CONSOLE_URL)).find((c) => c.name === CONSOLE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });

    // Staff: invite a release manager; the one-time password shows once
    await menu.getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const rmEmail = `rm-${Date.now().toString(36)}@e2e.test`;
    await page.getByLabel('Email').fill(rmEmail);
    await page.getByLabel('Name').fill('Rhea Release');
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Release manager' });
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const otp = page.getByTestId('one-time-password-value');
    await expect(otp).toHaveText(/^[A-Za-z0-9_-]{20}$/);
    const oneTime = await otp.innerText();
    await expect(page.getByTestId('toast').filter({ hasText: `${rmEmail} invited.` })).toBeVisible();
    const row = page.getByTestId('staff-list').getByRole('row').filter({ hasText: rmEmail });
    await expect(row).toContainText('Rhea Release');
    await expect(row.getByRole('combobox')).toHaveValue('release_manager');
    await expect(row).toContainText('Password to change');
    await page.getByTestId('one-time-password-done').click();
    await expect(page.getByTestId('one-time-password')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('staff-list')).toContainText(rmEmail);
    await expect(page.getByText(oneTime)).toHaveCount(0);

    // the password works once for the release manager (the server hashed what the page showed)
    const rm = await consoleCall<{ next: string }>(null, 'POST', '/sign-in', {
      email: rmEmail,
      password: oneTime,
    });
    expect(rm.status).toBe(200);
    expect(rm.body.next).toBe('enrol');
  });

  test('an enrolled staff member signs in with a code; a wrong code is refused inline and a recovery code works', async ({
    page,
  }) => {
    const staff = await newStaff(null, 'cashier', { name: 'Cora Cashier' });
    await page.goto(CONSOLE_URL);
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();

    const wrong = wrongCode(staff.totpSecret);
    await page.getByLabel('Authenticator code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is wrong, expired or already used.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Authenticator code')).toHaveValue(wrong);

    // a recovery code instead
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(staff.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Signed in with a recovery code: 9 left.' }),
    ).toBeVisible();
    await expect(page.getByTestId('staff-identity')).toContainText('Cora Cashier');
    await expect(page.getByTestId('staff-identity')).toContainText('Cashier');

    // sign out, then in again with the app's code
    await page.getByTestId('sign-out').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const code = await totpNow(staff.totpSecret);
    markTotpUsed(staff.totpSecret, code);
    await page.getByLabel('Authenticator code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('staff-identity')).toContainText('Cora Cashier');
  });

  test('the idle warning shows before the 30-minute timeout; an ended session returns to sign-in', async ({
    page,
  }) => {
    const staff = await newStaff(null, 'support', { name: 'Ida Idle' });
    await page.clock.install();
    await signInPage(page, staff);
    await page.goto(CONSOLE_URL);
    await expect(page.getByTestId('staff-identity')).toContainText('Ida Idle');
    await expect(page.getByTestId('idle-warning')).toHaveCount(0);

    // 28½ minutes without a request: the warning, with the time the session ends
    await page.clock.fastForward('28:30');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('you will be signed out at');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toHaveCount(0);

    // the session ends on the server (here: signed out elsewhere); at the timeout the page finds out
    expect((await consoleCall(staff, 'POST', '/sign-out')).status).toBe(200);
    await page.clock.fastForward('31:00');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('signin-notice')).toHaveText('Your session ended. Please sign in again.');
  });

  test('the sign-in page and the shell work from 320 to 1600 px and in PHP and CN', async ({ page }) => {
    const owner = await newStaff(null, 'owner', { name: 'Wide Owner' });
    for (const width of [320, 768, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      await page.context().clearCookies();
      await page.goto(CONSOLE_URL);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      expect(await sidewaysOverflow(page), `sign-in at ${width}px`).toBeLessThanOrEqual(0);
      await signInPage(page, owner);
      await page.goto(`${CONSOLE_URL}/staff`);
      await expect(page.getByTestId('staff-list')).toBeVisible();
      expect(await sidewaysOverflow(page), `staff at ${width}px`).toBeLessThanOrEqual(0);
      if (width === 320) {
        // the menu folds behind a button; the table becomes cards
        const toggle = page.getByRole('button', { name: 'Menu' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(
          page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Payments' }),
        ).toBeVisible();
        await expect(page.getByTestId('staff-list').locator('thead')).toBeHidden();
      }
    }
    await page.getByTestId('language').selectOption('CN');
    await expect(page.getByRole('heading', { level: 1, name: '员工' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByTestId('language').selectOption('PHP');
    await expect(page.getByRole('button', { name: 'Mag-sign out' })).toBeVisible();
    await page.getByTestId('language').selectOption('EN');
  });

  test('an owner changes a role and disables a staff member, whose session ends at once', async ({
    page,
  }) => {
    const owner = await newStaff(null, 'owner', { name: 'Otto Owner' });
    const member = await newStaff(null, 'support', { name: 'Mia Member' });
    await signInPage(page, owner);
    await page.goto(`${CONSOLE_URL}/staff`);
    const row = page.getByTestId('staff-list').getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText('Active');
    // one's own row has no controls
    const own = page.getByTestId('staff-list').getByRole('row').filter({ hasText: owner.email });
    await expect(own).toContainText('You');
    await expect(own.getByRole('button')).toHaveCount(0);

    await row.getByRole('combobox', { name: 'Role of Mia Member' }).selectOption('cashier');
    const dialog = page.getByRole('dialog', { name: 'Change the role of Mia Member?' });
    await expect(dialog).toContainText('From Support to Cashier.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Mia Member is now Cashier.' })).toBeVisible();
    const me = await consoleCall<{ role: string; permissions: string[] }>(member, 'GET', '/me');
    expect(me.body.role).toBe('cashier');
    expect(me.body.permissions).toContain('payments.decide');

    await row.getByRole('button', { name: 'Disable Mia Member' }).click();
    await page
      .getByRole('dialog', { name: 'Disable Mia Member?' })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Mia Member has been disabled.' }),
    ).toBeVisible();
    await expect(row).toContainText('Disabled');
    await expect(row.getByRole('button')).toHaveCount(0);
    expect((await consoleCall(member, 'GET', '/me')).status).toBe(401);
  });
});
