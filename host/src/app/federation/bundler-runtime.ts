/**
 * The bundler runtime a remote's container runs on, made from the host's copy (issue 16.2: remotes carry no copy of
 * code the host provides). Each `remoteEntry.js` used to bundle `@module-federation/webpack-bundler-runtime` and the
 * `@module-federation/runtime` wrapper around the host's runtime core: 4.2 KB brotli of its 9.2 (docs/performance.md).
 * Remotes are now built to call `_FEDERATION_BUNDLER_RUNTIME()` instead (`FEDERATION_BUNDLER_RUNTIME` in
 * shared/build/remote.ts), once per container, and get what that import would have given them.
 *
 * It cannot be one shared object: a container copies the bundler runtime's default export into its own
 * `__webpack_require__.federation` and then fills the objects it found there (`bundlerRuntimeOptions`, the share
 * scope `S`), and the runtime wrapper's `init` makes the instance it creates the module's "current" one — the
 * host's, whose `loadRemote` and `getInstance()` the shell uses. So each call answers fresh objects around the
 * host's functions, and an `init` that finds or creates the remote's own instance without touching the host's.
 */

// The copies the host's own container already runs (its embed module imports dist/index.cjs, which
// host/rspack.config.ts aliases to the ES module build, as it does these paths), so this adds no second copy.
// `initContainerEntry` is in the host's bundle too — its index imports it — but the host's `bundlerRuntime` leaves
// it out, having no exposes of its own; a remote needs it to initialise its container.
declare const require: (id: string) => unknown;

interface FederationInstance {
  options: { name: string; version?: string };
  initOptions(options: unknown): unknown;
}
interface InitOptions {
  name: string;
  version?: string;
  id?: string;
}
interface Runtime {
  [name: string]: unknown;
  init(options: InitOptions): FederationInstance;
  createInstance(options: InitOptions): FederationInstance;
  getInstance(finder: (instance: FederationInstance) => boolean): FederationInstance | null;
}
interface BundlerRuntimeModule {
  default: { runtime: Runtime; attachShareScopeMap: unknown };
  bundlerRuntime: Record<string, unknown>;
}

/** The instance of `options`' container if one was made already (same name; same version when it names one). */
const sameContainer =
  ({ name, version }: InitOptions) =>
  (i: FederationInstance): boolean =>
    i.options.name === name && (version ? i.options.version === version : !i.options.version);

/**
 * A remote's `init`: `@module-federation/runtime`'s, but finding the remote's instance by its name and version only
 * (the wrapper would also match its own build's id — the host's build, here) and never changing the host's current
 * instance.
 */
export function remoteInit(runtime: Pick<Runtime, 'createInstance' | 'getInstance'>) {
  return (options: InitOptions): FederationInstance => {
    const normalized = { ...options, id: options.id || '' };
    const existing = runtime.getInstance(sameContainer(options));
    if (!existing) return runtime.createInstance(normalized);
    existing.initOptions(normalized);
    return existing;
  };
}

/** The module a container imports: its default export is copied into the container's `federation` object. */
export interface ContainerBundlerRuntime {
  __esModule: true;
  default: {
    runtime: Runtime;
    instance: undefined;
    initOptions: undefined;
    bundlerRuntime: Record<string, unknown> & { S: object };
    attachShareScopeMap: unknown;
    bundlerRuntimeOptions: object;
  };
}

/** What `import federation from '@module-federation/webpack-bundler-runtime'` gives a container: fresh each call. */
export function remoteBundlerRuntime(
  bundler = require('@module-federation/webpack-bundler-runtime') as BundlerRuntimeModule,
  initContainerEntry = (
    require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs') as {
      initContainerEntry: unknown;
    }
  ).initContainerEntry,
): ContainerBundlerRuntime {
  const { runtime, attachShareScopeMap } = bundler.default;
  return {
    __esModule: true,
    default: {
      runtime: { ...runtime, init: remoteInit(runtime) },
      instance: undefined,
      initOptions: undefined,
      bundlerRuntime: { ...bundler.bundlerRuntime, S: {}, initContainerEntry },
      attachShareScopeMap,
      bundlerRuntimeOptions: {},
    },
  };
}
