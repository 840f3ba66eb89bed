import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';
// importing password-policy installs the common-password list into the contract's rule

describe('password rule (ASVS 5.0 6.2)', () => {
  it('refuses the audit examples and other common passwords, whatever their case', () => {
    for (const p of ['Password1', 'Qwerty123', 'abc12345', 'iloveyou', 'PASSWORD'])
      expect(passwordProblem(p)).toBe('passwordTooCommon');
  });
  it('accepts a long passphrase without a digit, and any script or spaces', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('mahal kita palagi')).toBeNull();
    expect(passwordProblem('我的密码很长很安全')).toBeNull();
  });
  it('is 8 to 128 characters, counted as characters, not UTF-16 units', () => {
    expect(passwordProblem('x7#Lq2!')).toBe('passwordTooShort');
    expect(passwordProblem('x7#Lq2!v')).toBeNull();
    expect(passwordProblem('a'.repeat(128).replace(/^a/, 'Z'))).toBeNull();
    expect(passwordProblem('b'.repeat(129))).toBe('passwordTooLong');
    expect(passwordProblem('😀😀😀😀😀😀😀')).toBe('passwordTooShort');
  });
});
