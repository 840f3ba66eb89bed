/** A small typed publish/subscribe shared by the host and every remote (one instance: @site/shared is a singleton). */
import type { ModalName, ModalSpec, ShellText } from '../federation/modals';

export type { ModalName, ModalSpec, ShellText };

export interface ToastSpec {
  kind: 'info' | 'success' | 'warning' | 'error';
  /** Words the shell draws: a wording is worded again at every render, so a language switch re-words the toast. */
  title?: ShellText;
  text: ShellText;
  /** ms; SPEC §9: 3 s errors, 10 s session expiry. */
  duration: number;
  position?: 'bottom-right';
}

export interface BusEvents {
  'auth:login': { account_id: string };
  'auth:logout': { reason: 'user' | 'expired' | 'other-tab' };
  'session:expired': { message: string };
  'wallet:balance': { balance: number };
  'modal:open': ModalSpec;
  'modal:close': { name?: ModalName };
  'toast:show': ToastSpec;
  'language:changed': { language: string };
  'favourites:changed': { count: number };
  /** A lazy chunk or remote module failed to load; the shell reloads on the next navigation (SPEC §4). */
  'chunk:error': { source: string; message: string };
  'api:answer': { path: string; statusCode: number; statusMessage: string; statusDetail: string };
}

type Handler<T> = (payload: T) => void;

export interface EventBus {
  on<K extends keyof BusEvents>(type: K, handler: Handler<BusEvents[K]>): () => void;
  emit<K extends keyof BusEvents>(type: K, payload: BusEvents[K]): void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<keyof BusEvents, Set<Handler<never>>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler as Handler<never>);
      return () => set.delete(handler as Handler<never>);
    },
    emit(type, payload) {
      for (const h of [...(handlers.get(type) ?? [])]) {
        try {
          (h as Handler<typeof payload>)(payload);
        } catch (error) {
          console.error(`[bus] a ${String(type)} handler failed`, error);
        }
      }
    },
  };
}

/** The page's one bus. */
export const bus = createEventBus();
