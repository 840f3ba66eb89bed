import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'installed';

let deferred: InstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();
const set = (next: InstallState) => {
  state = next;
  listeners.forEach((l) => l());
};

let listening = false;
/**
 * Keeps the browser's install prompt (`beforeinstallprompt`, fired once the site's manifest makes it
 * installable) for /download's Install button. Called by the layout at load, since the event may come before
 * the player opens /download.
 */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  if (window.matchMedia?.('(display-mode: standalone)').matches) state = 'installed';
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    set('available');
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set('installed');
  });
}

/** Shows the browser's install dialog; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const e = deferred;
  if (!e) return false;
  await e.prompt();
  const { outcome } = await e.userChoice;
  deferred = null;
  set(outcome === 'accepted' ? 'installed' : 'unavailable');
  return outcome === 'accepted';
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
