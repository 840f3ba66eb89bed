import { css, type Theme } from '@emotion/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '@site/shared';

/** The error line under an account form, in the theme's (AA-checked) danger colour. */
export function FormError({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      css={(th: Theme) => css`
        color: ${th.palette.danger};
        margin: 0 0 0.8rem;
      `}
    >
      {message}
    </p>
  );
}

/** Text for an API refusal (SPEC §8): a letters-only message is a translation key; empty is unknownError. */
export function useAnswerText(): (statusMessage: string) => string {
  const { t } = useTranslation('errors');
  return useCallback((m: string) => (isTranslationKey(m) ? t(m) : m || t('unknownError')), [t]);
}
