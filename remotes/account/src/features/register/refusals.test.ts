import { describe, expect, it } from 'vitest';
import { refusalField } from './refusals';

describe('where a sign-up refusal is shown', () => {
  it('uses the field the detail names', () => {
    expect(refusalField('invalidInput', 'password')).toBe('password');
    expect(refusalField('invalidInput', 'contact_email')).toBe('contact_email');
    expect(refusalField('invalidInput', 'deposit_limit_week')).toBe('deposit_limit');
  });

  it('falls back to the field the message is about', () => {
    expect(refusalField('accountUnavailable', null)).toBe('account_id');
    expect(refusalField('tacInvalid', null)).toBe('tac');
    expect(refusalField('selfExcluded', null)).toBe('contact_phone');
    expect(refusalField('ageConfirmationRequired', 'something_else')).toBe('age_confirmed');
  });

  it('leaves anything else to the form', () => {
    expect(refusalField('tooManyRequests', null)).toBeNull();
    expect(refusalField('internalServerError', 'stack')).toBeNull();
  });
});
