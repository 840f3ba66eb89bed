import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import type { Translate } from '@site/shared';
import { useAnswerText, useSchemaErrors } from '@site/shared/ui';

/** The wording tools of the moment (the current language): what an error description words itself with. */
export interface Words {
  t: Translate;
  answerText: ReturnType<typeof useAnswerText>;
  check: ReturnType<typeof useSchemaErrors>;
}

/** How a form's errors are worded: a function of the words of the moment, closing over what was sent or answered. */
export type ErrorWording<E> = (w: Words) => E;

/**
 * Form errors kept unworded: the state holds how to word them, not the words, and they are worded at every
 * render with the current language — so a switch of the header language re-words the errors already shown.
 * Returns the errors as they read now, a setter (null clears them) and the words, to test a wording at once.
 */
export function useWordedErrors<E extends object>() {
  const { t } = useTranslation(['account', 'ui', 'errors', 'validation']);
  const answerText = useAnswerText(['account']);
  const check = useSchemaErrors();
  const [wording, setWording] = useState<ErrorWording<E> | null>(null);
  const words: Words = { t: t as Translate, answerText, check };
  const errors: Partial<E> = wording ? wording(words) : {};
  const set = (next: ErrorWording<E> | null) => setWording(() => next);
  return { errors, setErrors: set, words };
}
