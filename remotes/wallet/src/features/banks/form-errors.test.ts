import { describe, expect, it } from 'vitest';
import type { Words } from '@site/shared/ui';
import { formErrors } from './form-errors';

/** Words of one language: `t` answers `<lang>:<key>`; `check` reads the schema's findings as useSchemaErrors does. */
const words = (lang: string): Words =>
  ({
    t: (key: string, v?: Record<string, unknown>) =>
      `${lang}:${key}${v?.field ? `(${String(v.field)})` : ''}`,
    check: (schema, values, labels) => {
      const found: Record<string, string> = {};
      const r = schema.safeParse(values);
      if (!r.success)
        for (const issue of r.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (field in labels) found[field] = `${lang}:checkField(${labels[field]})`;
        }
      return found;
    },
  }) as Partial<Words> as Words;

describe('add-bank form errors (worded at render)', () => {
  it('says which fields are required, then the 6–20 digits, then what the API schema refuses', () => {
    expect(formErrors({ bank_name: '', account_name: ' ', account_number: '' }, words('EN'))).toEqual({
      bank_name: 'EN:required',
      account_name: 'EN:required',
      account_number: 'EN:required',
    });
    expect(
      formErrors({ bank_name: 'Maya', account_name: 'Ana Lim', account_number: '12345' }, words('EN')),
    ).toEqual({
      account_number: 'EN:accountNumberInvalid',
    });
    expect(
      formErrors({ bank_name: 'M', account_name: 'Ana Lim', account_number: '123456' }, words('EN')),
    ).toEqual({
      bank_name: 'EN:checkField(EN:bankName)',
    });
    expect(
      formErrors({ bank_name: 'Maya', account_name: 'Ana Lim', account_number: '123456' }, words('EN')),
    ).toEqual({});
  });

  it('words the same findings in the language of the render that draws them', () => {
    const form = { bank_name: 'M', account_name: '', account_number: '12a' };
    expect(formErrors(form, words('CN'))).toEqual({
      bank_name: 'CN:checkField(CN:bankName)',
      account_name: 'CN:required',
      account_number: 'CN:accountNumberInvalid',
    });
  });
});
