import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Failed remote loads are logged once per remote and never escape as uncaught errors. */
const logged = new Set<string>();

export default function hostRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-host-errors',
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
