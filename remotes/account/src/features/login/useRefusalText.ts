import { useTranslation } from '@site/shared/i18next';
import { AnswerError, answerOf } from '@site/shared';
import { useAnswerText, useFormat } from '@site/shared/ui';
import '../../i18n/messages';

/**
 * A refused sign-in as the form shows it: the message at its field or above the button, and for a time-out or
 * self-exclusion (timeOutActive, selfExcluded) the date it ends (`value.ends_at`).
 */
export function useRefusalText() {
  const { t } = useTranslation('account');
  const answerText = useAnswerText(['account']);
  const f = useFormat();
  return (error: unknown, labels: Record<string, string>) => {
    const { text, field } = answerText(answerOf(error), labels);
    const value = error instanceof AnswerError ? (error.answer.value as { ends_at?: unknown } | null) : null;
    const ends = typeof value?.ends_at === 'string' ? value.ends_at : null;
    return {
      field,
      text: ends ? `${text} ${t('exclusionUntil', { date: f.date(ends, 'YYYY-MM-DD HH:mm') })}` : text,
    };
  };
}
