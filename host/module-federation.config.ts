import path from 'node:path';
import { sharedSingletons } from '@site/shared/build';

/** The host compiles in no remote: the startup answer lists them and the runtime registers them. */
export default {
  name: 'host',
  remotes: {},
  shared: sharedSingletons(),
  runtimePlugins: [path.join(import.meta.dirname, 'src/app/federation/runtime-plugin.ts')],
};
