import { isTranslationKey } from '../lib/filters';

/** The part of i18next's `t` the lookup needs. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface AnswerLike {
  statusMessage: string;
  statusDetail?: string;
}

/** The request field a refusal names: a statusDetail of `amount: between …` names `amount`. */
export function answerField(detail: string | undefined): string | null {
  return /^([a-z][a-z0-9_]*):/.exec(detail ?? '')?.[1] ?? null;
}

/**
 * The one "message → text" rule (SPEC §8): a letters-only statusMessage is a translation key, looked up in the
 * caller's namespaces first, then `errors`; an unknown key or an empty message reads unknownError; any other
 * text is the server's own words. The technical statusDetail is never shown.
 */
export function messageText(t: Translate, message: string, namespaces: readonly string[] = []): string {
  const unknown = () => t('unknownError', { ns: 'errors' });
  if (!message.trim()) return unknown();
  if (!isTranslationKey(message)) return message;
  return t(message, { ns: [...namespaces, 'errors'], defaultValue: '' }) || unknown();
}

/**
 * A refusal as a form shows it: the text, and the form field it belongs to when the detail names one of
 * `fields` (field → label). `invalidInput` on a named field reads "Please check <label>." — the field in words.
 */
export function answerText(
  t: Translate,
  answer: AnswerLike,
  namespaces: readonly string[] = [],
  fields: Readonly<Record<string, string>> = {},
): { text: string; field: string | null } {
  const named = answerField(answer.statusDetail);
  const field = named && named in fields ? named : null;
  if (field && answer.statusMessage === 'invalidInput')
    return { text: t('checkField', { ns: 'errors', field: fields[field] }), field };
  return { text: messageText(t, answer.statusMessage, namespaces), field };
}
