import { useTranslation } from '@site/shared/i18next';
import { AnswerError, answerOf, useLayoutStore } from '@site/shared';
import { useAnswerText } from '@site/shared/ui';
import '../../i18n/messages';

/** The pattern of a time-out's or self-exclusion's end in a refused sign-in. */
const ENDS_PATTERN = 'YYYY-MM-DD HH:mm';

/**
 * A refused sign-in as the form shows it: the message at its field or above the button, and for a time-out or
 * self-exclusion (timeOutActive, selfExcluded) the date it ends (`value.ends_at`). The date's format (dayjs) is
 * fetched only for such a refusal (refusal-date.ts); if it cannot be, the message shows without the date.
 */
export function useRefusalText() {
  const { t } = useTranslation('account');
  const answerText = useAnswerText(['account']);
  const language = useLayoutStore((s) => s.language);
  return async (error: unknown, labels: Record<string, string>) => {
    const { text, field } = answerText(answerOf(error), labels);
    const value = error instanceof AnswerError ? (error.answer.value as { ends_at?: unknown } | null) : null;
    const ends = typeof value?.ends_at === 'string' ? value.ends_at : null;
    if (!ends) return { field, text };
    const date = await import('./refusal-date')
      .then((m) => m.formatDate(ends, language, ENDS_PATTERN))
      .catch(() => '');
    return { field, text: date ? `${text} ${t('exclusionUntil', { date })}` : text };
  };
}
