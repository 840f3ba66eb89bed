/**
 * Sign-in (docs/console.md "Sign-in, step by step"): email + password → the authenticator code (or a recovery
 * code), or at the first sign-in the enrolment (QR drawn by the server, manual key, confirm) → the 10 recovery
 * codes, shown once → a new password when the one-time password must be replaced. Every refusal is shown at
 * its field or above the actions; every field keeps what was typed.
 */
import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, Form, Skeleton, Stack } from '@site/shared/ui';
import { consolePost } from '../api';
import { toast } from '../toast';
import { errorField, Failure, useErrorText } from '../ui';
import { LanguageSelect } from '../shell/LanguageSelect';

export type SignInStep = 'password' | 'code' | 'recovery' | 'enrol' | 'codes' | 'newPassword';
/** The second factor's two modes: the authenticator's code, or one of the recovery codes. */
type SecondFactor = Extract<SignInStep, 'code' | 'recovery'>;

interface Enrolment {
  otpauth_uri: string;
  qr_svg: string;
  secret: string;
}

/** The QR code as an image: an SVG in an <img> runs no script and needs no inline style (CSP img-src data:). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The manual key in groups of four (easier to type; authenticators ignore the spaces). */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

const mono = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  letter-spacing: 0.04em;
`;

export function SignIn({
  initial = 'password',
  notice,
  onDone,
}: {
  initial?: SignInStep;
  /** a message above the form (the session ended) */
  notice?: string | null;
  /** the session is full and ready: the frame reads `GET /me` again */
  onDone: () => void;
}) {
  const { t } = useTranslation('frame');
  const errorText = useErrorText();
  const [step, setStep] = useState<SignInStep>(initial);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [enrolError, setEnrolError] = useState<unknown>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [mustChange, setMustChange] = useState(initial === 'newPassword');
  const [current, setCurrent] = useState('');
  const [fresh, setFresh] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const enrolStarted = useRef(false);

  // Each step's heading takes the focus, so a screen reader hears where the flow went.
  useEffect(() => {
    if (step !== initial || step !== 'password') heading.current?.focus();
  }, [step, initial]);

  const go = (next: SignInStep) => {
    setError(null);
    setStep(next);
  };

  const startEnrolment = () => {
    setEnrolError(null);
    setEnrolment(null);
    consolePost<Enrolment>('/totp/enrol').then(setEnrolment, setEnrolError);
  };

  useEffect(() => {
    if (step === 'enrol' && !enrolStarted.current) {
      enrolStarted.current = true;
      startEnrolment();
    }
  }, [step]);

  /** Runs one API step; a refusal is shown at the field it names (`fields`) or above the actions. */
  async function run(fn: () => Promise<void>, fields: Record<string, string> = {}) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      const named = errorField(e);
      setError({ field: named && named in fields ? fields[named]! : null, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  const need = (value: string, label: string, field: string): boolean => {
    if (value.trim()) return true;
    setError({ field, text: t('required', { field: label }) });
    return false;
  };

  const afterSecondFactor = (must: boolean) => {
    setMustChange(must);
    if (must) {
      setCurrent(password);
      go('newPassword');
    } else onDone();
  };

  const restart = () => {
    void consolePost('/sign-out').catch(() => undefined);
    enrolStarted.current = false;
    setEnrolment(null);
    setCodes([]);
    setCode('');
    setRecovery('');
    setPassword('');
    go('password');
  };

  const submitPassword = () => {
    if (!need(email, t('email'), 'email') || !need(password, t('password'), 'password')) return;
    void run(async () => {
      const a = await consolePost<{ next: 'totp' | 'enrol' }>('/sign-in', { email, password });
      setCode('');
      go(a.next === 'enrol' ? 'enrol' : 'code');
    });
  };

  /** The authenticator's code (a refusal at its field), or a recovery code (a toast says how many are left). */
  const submitSecondFactor = (mode: SecondFactor) => {
    const app = mode === 'code';
    if (!(app ? need(code, t('code'), 'code') : need(recovery, t('recoveryCode'), 'recovery'))) return;
    void run(
      async () => {
        const a = await consolePost<{ must_change_password: boolean; recovery_codes_left?: number }>(
          '/sign-in/second-factor',
          app ? { code } : { recovery_code: recovery },
        );
        if (!app) toast(t('recoveryLeft', { count: a.recovery_codes_left }));
        afterSecondFactor(a.must_change_password);
      },
      app ? { code: 'code' } : {},
    );
  };

  const submitEnrolment = () => {
    if (!need(code, t('code'), 'code')) return;
    void run(async () => {
      const a = await consolePost<{ recovery_codes: string[]; must_change_password: boolean }>(
        '/totp/confirm',
        { code },
      );
      setCodes(a.recovery_codes);
      setMustChange(a.must_change_password);
      setCurrent(password);
      go('codes');
    });
  };

  const submitNewPassword = () => {
    if (!need(current, t('currentPassword'), 'current')) return;
    if ([...fresh].length < 12) return setError({ field: 'fresh', text: t('error.passwordTooShort') });
    if (fresh !== repeat) return setError({ field: 'repeat', text: t('passwordsDiffer') });
    void run(
      async () => {
        await consolePost('/password', { current_password: current, new_password: fresh });
        toast(t('passwordSaved'));
        onDone();
      },
      { current_password: 'current', new_password: 'fresh' },
    );
  };

  const fieldError = (field: string) => (error?.field === field ? error.text : null);
  const formError = error && !error.field ? error.text : null;
  const submit = (label: string) => (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined} css={wide}>
      {label}
    </Button>
  );
  /** The authenticator code's field (the second-factor step and the enrolment's confirmation). */
  const codeField = (
    <Field
      label={t('code')}
      hint={t('codeHint')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      filter="digits"
      value={code}
      onValue={setCode}
      error={fieldError('code')}
      css={mono}
    />
  );

  let title: string;
  let body: ReactNode;
  switch (step) {
    case 'password':
      title = t('signInTitle');
      body = (
        <Form
          onSubmit={submitPassword}
          error={formError}
          errorTestId="signin-error"
          actions={submit(t('signIn'))}
        >
          <p css={muted}>{t('signInIntro')}</p>
          <Field
            label={t('email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onValue={setEmail}
            error={fieldError('email')}
          />
          <Field
            label={t('password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={fieldError('password')}
          />
        </Form>
      );
      break;
    case 'code':
    case 'recovery': {
      // one step in two modes: the link below the button switches to the other one
      const mode: SecondFactor = step;
      const app = mode === 'code';
      title = t('codeTitle');
      body = (
        <Form
          onSubmit={() => submitSecondFactor(mode)}
          error={formError}
          errorTestId="signin-error"
          actions={
            <Stack gap={0.4}>
              {submit(t('verify'))}
              <Button variant="link" onClick={() => go(app ? 'recovery' : 'code')}>
                {t(app ? 'useRecovery' : 'useApp')}
              </Button>
              <Button variant="link" onClick={restart}>
                {t('startAgain')}
              </Button>
            </Stack>
          }
        >
          <p css={muted}>{t(app ? 'codeIntro' : 'recoveryIntro')}</p>
          {app ? (
            codeField
          ) : (
            <Field
              label={t('recoveryCode')}
              name="recovery"
              autoComplete="off"
              spellCheck={false}
              value={recovery}
              onValue={setRecovery}
              error={fieldError('recovery')}
            />
          )}
        </Form>
      );
      break;
    }
    case 'enrol':
      title = t('enrolTitle');
      body = enrolError ? (
        <Failure error={enrolError} onRetry={startEnrolment} />
      ) : !enrolment ? (
        <Skeleton height="14rem" />
      ) : (
        <Form
          onSubmit={submitEnrolment}
          error={formError}
          errorTestId="signin-error"
          actions={
            <Stack gap={0.4}>
              {submit(t('confirmCode'))}
              <Button variant="link" onClick={restart}>
                {t('startAgain')}
              </Button>
            </Stack>
          }
        >
          <p css={muted}>{t('enrolIntro')}</p>
          <img
            src={svgDataUrl(enrolment.qr_svg)}
            alt={t('qrAlt')}
            width={200}
            height={200}
            data-testid="totp-qr"
            css={css`
              display: block;
              margin: 0 auto 1rem;
              width: 200px;
              height: 200px;
              background: #fff;
              padding: 8px;
            `}
          />
          <p>
            {t('manualKey')}:{' '}
            <code data-testid="totp-secret" data-secret={enrolment.secret} css={[mono, breakAll]}>
              {groupKey(enrolment.secret)}
            </code>
          </p>
          {codeField}
        </Form>
      );
      break;
    case 'codes':
      title = t('codesTitle');
      body = (
        <Stack gap={0.8}>
          <p css={muted}>{t('codesIntro')}</p>
          <ol
            aria-label={t('codesList')}
            data-testid="recovery-codes"
            css={(th: Theme) => [
              mono,
              css`
                margin: 0;
                padding: 0.8rem 0.8rem 0.8rem 2.4rem;
                display: grid;
                grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
                gap: 0.3rem 1.5rem;
                background: ${th.palette.surfaceAlt};
                border-radius: ${th.radius};
              `,
            ]}
          >
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
          <Stack row gap={0.6} data-no-print>
            <Button
              variant="ghost"
              onClick={() =>
                void navigator.clipboard?.writeText(codes.join('\n')).then(
                  () => toast(t('codesCopied')),
                  () => toast(t('error.unknownError'), 'danger'),
                )
              }
            >
              {t('copyCodes')}
            </Button>
            <Button variant="ghost" onClick={() => window.print()}>
              {t('printCodes')}
            </Button>
          </Stack>
          <Button
            data-no-print
            css={wide}
            onClick={() => {
              setCodes([]);
              if (mustChange) go('newPassword');
              else onDone();
            }}
          >
            {t('codesDone')}
          </Button>
        </Stack>
      );
      break;
    case 'newPassword':
      title = t('newPasswordTitle');
      body = (
        <Form
          onSubmit={submitNewPassword}
          error={formError}
          errorTestId="signin-error"
          actions={submit(t('savePassword'))}
        >
          <p css={muted}>{t('newPasswordIntro')}</p>
          {/* for password managers: the account this password belongs to */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Field
            label={t('currentPassword')}
            type="password"
            name="current"
            autoComplete="current-password"
            value={current}
            onValue={setCurrent}
            error={fieldError('current')}
          />
          <Field
            label={t('newPassword')}
            type="password"
            name="new"
            autoComplete="new-password"
            hint={t('passwordRule')}
            value={fresh}
            onValue={setFresh}
            error={fieldError('fresh')}
          />
          <Field
            label={t('repeatPassword')}
            type="password"
            name="repeat"
            autoComplete="new-password"
            value={repeat}
            onValue={setRepeat}
            error={fieldError('repeat')}
          />
        </Form>
      );
      break;
  }

  return (
    <div
      css={css`
        min-height: 100vh;
        display: grid;
        align-content: start;
        justify-items: center;
        padding: 1rem 0.75rem 3rem;
        gap: 1rem;
      `}
    >
      <header
        data-no-print
        css={css`
          width: 100%;
          max-width: 30rem;
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: 1rem;
          flex-wrap: wrap;
        `}
      >
        <strong
          css={css`
            font-size: 1.1rem;
          `}
        >
          {t('consoleName')}
        </strong>
        <LanguageSelect />
      </header>
      <main
        css={css`
          width: 100%;
          max-width: 30rem;
        `}
      >
        <Card data-testid={`signin-${step}`}>
          <h1
            ref={heading}
            tabIndex={-1}
            css={css`
              margin: 0;
              font-size: 1.5rem;
              &:focus {
                outline: none;
              }
            `}
          >
            {title}
          </h1>
          {notice && step === 'password' ? (
            <p role="status" data-testid="signin-notice" css={muted}>
              {notice}
            </p>
          ) : null}
          {body}
        </Card>
      </main>
    </div>
  );
}

const muted = (th: Theme) => css`
  margin: 0 0 0.8rem;
  color: ${th.palette.textMuted};
`;
const wide = css`
  width: 100%;
`;
const breakAll = css`
  word-break: break-all;
`;
