/**
 * Success feedback (PAGES.md §2, SPEC §9): `toast(message)` shows a short message at the bottom right for 3 s,
 * announced politely to screen readers. The frame renders the list (Toaster.tsx); any section calls `toast`.
 */
export type ToastTone = 'success' | 'danger';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

export const TOAST_MS = 3_000;

type Listener = (items: readonly ToastItem[]) => void;
let items: readonly ToastItem[] = [];
let seq = 0;
const listeners = new Set<Listener>();

function publish(next: readonly ToastItem[]) {
  items = next;
  for (const l of listeners) l(items);
}

export function dismissToast(id: number): void {
  publish(items.filter((i) => i.id !== id));
}

/** Shows `message` for 3 s (a `danger` toast for a failure that has no better place on the page). */
export function toast(message: string, tone: ToastTone = 'success'): void {
  const id = ++seq;
  publish([...items, { id, message, tone }].slice(-4));
  setTimeout(() => dismissToast(id), TOAST_MS);
}

/** The current toasts and a subscription (the frame's Toaster uses them through useSyncExternalStore). */
export function toasts(): readonly ToastItem[] {
  return items;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
