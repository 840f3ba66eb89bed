import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  CONTRACT_VERSION,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  normaliseLanguage,
  readCookie,
  satisfies,
  type Envelope,
  type Language,
  type RemoteDescriptor,
  type StartupValue,
} from '@site/shared';
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

/** What the hints need of a published build: each exposed module's own scripts, and every script's hash. */
export interface BuildFiles {
  /** `./LobbyPage` → the scripts its manifest loads with it (`assets.js.sync`), relative to the manifest. */
  exposes: Record<string, string[]>;
  /** integrity.json: script → `sha384-…` */
  integrity: Record<string, string>;
}

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
        const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
          exposes?: ManifestExpose[];
        };
        const integrity = JSON.parse(readFileSync(path.join(dir, 'integrity.json'), 'utf8')) as Record<
          string,
          string
        >;
        const exposes: Record<string, string[]> = {};
        for (const e of manifest.exposes ?? []) {
          const name = e.path ?? (e.name ? `./${e.name}` : '');
          if (name) exposes[name] = (e.assets?.js?.sync ?? []).filter((f) => !f.includes('..'));
        }
        files = { exposes, integrity };
      } catch {
        files = null;
      }
    }
    builds.set(key, files);
    return files;
  };
}

/**
 * Preload hints for the remotes the first render needs: the templates remote (the layout), the remote that
 * serves this route, and the remotes whose modules the route embeds — each only when the host will accept it
 * (its contract range includes the host's CONTRACT_VERSION, the host's own check). Each hint is the exact request
 * the host's loader makes (issue 9.7 integrity: the integrity list and the manifest are fetched with
 * `same-origin` credentials, and checked against their SHA-384 by that fetch — Chromium ignores `integrity` on a
 * fetch preload; the entry is a script with `crossorigin="anonymous"` and its hash), so the browser reuses the
 * preloaded answer. With `files`, the templates remote's layout module, the route's page module, its prefetch
 * module (contract `RoutePrefetch`) and the modules it embeds are hinted too, each script with its hash as the
 * loader's script element carries it: they download while the shell boots.
 */
export function preloadHints(
  remotes: RemoteDescriptor[],
  pathname: string,
  files: (r: RemoteDescriptor) => BuildFiles | null = () => null,
  languages: readonly Language[] = [],
  hostContract: string = CONTRACT_VERSION,
): string {
  // a remote built for another contract is refused by the host (federation/loader.ts): nothing of it is hinted
  const accepted = remotes.filter((r) => satisfies(hostContract, r.contract));
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
    add(r.name, route.prefetch);
    for (const e of route.embeds ?? []) add(e.remote, e.module);
  }
  const links: string[] = [];
  const script = (href: string, integrity: string | undefined) =>
    `<link rel="preload" as="script" crossorigin="anonymous" href="${attr(href)}"${integrity ? ` integrity="${attr(integrity)}"` : ''} />`;
  for (const r of accepted) {
    const wanted = modules.get(r.name);
    if (!wanted) continue;
    const base = r.entry.slice(0, r.entry.lastIndexOf('/') + 1);
    if (r.integrity?.['integrity.json'])
      links.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(base)}integrity.json" />`,
      );
    links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(r.entry)}" />`);
    links.push(script(`${base}remoteEntry.js`, r.integrity?.['remoteEntry.js']));
    const build = files(r);
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
  return links.join('\n    ');
}

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

/**
 * The shell's message files for the page's language (issue 16.5): the host awaits its five message groups before
 * its first render (`initI18n`), and they are chunks of the host's build its code asks for only once it runs.
 * Hinted in the HTML they download beside the shell's own scripts. `languages` is `pageLanguages` of the request:
 * the one the shell will read and EN, every group's fallback.
 */
export function shellHints(files: readonly string[], languages: readonly Language[]): string {
  return files
    .filter((f) => languages.includes(f.split('-')[1] as Language))
    .map((f) => `<link rel="preload" as="script" href="/${attr(f)}" />`)
    .join('\n    ');
}

/**
 * What the page's HTML carries so the shell starts without a round trip (issue 16.1): the startup answer the
 * host would ask for first, and preload hints for the remotes of the first render. Only a successful answer is
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
  const hints = answer.value.maintenance?.is_maintenance
    ? ''
    : preloadHints(remotes, pathname, buildFilesFrom(config.dataDir), languages);
  return { head: hints ? `${hints}\n    ${script}` : script, remotes };
}
