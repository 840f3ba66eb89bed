import { api, MANIFEST_POLL_MS } from '@site/shared';
import { markStale } from './stale';

declare const __BUILD_ID__: string | undefined;

/** The id of the running host build (set at build time; `dev` outside a build, e.g. in unit tests). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export interface BuildMeta {
  id: string;
  timestamp: number;
}

type GetJson = <T>(url: string) => Promise<T>;

/** Fetches builds/latest.json with a timestamp query; a different build id marks the app stale. */
export async function checkForNewBuild(getJson: GetJson = api.getJson, now = Date.now()): Promise<boolean> {
  const latest = await getJson<BuildMeta>(`/builds/latest.json?${now}`);
  if (latest.id && latest.id !== BUILD_ID) {
    markStale('build');
    return true;
  }
  return false;
}

/**
 * Reads this build's manifest (builds/meta/{buildId}.json) once, then re-checks builds/latest.json every
 * 3 600 000 ms (SPEC §4, §9). Failures are logged, never shown. Returns the stop function.
 */
export function startManifestPolling(getJson: GetJson = api.getJson): () => void {
  getJson<BuildMeta>(`/builds/meta/${BUILD_ID}.json`).catch((error: unknown) =>
    console.warn('[freshness] build manifest unavailable', String(error)),
  );
  const timer = setInterval(() => {
    checkForNewBuild(getJson).catch((error: unknown) =>
      console.warn('[freshness] build check failed', String(error)),
    );
  }, MANIFEST_POLL_MS);
  return () => clearInterval(timer);
}
