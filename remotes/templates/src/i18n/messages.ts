import { useCallback } from 'react';
import { registerNamespace } from '@site/shared';
import { useTranslation } from '@site/shared/i18next';
import type { Messages } from './en';

/**
 * The templates remote's own namespace; each language file loads lazily, EN is the fallback. The chunks are named
 * `messages-<LANG>` so the server can hint the page's language file in the HTML beside the layout's scripts
 * (infra/src/http/critical-path.ts `criticalFiles`): no round trip after the layout's chunk ran.
 */
const files: Record<string, () => Promise<{ default: Messages }>> = {
  EN: () => import(/* webpackChunkName: "messages-EN" */ './en'),
  PHP: () => import(/* webpackChunkName: "messages-PHP" */ './php'),
  CN: () => import(/* webpackChunkName: "messages-CN" */ './cn'),
};

export const ready = registerNamespace('templates', async (lng) => {
  const load = files[lng];
  return load ? (await load()).default : null;
});
// The messages of the page's language arrive before any module that shows them: every exposed module importing
// this file waits for them (an async module), so no raw message key is ever painted (issue 16).
await ready;

export type MessageKey = keyof Messages;

/** `t` bound to the templates namespace: the same function until the language changes (memo-friendly). */
export function useT() {
  const { t } = useTranslation('templates');
  return useCallback((key: MessageKey, options?: Record<string, unknown>) => t(key, options ?? {}), [t]);
}
