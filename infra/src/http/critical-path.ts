import type { FastifyRequest } from 'fastify';
import type { Envelope, RemoteDescriptor, StartupValue } from '@site/shared';
import type { Db } from '../db/index';
import type { Config } from '../config';
import { startup } from '../api/calls/startup';
import { runCall, requestHostname } from './api-route';

/** The id of the script element that carries the startup answer in the page (host/src/app/startup.ts reads it). */
export const STARTUP_ANSWER_ID = 'startup-answer';

/**
 * JSON that is safe inside a `<script type="application/json">`: `<` never appears (so no `</script>` or
 * `<!--` from operator text such as a site name), nor the two line separators old parsers choke on.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Preload hints for the remotes the first render needs: the templates remote (the layout) and the remote that
 * serves this route. Each hint is the exact request the host's loader makes (issue 9.7 integrity: the
 * integrity list and the manifest are fetched with `same-origin` credentials, and checked against their SHA-384
 * by that fetch — Chromium ignores `integrity` on a fetch preload; the entry is a script with
 * `crossorigin="anonymous"` and its hash), so the browser reuses the preloaded answer.
 */
export function preloadHints(remotes: RemoteDescriptor[], pathname: string): string {
  const needed = remotes.filter((r) => r.name === 'templates' || r.routes.some((x) => x.path === pathname));
  const links: string[] = [];
  for (const r of needed) {
    const base = r.entry.slice(0, r.entry.lastIndexOf('/') + 1);
    const hash = (file: string) => (r.integrity?.[file] ? ` integrity="${attr(r.integrity[file])}"` : '');
    if (r.integrity?.['integrity.json'])
      links.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(base)}integrity.json" />`,
      );
    links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(r.entry)}" />`);
    links.push(
      `<link rel="preload" as="script" crossorigin="anonymous" href="${attr(base)}remoteEntry.js"${hash('remoteEntry.js')} />`,
    );
  }
  return links.join('\n    ');
}

/**
 * What the page's HTML carries so the shell starts without a round trip (issue 16.1): the startup answer the
 * host would ask for first, and preload hints for the remotes of the first render. Only a successful answer is
 * inlined (`head` is '' and `remotes` null otherwise); then the host asks for itself as before (and shows the
 * failure its usual way). `remotes` is the answer's list, so the page need not ask the registry again.
 */
export async function criticalPath(
  req: FastifyRequest,
  db: Db,
  config: Config,
  pathname: string,
): Promise<{ head: string; remotes: RemoteDescriptor[] | null }> {
  const answer = (await runCall(
    startup,
    { domain_name: requestHostname(req) },
    req,
    db,
    config,
  )) as Envelope<StartupValue>;
  if (answer.statusCode !== 1 || !answer.value) return { head: '', remotes: null };
  const remotes = answer.value.remotes ?? [];
  const script = `<script id="${STARTUP_ANSWER_ID}" type="application/json">${jsonForHtml(answer)}</script>`;
  const hints = answer.value.maintenance?.is_maintenance ? '' : preloadHints(remotes, pathname);
  return { head: hints ? `${script}\n    ${hints}` : script, remotes };
}
