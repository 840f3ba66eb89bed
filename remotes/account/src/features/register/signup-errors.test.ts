import { describe, expect, it } from 'vitest';
import { answerText, type Translate } from '@site/shared';
import type { Words } from '@site/shared/ui';
import { signupWording, type SignupLabels } from './signup-errors';

/** A few words in two languages, enough for the sign-up form's labels and messages. */
const WORDS: Record<'EN' | 'CN', Record<string, string>> = {
  EN: {
    'errors:checkField': 'Please check {{field}}.',
    'validation:required': 'Required',
    'validation:email': 'Invalid email address',
    'ui:password': 'Password',
    'ui:accountId': 'Username',
    referralCode: 'Referral code',
    limitRequired: 'Enter the limit amount.',
    codeSix: 'Enter the 6-digit code.',
  },
  CN: {
    'errors:checkField': '请检查{{field}}。',
    'validation:required': '必填',
    'validation:email': '邮箱地址无效',
    'ui:password': '密码',
    'ui:accountId': '用户名',
    referralCode: '推荐码',
    limitRequired: '请输入限额。',
    codeSix: '请输入 6 位验证码。',
  },
};

/** The wording tools of a render in `lang` (the fields the form checks with the API's schema: only "required"). */
function wordsIn(lang: 'EN' | 'CN'): Words {
  const t = ((key: string, o?: Record<string, unknown>) =>
    (WORDS[lang][o?.ns ? `${String(o.ns)}:${key}` : key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) =>
      String(o?.[k] ?? ''),
    )) as Translate;
  return {
    t,
    answerText: ((answer, fields) => answerText(t, answer, ['account'], fields)) as Words['answerText'],
    check: ((_schema, values, labels) =>
      Object.fromEntries(
        Object.keys(labels)
          .filter((k) => values[k] === '')
          .map((k) => [k, t('validation:required')]),
      )) as Words['check'],
    f: {} as Words['f'],
  };
}

const labelsOf: SignupLabels = (t) => ({
  account_id: t('ui:accountId'),
  contact_phone: t('phone'),
  password: t('ui:password'),
  referrer_code: t('referralCode'),
  tac: t('code'),
});

const details = {
  account_id: 'newplayer1',
  password: 'Good-pass-123',
  contact_phone: '09171234567',
  contact_email: '',
  referrer_code: '',
  age_confirmed: true,
};

describe('signupWording: the sign-up errors kept as how to word them', () => {
  it('words an API refusal at the field it names, the label in the words of each render', () => {
    const wording = signupWording(
      { answer: { statusMessage: 'invalidInput', statusDetail: 'password: too weak' } },
      labelsOf,
    );
    expect(wording(wordsIn('EN'))).toEqual({ password: 'Please check Password.' });
    expect(wording(wordsIn('CN'))).toEqual({ password: '请检查密码。' });
  });

  it('words a refusal that names no field at the form', () => {
    const wording = signupWording({ answer: { statusMessage: 'someRefusal', statusDetail: '' } }, labelsOf);
    expect(Object.keys(wording(wordsIn('EN')))).toEqual(['form']);
  });

  it("words the form's own findings in the language of each render", () => {
    const wording = signupWording(
      {
        details: { ...details, account_id: '', contact_email: 'not-mail', referrer_code: 'x'.repeat(40) },
        askAge: false,
        limitMissing: true,
        tacShort: true,
      },
      labelsOf,
    );
    expect(wording(wordsIn('EN'))).toEqual({
      account_id: 'Required',
      contact_email: 'Invalid email address',
      referrer_code: 'Please check Referral code.',
      deposit_limit: 'Enter the limit amount.',
      tac: 'Enter the 6-digit code.',
    });
    expect(wording(wordsIn('CN'))).toEqual({
      account_id: '必填',
      contact_email: '邮箱地址无效',
      referrer_code: '请检查推荐码。',
      deposit_limit: '请输入限额。',
      tac: '请输入 6 位验证码。',
    });
  });

  it('finds nothing in good details', () => {
    const wording = signupWording({ details, askAge: true, limitMissing: false, tacShort: false }, labelsOf);
    expect(wording(wordsIn('EN'))).toEqual({});
  });
});
