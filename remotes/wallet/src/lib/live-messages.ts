import { useState } from 'react';
import type { useAnswerText, useFormat, useSchemaErrors } from '@site/shared/ui';

/** How to write a message with the page's current tools (its `t`, `answerText`, labels…). */
export type Say<Now> = (now: Now) => string;

/** The tools a money form's message is written with at render (/deposit, /withdrawal). */
export interface MoneyFormTools {
  t: (key: string, values?: Record<string, unknown>) => string;
  f: ReturnType<typeof useFormat>;
  answerText: ReturnType<typeof useAnswerText>;
  check: ReturnType<typeof useSchemaErrors>;
  amountLabel: string;
}

/**
 * A form's messages kept in state as how to write them, not as text: each is written at render with `now`, the
 * tools of the current render, so a message shown before a language switch is shown in the new language after it.
 */
export function useLiveMessages<K extends string, Now>(now: Now) {
  const [says, setSays] = useState<Partial<Record<K, Say<Now>>>>({});
  const texts: Partial<Record<K, string>> = {};
  for (const key of Object.keys(says) as K[]) {
    const say = says[key];
    if (say) texts[key] = say(now);
  }
  return [texts, setSays] as const;
}
