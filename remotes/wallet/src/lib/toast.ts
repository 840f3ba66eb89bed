import { bus } from '@site/shared';

/**
 * The success toast of SPEC §9 (3 s, bottom-right), worded by the shell at every render (contract 17.8
 * `ShellText`): a message key of the `wallet` namespace and its values, so a header language switch while it
 * shows re-words it. Values that are amounts or dates are formatted by the caller when it emits.
 */
export function toastSuccess(key: string, values?: Record<string, string | number>): void {
  bus.emit('toast:show', {
    kind: 'success',
    text: (t) => t(`wallet:${key}`, values),
    duration: 3000,
    position: 'bottom-right',
  });
}
