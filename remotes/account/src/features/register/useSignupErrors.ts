import { useTranslation } from '@site/shared/i18next';
import { answerField, siteRef, type AnswerLike } from '@site/shared';
import { signupRequest } from '@site/shared/contract';
import { useAnswerText, useSchemaErrors } from '@site/shared/ui';
import { passwordRefusal } from '../password/rules';
import type { SignupInput } from './api/register';
import { refusalField, type SignupField } from './refusals';

export type SignupErrors = Partial<Record<SignupField | 'form', string>>;

/**
 * What the sign-up form found wrong, as it is kept in state: the details as they were submitted (with the
 * checks that need more than the request), or the API's refusal. It is worded when drawn, with the language
 * of the moment, so a switch of the header language re-words the errors already shown.
 */
export type SignupProblem =
  | { details: SignupInput; askAge: boolean; limitMissing: boolean; tacShort: boolean }
  | { answer: AnswerLike };

/** Words a `SignupProblem` as the form's field and form errors. `labels`: field → label, as the form shows them. */
export function useSignupErrors(labels: Readonly<Record<string, string>>) {
  const { t } = useTranslation(['account', 'ui', 'errors', 'validation']);
  const check = useSchemaErrors();
  const answerText = useAnswerText(['account']);
  return (problem: SignupProblem | null): SignupErrors => {
    if (!problem) return {};
    if ('answer' in problem) {
      const { answer } = problem;
      const { text } = answerText(answer, labels);
      const field = refusalField(answer.statusMessage, answerField(answer.statusDetail));
      return field ? { [field]: text } : { form: text };
    }
    // The details checked with the API's own schema and the password rules, before any code is sent.
    const values = problem.details;
    const found: SignupErrors = check(
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
