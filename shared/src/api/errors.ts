import type { Envelope } from './envelope';
import { isTranslationKey } from '../lib/filters';

/** Messages that start the session-expired flow (SPEC §8). */
export const SESSION_MESSAGES = ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'];

export type ErrorAction =
  | { action: 'ignore' }
  | { action: 'session'; message: string }
  | { action: 'log'; message: string }
  /** `key` is an i18n key in the errors group; `text` a literal message to show as is. */
  | { action: 'dialog'; key?: string; text?: string };

/** The central handler's decision for one answer (SPEC §8). */
export function classifyAnswer(a: Pick<Envelope, 'statusCode' | 'statusMessage'>): ErrorAction {
  const message = a.statusMessage ?? '';
  if (a.statusCode === 1 || message === 'OK' || (a.statusCode === undefined && !message))
    return { action: 'ignore' };
  if (a.statusCode === null || (a.statusCode as unknown) === '') return { action: 'ignore' };
  if (SESSION_MESSAGES.includes(message)) return { action: 'session', message };
  if (message === 'serviceUnavailable') return { action: 'log', message };
  if (!message.trim()) return { action: 'dialog', key: 'unknownError' };
  if (isTranslationKey(message)) return { action: 'dialog', key: message };
  return { action: 'dialog', text: message };
}
