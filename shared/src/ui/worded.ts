import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import type { Translate } from '@site/shared';
import { useAnswerText } from './Form';
import { useSchemaErrors } from './schema-errors';
import { useFormat } from './format';

/**
 * The wording tools of one render, in the player's language of that render: what a kept message is worded with.
 * `t` looks in the remote's namespaces first, then `ui`, `errors` and `validation`; `answerText` words an API
 * refusal; `check` words a request schema's findings; `f` formats money and dates.
 */
export interface Words {
  t: Translate;
  answerText: ReturnType<typeof useAnswerText>;
  check: ReturnType<typeof useSchemaErrors>;
  f: ReturnType<typeof useFormat>;
}

/** How a message is worded: a function of the words of the render that draws it, closing over what was sent or answered. */
export type Wording<T = string, W = Words> = (words: W) => T;

/** The wording tools of this render, for a remote whose messages are in `namespaces` (its own first). */
export function useWords(namespaces: readonly string[]): Words {
  const { t } = useTranslation([...namespaces, 'ui', 'errors', 'validation']);
  const answerText = useAnswerText(namespaces);
  const check = useSchemaErrors();
  const f = useFormat();
  return { t: t as Translate, answerText, check, f };
}

/**
 * A message (or a record of them: a form's field and form errors) kept unworded. The state holds how to word it,
 * not the words, and it is worded at every render with `words`, the tools of that render — so a message shown
 * before a switch of the header language reads in the new language after it (PAGES.md "languages").
 * Returns the message as it reads now (undefined when none is set) and the setter (null clears it).
 *
 *     const words = useWords(['wallet']);
 *     const [errors, setErrors] = useWorded<{ amount?: string; form?: string }>(words);
 *     setErrors((w) => ({ amount: w.t('amountRequired') }));
 */
export function useWorded<T, W = Words>(words: W) {
  const [wording, setWording] = useState<Wording<T, W> | null>(null);
  const now = wording ? wording(words) : undefined;
  const set = (next: Wording<T, W> | null) => setWording(() => next);
  return [now, set] as const;
}
