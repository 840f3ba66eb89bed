import { registerNamespace } from '@site/shared';
import { useTranslation } from 'react-i18next';
import type { Messages } from './en';

/** The templates remote's own namespace; each language file loads lazily, EN is the fallback. */
const files: Record<string, () => Promise<{ default: Messages }>> = {
  EN: () => import('./en'),
  PHP: () => import('./php'),
  CN: () => import('./cn'),
};

export const ready = registerNamespace('templates', async (lng) => {
  const load = files[lng];
  return load ? (await load()).default : null;
});

export type MessageKey = keyof Messages;

/** `t` bound to the templates namespace. */
export function useT() {
  const { t } = useTranslation('templates');
  return (key: MessageKey, options?: Record<string, unknown>) => t(key, options ?? {});
}
