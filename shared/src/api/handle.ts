import type { Envelope } from './envelope';
import { classifyAnswer } from './errors';
import { messageText, type Translate } from './answer-text';
import { bus } from '../events/bus';
import { getI18n } from '../i18n/index';
import { TOAST_ERROR_MS } from '../lib/constants';

/**
 * The central error handler (SPEC §8). Session messages start the session-expired flow (the host shows the
 * toast, logs out and redirects); serviceUnavailable is only logged; anything else opens the error dialog.
 * With `toast`, the message is also shown as a 3 s toast bottom-right.
 */
export function handleApiError(
  answer: Pick<Envelope, 'statusCode' | 'statusMessage' | 'statusDetail'>,
  opts: { toast?: boolean } = {},
): void {
  const decision = classifyAnswer(answer);
  const i18n = getI18n();
  const t: Translate = (key, options) => (i18n ? (i18n.t(key, options) as string) : key);
  switch (decision.action) {
    case 'ignore':
      return;
    case 'session':
      bus.emit('session:expired', { message: decision.message });
      return;
    case 'log':
      console.warn(`[api] ${decision.message}: ${answer.statusDetail}`);
      return;
    case 'dialog': {
      const text = messageText(t, answer.statusMessage);
      bus.emit('modal:open', { name: 'dialog', title: t('errorTitle', { ns: 'errors' }), props: { text } });
      if (opts.toast)
        bus.emit('toast:show', { kind: 'error', text, duration: TOAST_ERROR_MS, position: 'bottom-right' });
    }
  }
}
