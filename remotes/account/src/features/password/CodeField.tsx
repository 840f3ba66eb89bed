import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { Field } from '@site/shared/ui';
import '../../i18n/messages';

/** Six digits, whatever else was pasted with them ("123 456", "Code: 123456"). */
/** A code's six digits: full-width ones (a Chinese keyboard's) count as the same digits (NFKC first). */
export const sixDigits = (s: string) => s.normalize('NFKC').replace(/\D/g, '').slice(0, 6);

/**
 * The code step of sign-up and password reset: "a code is on its way" (a status the screen reader announces),
 * the six-digit field that pastes in one go and is offered by the phone's keyboard
 * (`autocomplete="one-time-code"`), and the page's own actions below it (resend, change details).
 */
export function CodeField({
  sent,
  testId,
  value,
  onValue,
  error,
  autoFocus,
  children,
}: {
  /** What was sent and where; shown above the field. */
  sent: string;
  /** `<testId>` on the block, `<testId>-sent` on the status. */
  testId: string;
  value: string;
  onValue: (code: string) => void;
  error?: string;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <div
      data-testid={testId}
      css={(th: Theme) => css`
        border-top: 1px solid ${th.palette.border};
        padding-top: 0.8rem;
        margin-bottom: 0.4rem;
      `}
    >
      <p role="status" data-testid={`${testId}-sent`} style={{ marginTop: 0 }}>
        {sent}
      </p>
      <Field
        autoFocus={autoFocus}
        label={t('code')}
        name="tac"
        inputMode="numeric"
        autoComplete="one-time-code"
        filter={sixDigits}
        maxLength={24}
        value={value}
        onValue={onValue}
        error={error}
      />
      {children}
    </div>
  );
}
