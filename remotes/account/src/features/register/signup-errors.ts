import { answerField, siteRef, type AnswerLike, type Translate } from '@site/shared';
import { signupRequest } from '@site/shared/contract';
import type { Wording } from '@site/shared/ui';
import { passwordRefusal } from '../password/rules';
import type { SignupInput } from './api/register';
import { refusalField, type SignupField } from './refusals';

export type SignupErrors = Partial<Record<SignupField | 'form', string>>;

/** The form's field labels in the words `t` gives: field → label, as the form shows them. */
export type SignupLabels = (t: Translate) => Readonly<Record<string, string>>;

/**
 * What the sign-up form found wrong: the details as they were submitted (with the checks that need more than the
 * request), or the API's refusal.
 */
export type SignupProblem =
  | { details: SignupInput; askAge: boolean; limitMissing: boolean; tacShort: boolean }
  | { answer: AnswerLike };

/**
 * How to word a `SignupProblem` as the form's field and form errors (the kit's `useWorded` keeps it and words it
 * at every render): the labels are worded inside too, so a switch of the header language re-words the errors
 * shown, the labels they name included.
 */
export function signupWording(problem: SignupProblem, labelsOf: SignupLabels): Wording<SignupErrors> {
  if ('answer' in problem) {
    const { answer } = problem;
    const field = refusalField(answer.statusMessage, answerField(answer.statusDetail));
    return (w) => {
      const { text } = w.answerText(answer, labelsOf(w.t));
      return field ? { [field]: text } : { form: text };
    };
  }
  return (w) => {
    const { t } = w;
    const labels = labelsOf(t);
    // The details checked with the API's own schema and the password rules, before any code is sent.
    const values = problem.details;
    const found: SignupErrors = w.check(
      signupRequest,
      { ...siteRef(), ...values },
      {
        account_id: labels.account_id ?? '',
        contact_phone: labels.contact_phone ?? '',
        password: labels.password ?? '',
      },
    );
    // The e-mail is optional: only a typed one is checked.
    if (values.referrer_code && !signupRequest.shape.referrer_code.safeParse(values.referrer_code).success)
      found.referrer_code = t('errors:checkField', { field: labels.referrer_code });
    if (values.contact_email && !signupRequest.shape.contact_email.safeParse(values.contact_email).success)
      found.contact_email = t('validation:email');
    const broken = values.password ? passwordRefusal(values.password, values.account_id) : null;
    if (broken) found.password = t(broken);
    if (problem.askAge && !values.age_confirmed) found.age_confirmed = t('errors:ageConfirmationRequired');
    if (problem.limitMissing) found.deposit_limit = t('limitRequired');
    if (problem.tacShort) found.tac = t('codeSix');
    return found;
  };
}
