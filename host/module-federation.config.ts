import path from 'node:path';
import { sharedSingletons } from '@site/shared/build';

/**
 * Shared singletons the host's first render needs are eager: they are in the host's own first scripts (named in
 * the HTML), not chunks requested one by one once main.js has run (issue 16.5; docs/performance.md). Remotes keep
 * them non-eager and take the host's copies from the share scope. DOMPurify (`@site/shared/html`) is only for
 * pages that show operator HTML, so it stays a lazy chunk.
 */
const LAZY = new Set(['@site/shared/html']);
/**
 * The host asks for no version range of what it provides eagerly itself: at start-up it can only get its own copies
 * (nothing else is in the share scope yet), so checking them against its own ranges only cost the start-up task a
 * semver range parse per library (issue 16: CPU profiles at 4× of casino1's home, medians of three: `satisfy`
 * 26 → 11 ms, the initial consumes' `loadShareSync` 49 → 37 ms; docs/performance.md).
 * Remotes keep their ranges and are checked against the host's copies as before.
 */
const shared = Object.fromEntries(
  Object.entries(sharedSingletons()).map(([name, config]) => [
    name,
    LAZY.has(name) || typeof config === 'string'
      ? config
      : { ...config, eager: true, requiredVersion: false },
  ]),
);

/** The host compiles in no remote: the startup answer lists them and the runtime registers them. */
export default {
  name: 'host',
  remotes: {},
  shared,
  // Hands the federation runtime to remotes built with `externalRuntime` (see docs/performance.md).
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' as const } },
  runtimePlugins: [path.join(import.meta.dirname, 'src/app/federation/runtime-plugin.ts')],
};
