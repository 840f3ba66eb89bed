import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@site/shared/router';
import { answerField, answerOf, useLayoutStore, type Translate } from '@site/shared';
import { Button, Field, Form, SiteLink, Stack, useWords } from '@site/shared/ui';
import { CodeField } from '../password/CodeField';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { useRequestRegisterCode, useSignUp, useVerifyRegisterCode, type SignupInput } from './api/register';
import { Checkbox } from './Checkbox';
import { LimitChoice, type LimitPeriod } from './LimitChoice';
import { refusalField } from './refusals';
import { referralCode, signupTracking } from './tracking';
import { useCountdown } from './useCountdown';
import { signupWording, type SignupErrors } from './signup-errors';
import '../../i18n/messages';
import { useFormErrors } from '../../lib/form-errors';

/** The API's code cooldown (docs/api.md "TAC codes"): a new code is refused for 60 s after the last. */
const RESEND_AFTER_MS = 60_000;

/**
 * Sign-up with a one-time code (issue 10 §1): details → `tac/request_new_register` (solving the proof of work
 * when asked) → the code → `tac/verify` → `signup`. The new player is signed in and lands on /deposit with a
 * welcome toast. Every refusal is shown at its field and nothing typed is lost: going back to change the
 * details keeps them, and a sign-up refused after the code was verified is sent again without a new code.
 */
