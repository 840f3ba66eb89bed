import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The copies the host's runtime is built from (ES module builds, aliased in host/rspack.config.ts), handed out
// whole: `require` keeps every export, which remotes built against contract 17.0–17.1 (their own bundler runtime,
// taking the SDK and the error texts from these globals) may call.
declare const require: (id: string) => unknown;
import { remoteBundlerRuntime } from './bundler-runtime';
import { integrityOf, scriptIntegrity } from './integrity';
import { inlinedText } from './inlined';

/**
 * `el` pointed at `url` with the build's SHA-384 and CORS mode (both are needed for the browser to check it), or
 * undefined for a file the build does not name, which the runtime then creates its own way.
 */
function withIntegrity<E extends HTMLScriptElement | HTMLLinkElement>(el: E, url: string): E | undefined {
  const integrity = scriptIntegrity(url);
  if (!integrity) return undefined;
  if (el instanceof HTMLScriptElement) el.src = url;
  else el.href = url;
  el.integrity = integrity;
  el.crossOrigin = 'anonymous';
  return el;
}

/** Failed remote loads are logged once per remote and never escape as uncaught errors. */
const logged = new Set<string>();

/**
 * The federation runtime's SDK, error texts and bundler runtime for remotes, which are built to take them from these
 * globals (`FEDERATION_GLOBALS`, `FEDERATION_BUNDLER_RUNTIME` in shared/build/remote.ts) as they take the runtime
 * core (`provideExternalRuntime`): set before the first remote entry runs, from the copies the host's runtime
 * bundles anyway.
 */
export function provideFederationGlobals(
  target: Record<string, unknown> = globalThis as Record<string, unknown>,
) {
  target._FEDERATION_SDK ??= require('@module-federation/sdk');
  target._FEDERATION_ERROR_CODES ??= require('@module-federation/error-codes');
  // FEDERATION_BUNDLER_RUNTIME: called once per container, answers fresh per-container state
  target._FEDERATION_BUNDLER_RUNTIME ??= () => remoteBundlerRuntime();
  // FEDERATION_INTEGRITY_GLOBAL: each chunk a remote's runtime loads asks for its hash (issue 9.7)
  target._FEDERATION_INTEGRITY ??= scriptIntegrity;
}

export default function hostRuntimePlugin(): ModuleFederationRuntimePlugin {
  provideFederationGlobals();
  return {
    name: 'site-host-errors',
    // A remote's manifest is fetched with the SHA-384 recorded at publish time (integrity.ts), or read from the
    // page when it carries that very file (inlined.ts).
    fetch(url, init) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      return inlinedText(url, integrity).then((text) =>
        text !== null
          ? new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })
          : fetch(url, { ...init, integrity, mode: 'cors', credentials: 'same-origin' }),
      );
    },
    // …and every script of a remote (entry, preloaded chunks) is created with `integrity`: a changed file never runs.
    createScript({ url }) {
      return withIntegrity(document.createElement('script'), url);
    },
    // …and a chunk preloaded ahead of its use (a link in view: loader.ts prefetchRemoteModule) carries the same
    // integrity, so the script that later runs it takes the preloaded response.
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      return withIntegrity(link, url);
    },
    errorLoadRemote(args) {
      const id = String(args.id ?? '');
      const remote = id.split('/')[0] ?? id;
      const key = `${remote}:${String(args.lifecycle)}`;
      if (!logged.has(key)) {
        logged.add(key);
        console.warn(
          `[federation] ${remote} failed at ${String(args.lifecycle)}: ${args.error instanceof Error ? args.error.message : String(args.error)}`,
        );
      }
      if (args.lifecycle === 'onLoad') {
        // A module that failed to load: hand back a marker module; the loader turns it into a fallback.
        return { __esModule: true, __remoteFailed: true, default: null };
      }
      return undefined;
    },
  };
}
