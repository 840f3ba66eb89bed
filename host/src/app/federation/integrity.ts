// Type-only: this module is part of the federation runtime plugin, which runs before shared modules exist.
import type { RemoteDescriptor } from '@site/shared';
import { inlinedText } from './inlined';

/**
 * Subresource integrity of remote code (issue 9.7). The startup answer carries the SHA-384 of each remote's
 * `mf-manifest.json`, `remoteEntry.js` and `integrity.json`, recorded when the build was published.
 * `integrity.json` (fetched with its hash before the remote loads) lists the hash of every script of the
 * build. The federation runtime plugin then fetches the manifest and creates every script of the remote with
 * its hash, so a file changed on the CDN after publishing is refused by the browser and the remote shows its
 * fallback. Chunks the remote's own runtime loads ask the host for their hash too (`scriptIntegrity`, set as a
 * global by the runtime plugin; RemoteIntegrityPlugin in shared/build/remote.ts), so a remote carries no hash map.
 */
const known = new Map<string, string>();
/** Build folders whose whole list arrived: a script there that the list lacks is not one of the build. */
const complete = new Set<string>();
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

/**
 * Reads a remote's `integrity.json` (checked against its own hash) once, from the network (the page hints it, so
 * the fetch takes the preloaded answer) or from the page if it carries it; a mismatch refuses the remote.
 */
export function loadIntegrityList(r: Pick<RemoteDescriptor, 'name' | 'entry' | 'integrity'>): Promise<void> {
  const hash = r.integrity?.['integrity.json'];
  if (!hash) return Promise.resolve();
  const base = baseOf(r.entry);
  let p = listed.get(base);
  if (!p) {
    const url = `${base}integrity.json`;
    // the page may carry the list (inlined.ts), used only when it has this hash
    p = inlinedText(url, hash)
      .then(async (text) => {
        if (text !== null) return JSON.parse(text) as Record<string, string>;
        const res = await fetch(url, { integrity: hash, credentials: 'same-origin' });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return (await res.json()) as Record<string, string>;
      })
      .then((hashes) => {
        remember(base, hashes);
        complete.add(base);
      })
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

/** A well-formed SHA-384 that no file has: the browser refuses the script it is set on. */
export const UNLISTED = `sha384-${'A'.repeat(64)}`;

/**
 * The `integrity` a remote's script is created with: its recorded hash; for a file missing from its build's list
 * once the list arrived, a hash nothing matches (the browser refuses it, so a file added on the CDN never runs);
 * otherwise (a build published without hashes) none.
 */
export function scriptIntegrity(url: string): string | undefined {
  const hash = integrityOf(url);
  if (hash) return hash;
  const file = absolute(url);
  for (const base of complete) if (file.startsWith(base)) return UNLISTED;
  return undefined;
}
