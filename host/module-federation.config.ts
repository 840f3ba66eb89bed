import path from 'node:path';
import { sharedSingletons } from '@site/shared/build';

/** The host compiles in no remote: the startup answer lists them and the runtime registers them. */
export default {
  name: 'host',
  remotes: {},
  shared: sharedSingletons(),
  // Hands the federation runtime to remotes built with `externalRuntime` (see docs/performance.md).
  experiments: { provideExternalRuntime: true },
  runtimePlugins: [path.join(import.meta.dirname, 'src/app/federation/runtime-plugin.ts')],
};
