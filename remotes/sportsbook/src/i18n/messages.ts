import { registerNamespace } from '@site/shared';
import { useTranslation } from '@site/shared/i18next';
import type { Messages } from './en';

/** The sportsbook remote's own namespace; each language file loads lazily, EN is the fallback. */
const files: Record<string, () => Promise<{ default: Messages }>> = {
  EN: () => import(/* webpackChunkName: "messages-EN" */ './en'),
  PHP: () => import(/* webpackChunkName: "messages-PHP" */ './php'),
  CN: () => import(/* webpackChunkName: "messages-CN" */ './cn'),
};

export const ready = registerNamespace('sportsbook', async (lng) => {
  const load = files[lng];
  return load ? (await load()).default : null;
});
// Every module showing these messages waits for them (an async module): no raw key is ever painted (issue 16).
await ready;

export type MessageKey = keyof Messages;
export type Translate = (key: MessageKey, options?: Record<string, unknown>) => string;

/** `t` bound to the sportsbook namespace, and the page's language. */
export function useT(): { t: Translate; language: string } {
  const { t, i18n } = useTranslation('sportsbook');
  return { t: (key, options) => t(key, options ?? {}), language: i18n.language };
}
