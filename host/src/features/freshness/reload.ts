import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '@site/shared';

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  /** Loads `path` from the server (a full page load). */
  load: (path: string) => void;
}

function browserEnv(): ReloadEnv {
  let storage: Storage | null = null;
  try {
    storage = sessionStorage;
  } catch {
    /* storage blocked: no guard, still reloads */
  }
  return {
    storage,
    now: () => Date.now(),
    load: (path) => {
      if (location.pathname + location.search === path) location.reload();
      else location.assign(path);
    },
  };
}

/**
 * Reloads the app at `path` (SPEC §4, §9). The reload guard `nuxt:reload` in sessionStorage remembers the path
 * and expires after 10 000 ms: a second reload of the same path inside that window is refused, so a chunk that
 * keeps failing can never put the page in a reload loop. Returns whether it reloaded.
 */
export function reloadApp(path: string, env: ReloadEnv = browserEnv()): boolean {
  let guard: { path?: string; expires?: number } = {};
  try {
    guard = JSON.parse(env.storage?.getItem(RELOAD_GUARD_KEY) ?? '{}') as typeof guard;
  } catch {
    guard = {};
  }
  if (guard.path === path && (guard.expires ?? 0) > env.now()) return false;
  try {
    env.storage?.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: env.now() + RELOAD_GUARD_MS }));
  } catch {
    /* storage full or blocked: reload anyway */
  }
  env.load(path);
  return true;
}
