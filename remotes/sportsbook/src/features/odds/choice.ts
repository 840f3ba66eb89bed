import { useSyncExternalStore } from 'react';
import { isOddsFormat, type OddsFormat } from './odds';

/** The player's odds format, remembered in this browser (localStorage) and shared by every sportsbook page. */
const KEY = 'sportsbook.oddsFormat';
const listeners = new Set<() => void>();

function read(): OddsFormat {
  try {
    const v = localStorage.getItem(KEY);
    return isOddsFormat(v) ? v : 'decimal';
  } catch {
    return 'decimal';
  }
}

export function setOddsFormat(format: OddsFormat): void {
  try {
    localStorage.setItem(KEY, format);
  } catch {
    /* private mode: the choice lasts for this page */
  }
  current = format;
  for (const l of listeners) l();
}

let current: OddsFormat | null = null;

export function useOddsFormat(): [OddsFormat, (f: OddsFormat) => void] {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (current ??= read()),
    () => 'decimal' as OddsFormat,
  );
  return [value, setOddsFormat];
}
