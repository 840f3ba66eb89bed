import { bus } from '@site/shared';

/** The success toast of SPEC §9 (3 s, bottom-right). */
export function toastSuccess(text: string): void {
  bus.emit('toast:show', { kind: 'success', text, duration: 3000, position: 'bottom-right' });
}
