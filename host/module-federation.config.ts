import path from 'node:path';
import { sharedSingletons } from '@site/shared/build';

/**
 * Shared singletons the host's first render needs are eager: they are in the host's own first scripts (named in
 * the HTML), not chunks requested one by one once main.js has run (issue 16.5; docs/performance.md). Remotes keep
 * them non-eager and take the host's copies from the share scope. DOMPurify (`@site/shared/html`) is only for
 * pages that show operator HTML, so it stays a lazy chunk.
 */
const LAZY = new Set(['@site/shared/html']);
const shared = Object.fromEntries(
  Object.entries(sharedSingletons()).map(([name, config]) => [
    name,
    LAZY.has(name) || typeof config === 'string' ? config : { ...config, eager: true },
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
