import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  CONTRACT_VERSION,
  type Envelope,
  type Language,
  type RemoteDescriptor,
  type StartupValue,
} from '@site/shared';
import type { Db } from '../db/index';
import type { Config } from '../config';
import { startup } from '../api/calls/startup';
import { runCall, requestHostname } from './api-route';
import { PAGE_ANSWERS_ID, pageAnswers } from './page-answers';
import { acceptedRemotes } from './accepted';

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

/** A value written inside a double-quoted HTML attribute. */
export const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What the hints need of a published build: each exposed module's own scripts, and every script's hash. */
export interface BuildFiles {
  /** `./LobbyPage` → the scripts its manifest loads with it (`assets.js.sync`), relative to the manifest. */
  exposes: Record<string, string[]>;
  /** integrity.json: script → `sha384-…` */
  integrity: Record<string, string>;
  /** The text of the build's `mf-manifest.json` as published, which the page carries (`INLINED_FILES_ID`). */
  manifest?: string;
}

/** The id of the script element that carries the CDN files the page inlines (host/src/app/federation/inlined.ts). */
export const INLINED_FILES_ID = 'cdn-files';

interface ManifestExpose {
  name?: string;
  path?: string;
  assets?: { js?: { sync?: string[] } };
}

const builds = new Map<string, BuildFiles | null>();

/** The templates remote's module the shell draws every page in. */
export const LAYOUT_MODULE = './Layout';

/**
 * Reads a published build's manifest and integrity list from the data folder (`<dataDir>/cdn/<name>/<version>/`),
 * once per build (keyed by the manifest's hash, so a republished development build is read again). A build
 * whose files cannot be read gives no module hints; the page loads as without them.
 */
export function buildFilesFrom(dataDir: string): (r: RemoteDescriptor) => BuildFiles | null {
  const cdn = path.resolve(dataDir, 'cdn');
  return (r) => {
    const key = `${r.name}@${r.version}#${r.integrity?.['mf-manifest.json'] ?? ''}`;
    if (builds.has(key)) return builds.get(key) ?? null;
    let files: BuildFiles | null = null;
    // the entry is absolute for the site's host (http://casino1.example/cdn/games/1.0.0/mf-manifest.json)
    let entryPath = '';
    try {
      entryPath = new URL(r.entry, 'http://site.invalid').pathname;
    } catch {
      entryPath = '';
    }
    const dir = path.resolve(dataDir, `.${path.posix.dirname(entryPath)}`);
    if (entryPath.startsWith('/cdn/') && dir.startsWith(cdn + path.sep)) {
      try {
        const text = readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8');
        const manifest = JSON.parse(text) as { exposes?: ManifestExpose[] };
        const integrity = JSON.parse(readFileSync(path.join(dir, 'integrity.json'), 'utf8')) as Record<
          string,
          string
        >;
        const exposes: Record<string, string[]> = {};
        for (const e of manifest.exposes ?? []) {
          const name = e.path ?? (e.name ? `./${e.name}` : '');
          if (name) exposes[name] = (e.assets?.js?.sync ?? []).filter((f) => !f.includes('..'));
        }
        files = { exposes, integrity, manifest: text };
      } catch {
        files = null;
      }
    }
    builds.set(key, files);
    return files;
  };
}

/**
 * What the page's HTML carries for the remotes the first render needs: the templates remote (the layout), the
 * remote that serves this route, and the remotes whose modules the route embeds — each only when the host will
 * accept it (its contract range includes the host's CONTRACT_VERSION, the host's own check).
 *
 * `hints` are preload links, each the exact request the host's loader makes, so the browser reuses the preloaded
 * answer: the entry is a script with `crossorigin="anonymous"` and its hash; with `files`, the templates remote's
 * layout module, the route's page module, its prefetch module (contract `RoutePrefetch`), the modules it embeds
 * and the remote's messages of `languages` too, each script with its hash as the loader's script element carries
 * it: they download while the shell boots. With `answered` (the page carries the answers of all the route's `data`
 * calls), the prefetch module is not hinted: the shell does not load it then (host/src/app/route-start.ts).
 *
 * `inline` is the text of each such remote's `mf-manifest.json` by URL (issue 16.5: a request fewer per remote
 * before the first render): the host uses it only when its SHA-384 is the one the remote's integrity list records
 * (issue 9.7), else it fetches the file as without it. The integrity lists are hinted, not carried: a list is
 * SHA-384 values that do not compress (≈ 2.2–2.9 KB brotli each, a third of the home page's HTML), and a page
 * within the first TCP congestion window (≈ 14 KB) arrives in one round trip, while the lists download beside the
 * shell's scripts (docs/performance.md, 2026-11-28). Those and the manifest of a build whose files cannot be read
 * are `fetch` preloads with `same-origin` credentials, which the loader's checked fetches reuse.
 */
