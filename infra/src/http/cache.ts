/**
 * Cache-Control per kind of answer (issue 16.5), in one place; docs/performance.md "Cache-Control per kind of
 * file" has the table and infra/test/cache-control.test.ts checks it.
 */
export const CACHE = {
  /** A file whose name or folder changes with its content: a year, never revalidated. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * The site's HTML page: it inlines the startup answer for this player's canary bucket (a cookie), sets that
   * cookie and carries a CSP nonce of its own, so no shared cache may keep it, and the browser asks every time.
   */
  page: 'private, no-cache',
  /** A file at a fixed name that a new build replaces: kept, but checked (Last-Modified → 304) before each use. */
  revalidate: 'no-cache',
  /** API answers (player data, balances, sessions) and errors: never stored. */
  api: 'no-store',
  /** The operator's static files and the per-site web app manifest: an hour. */
  hour: 'public, max-age=3600',
} as const;

/** A file name with an 8-hex-digit content hash before its extension (`main.1a2b3c4d.js`, `1303.14eb7b55.js`). */
export const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/**
 * A published remote's file under `/cdn/<remote>/<version>/…`. Chunks with a content hash are immutable always.
 * The fixed names in the version folder (`mf-manifest.json`, `remoteEntry.js`, `integrity.json`) are immutable
 * in production, where a published version is never replaced (`copyBuild` refuses; `npm start` never re-publishes
 * one); outside production `npm start` re-publishes a rebuilt remote under its unchanged version, so they are
 * revalidated there (a year-long copy of an old manifest or integrity list would break the page after a rebuild).
 * Anything not inside a version folder is revalidated.
 */
export function cdnCacheControl(rel: string, production: boolean): string {
  const versioned = /^[^/]+\/\d+\.\d+\.\d+[^/]*\/./.test(rel);
  if (versioned && HASHED.test(rel)) return CACHE.immutable;
  return versioned && production ? CACHE.immutable : CACHE.revalidate;
}