export default function RegisterForm() {
  const words = useWords(['account']);
  const { t } = words;
  const navigate = useNavigate();
  const location = useLocation();
  const compliance = useLayoutStore((s) => s.compliance);
  const tracking = useMemo(() => signupTracking(location.search), [location.search]);

  const [accountId, setAccountId] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [referral, setReferral] = useState(() => referralCode(location.search));
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [limitPeriod, setLimitPeriod] = useState<LimitPeriod>('none');
  const [limitText, setLimitText] = useState('');
  const [limitMinor, setLimitMinor] = useState<number | null>(null);
  const [tac, setTac] = useState('');
  const [tacRequest, setTacRequest] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [solving, setSolving] = useState(false);
  // Kept as how to word them, worded at render (useWorded, signupWording): a language switch re-words the errors
  // shown, the labels they name included; a refused submit moves focus to the first invalid field (useFormErrors).
  const [worded, setErrors, formId] = useFormErrors<SignupErrors>(words);
  const errors = worded ?? {};

  const requestCode = useRequestRegisterCode(setSolving);
  const verify = useVerifyRegisterCode();
  const signUp = useSignUp(() => void navigate('/deposit', { replace: true }));
  const resendIn = useCountdown(resendAt);
  const busy = requestCode.isPending || verify.isPending || signUp.isPending;
  const codeStep = tacRequest !== null;
  const askAge = Boolean(compliance?.age_confirmation);

  const labelsOf = (tr: Translate): Record<string, string> => ({
    account_id: tr('ui:accountId'),
    contact_phone: tr('phone'),
    password: tr('ui:password'),
    contact_email: tr('emailOptional'),
    referrer_code: tr('referralCode'),
    age_confirmed: tr('ageConfirm', { age: compliance?.min_age ?? 18 }),
    deposit_limit: tr('limitLegend'),
    deposit_limit_day: tr('limitLegend'),
    deposit_limit_week: tr('limitLegend'),
    deposit_limit_month: tr('limitLegend'),
    tac: tr('code'),
  });
  const labels = labelsOf(t);

  const input = (): SignupInput => ({
    account_id: accountId.trim(),
    password,
    contact_phone: phone,
    contact_email: email.trim(),
    referrer_code: referral.trim(),
    age_confirmed: ageConfirmed,
    ...tracking,
    ...(limitPeriod !== 'none' && limitMinor !== null
      ? { [`deposit_limit_${limitPeriod}`]: limitMinor }
      : {}),
  });

  const refused = (e: unknown) => {
    const answer = answerOf(e);
    const field = refusalField(answer.statusMessage, answerField(answer.statusDetail));
    if (answer.statusMessage === 'tacNotVerified') {
      setVerified(false);
      // The verified code went to another number than the one in the field (the API compares the numbers in
      // one form): back to the details, whose next submit sends a code to this number. Nothing typed is lost.
      if (field === 'contact_phone') {
        setTacRequest(null);
        setTac('');
        return setErrors((w) => ({ contact_phone: w.t('codeForOtherPhone') }));
      }
      // The name was changed after its code was verified: its own code is needed (no code field is shown).
      if (!codeStep) return setErrors((w) => ({ form: w.t('errors:tacNotVerified') }));
    }
    setErrors(signupWording({ answer }, labelsOf));
  };

  const sendCode = () => {
    setErrors(null);
    requestCode.mutate(
      { account_id: accountId.trim(), contact_phone: phone },
      {
        onSuccess: (value) => {
          setTacRequest(value.tac_request);
          setVerified(false);
          setTac('');
          setResendAt(Date.now() + RESEND_AFTER_MS);
        },
        onError: (e) => {
          // A code sent less than a minute ago is still good: go on to the code with the countdown.
          if (answerOf(e).statusMessage === 'tacCooldown' && tacRequest) {
            setResendAt(Date.now() + RESEND_AFTER_MS);
            return refused(e);
          }
          refused(e);
        },
      },
    );
  };

  const finish = () =>
    signUp.mutate(input(), {
      onError: refused,
    });

  const submit = () => {
    if (busy) return;
    const wording = signupWording(
      {
        details: input(),
        askAge,
        limitMissing: limitPeriod !== 'none' && limitMinor === null,
        tacShort: codeStep && tac.length !== 6,
      },
      labelsOf,
    );
    setErrors(wording);
    if (Object.keys(wording(words)).length) return;
    // A verified code stays good after "Change details": the API says whether it fits the details sent.
    if (verified) return finish();
    if (!codeStep) return sendCode();
    verify.mutate(
      { account_id: accountId.trim(), tac, tac_request: tacRequest },
      {
        onSuccess: () => {
          setVerified(true);
          finish();
        },
        onError: refused,
      },
    );
  };

  /**
   * Back to the details: everything typed stays. The code is bound to the account name and phone: a verified one
   * is sent again with the sign-up (the API refuses it for another number, and the page then asks for a new code);
   * one not verified yet is dropped, and the next submit sends a new code.
   */
  const changeDetails = () => {
    setTacRequest(null);
    if (!verified) setTac('');
    setErrors(null);
  };

  const submitText = solving
    ? t('checkingDevice')
    : !codeStep && !verified
      ? requestCode.isPending
        ? t('sending')
        : t('sendSignupCode')
      : signUp.isPending || verify.isPending
        ? t('creatingAccount')
        : t('createAccount');

  return (
    <Form
      id={formId}
      onSubmit={submit}
      aria-label={t('registerTitle')}
      data-testid="register-form"
      error={errors.form}
      errorTestId="register-error"
      actions={
        <Button type="submit" disabled={busy} style={{ width: '100%' }} aria-busy={busy || undefined}>
          {submitText}
        </Button>
      }
    >
      <Field
        label={labels.account_id as string}
        name="account_id"
        autoComplete="username"
        value={accountId}
        onValue={(v) => setAccountId(v.replace(/[^A-Za-z0-9]/g, ''))}
        maxLength={16}
        readOnly={codeStep}
        hint={t('accountIdRule')}
        error={errors.account_id}
      />
      <Field
        label={labels.contact_phone as string}
        name="contact_phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        filter="digits"
        value={phone}
        onValue={setPhone}
        maxLength={20}
        readOnly={codeStep}
        error={errors.contact_phone}
      />
      <NewPasswordFields
        label={labels.password as string}
        name="password"
        value={password}
        onValue={setPassword}
        accountId={accountId}
        error={errors.password}
      />
      <Field
        label={labels.contact_email as string}
        name="contact_email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        maxLength={254}
        error={errors.contact_email}
      />
      <Field
        label={labels.referrer_code as string}
        name="referrer_code"
        autoComplete="off"
        value={referral}
        onValue={setReferral}
        maxLength={32}
        error={errors.referrer_code}
      />
      <LimitChoice
        period={limitPeriod}
        amount={limitText}
        error={errors.deposit_limit}
        onPeriod={setLimitPeriod}
        onAmount={(text, minor) => {
          setLimitText(text);
          setLimitMinor(minor);
        }}
      />
      {askAge ? (
        <Checkbox
          name="age_confirmed"
          checked={ageConfirmed}
          onChange={setAgeConfirmed}
          error={errors.age_confirmed}
        >
          {labels.age_confirmed}
        </Checkbox>
      ) : null}
      {codeStep ? (
        <CodeField
          autoFocus
          testId="register-code"
          sent={t('signupCodeSent')}
          value={tac}
          onValue={setTac}
          error={errors.tac}
        >
          <Stack row gap={0.5}>
            <Button
              variant="ghost"
              disabled={busy || resendIn > 0}
              onClick={sendCode}
              data-testid="register-resend"
            >
              {resendIn > 0 ? t('resendIn', { seconds: resendIn }) : t('resendCode')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={changeDetails}>
              {t('changeDetails')}
            </Button>
          </Stack>
        </CodeField>
      ) : null}
      <p style={{ margin: '0.5rem 0 0' }}>
        {t('haveAccount')} <SiteLink to="/login">{t('ui:login')}</SiteLink>
      </p>
    </Form>
  );
}
