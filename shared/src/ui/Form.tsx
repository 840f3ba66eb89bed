import { css, type Theme } from '@emotion/react';
import { useCallback, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { answerText, type AnswerLike, type Translate } from '@site/shared';

/**
 * The message lookup as a hook: `(answer, fields?) → { text, field }` in the player's language, looking in
 * `namespaces` (the remote's own) before `errors`. `field` is set when the refusal names one of `fields`, so the
 * form shows it at that field; the technical statusDetail is never shown.
 */
export function useAnswerText(namespaces: readonly string[] = []) {
  const { t } = useTranslation();
  const key = namespaces.join(',');
  return useCallback(
    (answer: AnswerLike, fields: Readonly<Record<string, string>> = {}) =>
      answerText(t as Translate, answer, key ? key.split(',') : [], fields),
    [t, key],
  );
}

/** A form-level message (a refusal that names no field), in the theme's AA danger colour. */
export function FormError({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      css={(t: Theme) => css`
        color: ${t.palette.danger};
        margin: 0 0 0.8rem;
      `}
    >
      {message}
    </p>
  );
}

/**
 * A form that never navigates or validates natively: `onSubmit` gets the event already prevented; the
 * form-level error shows above the actions. Fields show their own errors (Field `error`).
 */
export function Form({
  onSubmit,
  error,
  errorTestId,
  actions,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  onSubmit: () => void;
  error?: string | null;
  errorTestId?: string;
  actions: ReactNode;
}) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormError message={error} testId={errorTestId} />
      {actions}
    </form>
  );
}