export function criticalFiles(
  remotes: RemoteDescriptor[],
  pathname: string,
  files: (r: RemoteDescriptor) => BuildFiles | null = () => null,
  {
    languages = [],
    hostContract = CONTRACT_VERSION,
    answered = false,
  }: { languages?: readonly Language[]; hostContract?: string; answered?: boolean } = {},
): { hints: string[]; inline: Record<string, string> } {
  // a remote built for another contract is refused by the host (federation/loader.ts): nothing of it is hinted
  const accepted = acceptedRemotes(remotes, hostContract);
  // the modules of each remote the first render draws: the templates remote's layout (the shell draws every page
  // inside it, host/src/app/Shell.tsx), the route's page and prefetch modules, and the modules of other remotes
  // the route embeds (package.json `site.routes[].embeds`, e.g. the home's hot games)
  const modules = new Map<string, Set<string>>();
  const add = (remote: string, module: string | undefined) => {
    if (!module) return;
    const set = modules.get(remote) ?? new Set<string>();
    set.add(module);
    modules.set(remote, set);
  };
  for (const r of accepted) {
    if (r.name === 'templates') add(r.name, LAYOUT_MODULE);
    const route = r.routes.find((x) => x.path === pathname);
    if (!route) continue;
    add(r.name, route.module);
    if (!answered) add(r.name, route.prefetch);
    for (const e of route.embeds ?? []) add(e.remote, e.module);
  }
  const links: string[] = [];
  const inline: Record<string, string> = {};
  const script = (href: string, integrity: string | undefined) =>
    `<link rel="preload" as="script" crossorigin="anonymous" href="${attr(href)}"${integrity ? ` integrity="${attr(integrity)}"` : ''} />`;
  const fetched = (href: string) =>
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(href)}" />`;
  for (const r of accepted) {
    const wanted = modules.get(r.name);
    if (!wanted) continue;
    const base = r.entry.slice(0, r.entry.lastIndexOf('/') + 1);
    const build = files(r);
    if (r.integrity?.['integrity.json']) links.push(fetched(`${base}integrity.json`));
    // keyed by URL as the startup answer names it (the host resolves it against the page's address)
    const manifest = build?.manifest;
    if (manifest !== undefined && r.entry === `${base}mf-manifest.json`) inline[r.entry] = manifest;
    else links.push(fetched(r.entry));
    links.push(script(`${base}remoteEntry.js`, r.integrity?.['remoteEntry.js']));
    if (!build) continue;
    const seen = new Set<string>();
    for (const module of wanted) {
      if (!r.exposes.includes(module)) continue;
      for (const file of build.exposes[module] ?? []) {
        // only scripts the loader checks: a hint without the hash the script element carries is not reused
        const hash = build.integrity[file];
        if (seen.has(file) || !hash) continue;
        seen.add(file);
        links.push(script(`${base}${file}`, hash));
      }
    }
    // the remote's own messages of the page's languages, which its modules await before they render (a remote
    // names those chunks `messages-<LANG>[-part]`): requested with the modules, not after they ran
    for (const [file, hash] of Object.entries(build.integrity)) {
      const lang = /^messages-([A-Z]+)(?:-[\w-]+)?\.[0-9a-f]{8}\.js$/.exec(file)?.[1];
      if (!lang || !languages.includes(lang as Language) || seen.has(file)) continue;
      seen.add(file);
      links.push(script(`${base}${file}`, hash));
    }
  }
  return { hints: links, inline };
}

/**
 * Whether the page carries an answer for every first call (`data`) of the route it serves — what the shell checks
 * before it skips the route's prefetch module (`carriesAnswers`, host/src/app/route-start.ts), so the page does not
 * hint a file the shell will not load. Never for a URL with a query (`search`): the view it names (a lobby's
 * `?sort=new`) may make other calls than the route's declared ones, so the shell runs the prefetch there as well,
 * and the carried answers serve the calls that match.
 */
export function answersAll(
  remotes: RemoteDescriptor[],
  pathname: string,
  answers: { call: string }[],
  search = '',
): boolean {
  if (search !== '' && search !== '?') return false;
  const route = acceptedRemotes(remotes)
    .flatMap((r) => r.routes)
    .find((x) => x.path === pathname);
  const calls = (route?.data ?? []).map((d) => d.call);
  return calls.length > 0 && calls.every((c) => answers.some((a) => a.call === c));
}

/**
 * What the page's HTML carries so the shell starts without a round trip (issue 16.1): the startup answer the
 * host would ask for first, preload hints for the remotes of the first render and their inlined files
 * (`criticalFiles`), and the answers of the route's first public calls (`pageAnswers`). Only a successful answer is
 * inlined (`head` is '' and `remotes` null otherwise); then the host asks for itself as before (and shows the
 * failure its usual way). `remotes` is the answer's list, so the page need not ask the registry again. The
 * answer is the startup call's own, run in this request: the same canary bucket (the `site_bucket` cookie,
 * registry/bucket.ts) picks the same versions as `/api/startup` would for this player, and the hints name them,
 * with the remotes' message files of `languages` (`pageLanguages` of the request).
 */
export async function criticalPath(
  req: FastifyRequest,
  db: Db,
  config: Config,
  pathname: string,
  languages: readonly Language[],
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
  if (answer.value.maintenance?.is_maintenance) return { head: script, remotes };
  const site = { domain_name: requestHostname(req), external_id: answer.value.site?.external_id ?? '' };
  const data = await pageAnswers(remotes, pathname, site, (call, body) =>
    runCall(call, body, req, db, config),
  );
  const { hints, inline } = criticalFiles(remotes, pathname, buildFilesFrom(config.dataDir), {
    languages,
    answered: answersAll(remotes, pathname, data, new URL(req.url, 'http://page.invalid').search),
  });
  const carried = Object.keys(inline).length
    ? `<script id="${INLINED_FILES_ID}" type="application/json">${jsonForHtml(inline)}</script>`
    : '';
  const answers = data.length
    ? `<script id="${PAGE_ANSWERS_ID}" type="application/json">${jsonForHtml(data)}</script>`
    : '';
  return { head: [...hints, carried, script, answers].filter(Boolean).join('\n    '), remotes };
}
