/**
 * How the slip's messages are put into words (the kit's `useWorded`): `checkSlip` and a refusal of the server
 * give SlipErrors — keys and amounts (minor units), or the server's answer — and `wordSlip` turns them into the
 * wording the slip keeps. It is worded at every render with that render's Words, so a header language switch
 * re-words a message already shown, amounts written the new language's way. Pure; unit-tested (wording.test.ts).
 */
import type { Wording, Words } from '@site/shared/ui';
import type { SlipErrors, SlipMessage } from './check';

/** What a slip message needs of the render's Words: `t`, `answerText` and `f.money`. */
export interface SlipWords {
  t: Words['t'];
  answerText: Words['answerText'];
  f: Pick<Words['f'], 'money'>;
}

/** The slip's messages as they read: by place (a selection_id, `parlay` or `form`). */
export type WordedSlip = Record<string, string>;

/** One message in the words of `w`: a server refusal by the shared answer text, else its key with its amounts. */
export function sayMessage(m: SlipMessage, w: SlipWords): string {
  if ('answer' in m) return w.answerText(m.answer, {}).text;
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.amounts ?? {})) values[k] = w.f.money(v);
  return w.t(m.key, values);
}

/** The wording of a set of slip messages (kept by useWorded, worded at each render). */
export function wordSlip(errors: SlipErrors): Wording<WordedSlip, SlipWords> {
  return (w) => {
    const out: WordedSlip = {};
    for (const [place, m] of Object.entries(errors)) out[place] = sayMessage(m, w);
    return out;
  };
}
