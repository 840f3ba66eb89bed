// No runtime import: this module is part of the federation runtime plugin, which runs before shared modules exist.

/**
 * CDN files the page carries (issue 16.5): the server inlines each first-render remote's `mf-manifest.json`
 * (infra/src/http/critical-path.ts `criticalFiles`, element id `INLINED_FILES_ID`), which saves the request per
 * remote the host would make for it; the integrity lists are hinted instead (they do not compress, and the page stays
 * within one round trip's bytes), though one carried here would be used the same way. A text is used only when its
 * SHA-384 is the hash the host would have fetched the file with (issue 9.7), and once: a retry, a text with another
 * hash, a page without a secure context (no Web Crypto) or a malformed element all fetch the file from the network.
 */
export const INLINED_FILES_ID = 'cdn-files';

let files: Map<string, string> | null = null;

const absolute = (url: string) => new URL(url, location.href).href;

function carried(doc: Document | undefined): Map<string, string> {
  if (files) return files;
  files = new Map();
  const el = doc?.getElementById(INLINED_FILES_ID);
  if (!el) return files;
  el.remove();
  try {
    const value: unknown = JSON.parse(el.textContent ?? '');
    if (value && typeof value === 'object')
      for (const [url, text] of Object.entries(value))
        if (typeof text === 'string') files.set(absolute(url), text);
  } catch {
    // a malformed element: every file is fetched
  }
  return files;
}

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The SRI string (`sha384-…`) of a text's UTF-8 bytes; null where the page has no Web Crypto. */
export async function sha384Of(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  return `sha384-${base64(await subtle.digest('SHA-384', new TextEncoder().encode(text)))}`;
}

/**
 * The text the page carries for `url` when it is the file whose hash is `integrity` (one `sha384-` value, as the
 * startup answer and integrity.json record them); null otherwise. Each text is handed out once.
 */
export async function inlinedText(
  url: string,
  integrity: string | undefined,
  doc: Document | undefined = globalThis.document,
): Promise<string | null> {
  const map = carried(doc);
  const key = absolute(url).split('?')[0] ?? '';
  const text = map.get(key);
  if (text === undefined || !integrity) return null;
  map.delete(key);
  return (await sha384Of(text)) === integrity ? text : null;
}

/** Forgets what was read (unit tests). */
export function resetInlined(): void {
  files = null;
}
