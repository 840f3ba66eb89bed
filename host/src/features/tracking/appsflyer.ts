import { APPSFLYER_KEY } from '@site/shared';

/** SPEC §2: `appsflyer_id` in the query of any route is stored locally. Returns the stored id, if any. */
export function captureAppsflyerId(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): string | null {
  const fromQuery = new URLSearchParams(search).get(APPSFLYER_KEY)?.trim();
  try {
    if (fromQuery) storage.setItem(APPSFLYER_KEY, fromQuery);
    return storage.getItem(APPSFLYER_KEY);
  } catch {
    return fromQuery || null;
  }
}
