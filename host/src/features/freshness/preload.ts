import { MAX_PRELOADS } from '@site/shared';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §9: no preloads on slow connections (2g or save-data). */
export function isSlowConnection(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface PreloadQueue {
  /** Asks for `key` to be preloaded; repeated keys are ignored. */
  request(key: string): void;
  /** How many preloads run right now (never more than the limit). */
  readonly active: number;
}

/** Runs preloads at most `limit` at once (SPEC §9: 4); the rest wait their turn, each key once. */
export function createPreloadQueue(
  run: (key: string) => Promise<unknown>,
  limit: number = MAX_PRELOADS,
): PreloadQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;
  const pump = () => {
    while (active < limit && waiting.length) {
      const key = waiting.shift() as string;
      active++;
      run(key)
        .catch(() => undefined)
        .finally(() => {
          active--;
          pump();
        });
    }
  };
  return {
    request(key) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(key);
      pump();
    },
    get active() {
      return active;
    },
  };
}
