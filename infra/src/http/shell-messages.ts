import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  normaliseLanguage,
  readCookie,
  type Language,
} from '@site/shared';
import { attr } from './critical-path';

/**
 * The languages whose messages the page loads: the one the shell reads (the `i18n_lang` cookie, else EN) and EN,
 * every namespace's fallback (i18next loads both).
 */
export function pageLanguages(cookieHeader: string | undefined): Language[] {
  const language = normaliseLanguage(readCookie(LANGUAGE_COOKIE, cookieHeader ?? ''));
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
}

/**
 * The shell's message files in the host's build (`i18n-<LANG>-<group>-ts.<hash>.js`): listed when the server reads
 * the host's page (once in production, per page otherwise, as the page itself); none when there is no build.
 */
export function shellMessageFiles(hostDist: string): string[] {
  try {
    return readdirSync(hostDist).filter((f) => /^i18n-[A-Z]+-\w+-ts\.[0-9a-f]{8}\.js$/.test(f));
  } catch {
    return [];
  }
}

/** The attribute the page's inline scripts are written with; the page's nonce replaces it (page-nonce.ts). */
export const INLINE_SCRIPT_OPEN = '<script data-page-nonce>';

const chunkTexts = new Map<string, string | null>();

/** A host chunk's text when it may stand inside a `<script>` element as it is (no `<script`, `</script`, `<!--`). */
function inlinableChunk(hostDist: string, file: string): string | null {
  if (!chunkTexts.has(file)) {
    let text: string | null = null;
    try {
      text = readFileSync(path.join(hostDist, file), 'utf8');
      if (/<\/?script|<!--/i.test(text)) text = null;
    } catch {
      text = null;
    }
    // content-hashed names: a file's text never changes under its name
    chunkTexts.set(file, text);
  }
  return chunkTexts.get(file) ?? null;
}

/**
 * The shell's messages for the page's languages (issue 16.5). The host awaits its five message groups of the
 * language before its first render (`initI18n`); they are chunks of the host's build (`i18n-<LANG>-<group>-ts`,
 * 0.2–4 KB each) its code asks for only once it runs. The page carries them: each chunk's own text as an inline
 * script (with the page's nonce), which registers the chunk before the shell starts, so the shell's request for it
 * is answered without the network — five requests fewer per language. Another language's groups still load
 * lazily when the player picks it (SPEC §7). A chunk that cannot be read or inlined is hinted (preloaded) instead.
 * `languages` is `pageLanguages` of the request: the one the shell will read and EN, every group's fallback.
 */
export function shellMessages(
  hostDist: string,
  files: readonly string[],
  languages: readonly Language[],
): string {
  return files
    .filter((f) => languages.includes(f.split('-')[1] as Language))
    .map((f) => {
      const text = inlinableChunk(hostDist, f);
      return text === null
        ? `<link rel="preload" as="script" href="/${attr(f)}" />`
        : `${INLINE_SCRIPT_OPEN}${text}</script>`;
    })
    .join('\n    ');
}
