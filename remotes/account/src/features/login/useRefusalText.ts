import { AnswerError, answerOf, useLayoutStore, type Translate } from '@site/shared';
import '../../i18n/messages';
import type { Wording } from '@site/shared/ui';

/** The pattern of a time-out's or self-exclusion's end in a refused sign-in. */
const ENDS_PATTERN = 'YYYY-MM-DD HH:mm';

type Refused = { form?: string } & Record<string, string | undefined>;

/**
 * A refused sign-in as the form shows it: the message at its field or above the button, and for a time-out or
 * self-exclusion (timeOutActive, selfExcluded) the date it ends (`value.ends_at`). The date's format (dayjs) is
 * fetched only for such a refusal (refusal-date.ts); if it cannot be, the message shows without the date.
 * Resolves to a wording (the kit's `useWorded`), worded at render: a language switch re-words it.
 */
export function useRefusalText() {
  const language = useLayoutStore((s) => s.language);
  return async <E extends Refused>(
    error: unknown,
    labelsOf: (t: Translate) => Record<string, string>,
  ): Promise<Wording<E>> => {
    const answer = answerOf(error);
    const value = error instanceof AnswerError ? (error.answer.value as { ends_at?: unknown } | null) : null;
    const ends = typeof value?.ends_at === 'string' ? value.ends_at : null;
    const date = ends
      ? await import('./refusal-date').then((m) => m.formatDate(ends, language, ENDS_PATTERN)).catch(() => '')
      : '';
    return (w) => {
      const { text, field } = w.answerText(answer, labelsOf(w.t));
      const full = date ? `${text} ${w.t('exclusionUntil', { date })}` : text;
      return (field ? { [field]: full } : { form: full }) as E;
    };
  };
}
