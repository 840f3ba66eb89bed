import { describe, expect, it } from 'vitest';
import { passwordOk, passwordRules } from './rules';
import { sixDigits } from './CodeField';

describe('password rules shown while typing', () => {
  it('counts characters as code points, 8 to 128', () => {
    expect(passwordRules('1234567').length).toBe(false);
    expect(passwordRules('12345678').length).toBe(true);
    expect(passwordRules('😀😀😀😀😀😀😀😀').length).toBe(true);
    expect(passwordRules('x'.repeat(129)).length).toBe(false);
  });

  it('refuses a password containing the account name, whatever the case', () => {
    expect(passwordRules('myPlayer123!', 'player').notName).toBe(false);
    expect(passwordRules('something-long', 'player').notName).toBe(true);
    expect(passwordOk('something-long', 'player')).toBe(true);
    expect(passwordOk('PLAYERpass1', 'player')).toBe(false);
  });

  it('leaves the common-password rule to the server', () => {
    expect(passwordRules('password123').notCommon).toBeNull();
  });
});

describe('the message of a broken password rule', () => {
  it('names the first rule broken', async () => {
    const { passwordRefusal } = await import('./rules');
    expect(passwordRefusal('short')).toBe('errors:passwordTooShort');
    expect(passwordRefusal('x'.repeat(129))).toBe('errors:passwordTooLong');
    expect(passwordRefusal('bigplayer99', 'player')).toBe('passwordHasName');
    expect(passwordRefusal('bigplayer99', 'someone')).toBeNull();
  });
});

describe('a new password and its confirmation', () => {
  it('needs a password, keeps to the rules and matches the confirmation', async () => {
    const { newPasswordErrors } = await import('./rules');
    expect(newPasswordErrors('', '')).toEqual({ new_password: 'validation:required' });
    expect(newPasswordErrors('short', 'short')).toEqual({ new_password: 'errors:passwordTooShort' });
    expect(newPasswordErrors('Good-pass-2026', 'Good-pass-2027')).toEqual({ confirm: 'passwordsDiffer' });
    expect(newPasswordErrors('Good-pass-2026', 'Good-pass-2026', 'player')).toEqual({});
  });
});

describe('a new password the same as the current one', () => {
  it('is refused before sending, after the other rules', async () => {
    const { newPasswordErrors, SAME_AS_CURRENT } = await import('./rules');
    expect(newPasswordErrors('Good-pass-2026', 'Good-pass-2026', 'player', 'Good-pass-2026')).toEqual({
      new_password: SAME_AS_CURRENT,
    });
    expect(newPasswordErrors('short', 'short', 'player', 'short')).toEqual({
      new_password: 'errors:passwordTooShort',
    });
    expect(newPasswordErrors('Good-pass-2027', 'Good-pass-2027', 'player', 'Good-pass-2026')).toEqual({});
    expect(newPasswordErrors('Good-pass-2026', 'Good-pass-2026', 'player', '')).toEqual({});
  });

  it("recognises the API's refusal of it", async () => {
    const { isSameAsCurrentRefusal } = await import('./rules');
    const detail = 'new_password: must differ from the current password';
    expect(isSameAsCurrentRefusal({ statusMessage: 'invalidInput', statusDetail: detail })).toBe(true);
    expect(
      isSameAsCurrentRefusal({ statusMessage: 'invalidInput', statusDetail: 'new_password: too short' }),
    ).toBe(false);
    expect(isSameAsCurrentRefusal({ statusMessage: 'invalidPassword', statusDetail: detail })).toBe(false);
  });
});

describe('a one-time code field', () => {
  it('keeps six digits, full-width ones as ASCII', () => {
    expect(sixDigits('１２３ ４５６')).toBe('123456');
    expect(sixDigits('12-34-56-78')).toBe('123456');
  });
});
