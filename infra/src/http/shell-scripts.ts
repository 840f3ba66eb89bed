/**
 * The shell's own scripts (`vendors`, `main`: React, the router, the federation runtime and the host) gate every
 * paint, so the page asks for them first. The build places them at the end of the head, after what the server
 * writes there — the remotes' preload hints, the carried files and answers — and a deferred script has low
 * priority: Chromium requested them after the eight hinted remote files, and on a slow link the first paint waited
 * for those too (Lighthouse with real slow-4G throttling, casino1's home: first paint 0.4 s and largest paint 0.7 s
 * later than with this order; docs/performance.md). Moved before the server's
 * part of the head, with `fetchpriority="high"`, they are the page's first requests; they still run only after the
 * document is parsed (`defer`), so the inline scripts that register the shell's messages run before them as before.
 */
const SHELL_SCRIPT = /<script defer(?: [a-z-]+="[^"]*")* src="[^"]+"><\/script>\s*/g;

/** A deferred script tag raised: asked for at high priority. */
export const raised = (tag: string): string =>
  tag.replace('<script defer', '<script defer fetchpriority="high"');

/** The page template with the shell's deferred scripts moved to `marker` (the head's server part) and raised. */
export function shellScriptsFirst(html: string, marker: string): string {
  const tags = html.match(SHELL_SCRIPT)?.map((t) => t.trim()) ?? [];
  if (!tags.length || !html.includes(marker)) return html;
  return html.replace(SHELL_SCRIPT, '').replace(marker, `${tags.map(raised).join('\n    ')}\n    ${marker}`);
}

/**
 * The page with its shell scripts (as the build writes them or as `shellScriptsFirst` left them) replaced by
 * `scripts`, in the place of the first; null when the page has none. bench/peer puts the one bundle's scripts there,
 * so it follows the server's tags wherever they change.
 */
export function replaceShellScripts(html: string, scripts: string): string | null {
  let placed = false;
  const page = html.replace(SHELL_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return `${scripts}\n    `;
  });
  return placed ? page : null;
}
