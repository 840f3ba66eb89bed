import { bankAddRequest } from '@site/shared/contract';
import type { Words } from '@site/shared/ui';

export type Fields = 'bank_name' | 'account_name' | 'account_number';
export type BankForm = Record<Fields, string>;
export type Errors = Partial<Record<Fields | 'form', string>>;

/** The fields' labels, worded with the tools of a render (refusals name their field with them). */
export const labelsOf = (w: Words): BankForm => ({
  bank_name: w.t('bankName'),
  account_name: w.t('accountName'),
  account_number: w.t('accountNumber'),
});

/**
 * What is wrong with the form before sending, worded with `w`: an empty field is required, the number is 6–20
 * digits, and anything else the API's own `bankAddRequest` schema refuses. Empty when it can be sent.
 */
export function formErrors(form: BankForm, w: Words): Errors {
  const found = w.check(bankAddRequest, form, labelsOf(w));
  const errors: Errors = {};
  for (const k of Object.keys(form) as Fields[]) {
    if (!form[k].trim()) errors[k] = w.t('required');
    else if (k === 'account_number' && !/^[0-9]{6,20}$/.test(form[k]))
      errors[k] = w.t('accountNumberInvalid');
    else if (found[k]) errors[k] = found[k];
  }
  return errors;
}
