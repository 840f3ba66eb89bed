// Type-only: this module is part of the federation runtime plugin, which runs before shared modules exist.
import type { RemoteDescriptor } from '@site/shared';

/**
 * Subresource integrity of remote code (issue 9.7). The startup answer carries the SHA-384 of each remote's
 * `mf-manifest.json`, `remoteEntry.js` and `integrity.json`, recorded when the build was published.
 * `integrity.json` (fetched with its hash before the remote loads) lists the hash of every script of the
 * build. The federation runtime plugin then fetches the manifest and creates every script of the remote with
 * its hash, so a file changed on the CDN after publishing is refused by the browser and the remote shows its
 * fallback. Chunks the remote's own runtime loads carry the hashes it was built with (SubresourceIntegrityPlugin).
 */
const known = new Map<string, string>();
const listed = new Map<string, Promise<void>>();

const absolute = (url: string) => new URL(url, location.href).href;
const baseOf = (entry: string) => absolute(entry).replace(/[^/]*$/, '');

function remember(base: string, hashes: Record<string, string>) {
  for (const [file, hash] of Object.entries(hashes)) known.set(base + file, hash);
}

/** Records the hashes the startup answer carries for each remote, keyed by absolute URL. */
export function rememberIntegrity(remotes: Pick<RemoteDescriptor, 'entry' | 'integrity'>[]): void {
  for (const r of remotes) if (r.integrity) remember(baseOf(r.entry), r.integrity);
}

/** Fetches a remote's `integrity.json` (checked against its own hash) once; a mismatch refuses the remote. */
export function loadIntegrityList(r: Pick<RemoteDescriptor, 'name' | 'entry' | 'integrity'>): Promise<void> {
  const hash = r.integrity?.['integrity.json'];
  if (!hash) return Promise.resolve();
  const base = baseOf(r.entry);
  let p = listed.get(base);
  if (!p) {
    p = fetch(`${base}integrity.json`, { integrity: hash, credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<Record<string, string>>;
      })
      .then((hashes) => remember(base, hashes))
      .catch((e: unknown) => {
        listed.delete(base);
        throw new Error(`${r.name}: integrity list refused (${String(e)})`);
      });
    listed.set(base, p);
  }
  return p;
}

/** The recorded hash of a URL, if any. */
export function integrityOf(url: string): string | undefined {
  return known.get(absolute(url).split('?')[0] ?? '');
}
