import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { appConfig, builtContractVersion, contractRange, sharedSingletons } from './index';

export interface RemotePackage {
  name: string;
  version: string;
  site: {
    routes: { path: string; module: string; auth: boolean; layout?: string; guard?: 'guest' }[];
  };
}

export function readRemotePackage(dir: string): RemotePackage {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as RemotePackage;
}

/**
 * Parts of the federation runtime a remote takes from the host's copy instead of bundling its own: package →
 * the global the host's runtime plugin sets. The same MF version on both sides is part of the contract (the
 * runtime core is already the host's, through `externalRuntime`).
 */
export const FEDERATION_GLOBALS = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
} as const;

/**
 * The global the host sets to a function answering, at each call, what a container gets from importing
 * `@module-federation/webpack-bundler-runtime` — built from the host's copy, with fresh per-container state
 * (host/src/app/federation/bundler-runtime.ts). A remote's build calls it in place of bundling that package and
 * the runtime wrapper it brings (4.2 KB brotli of a 9.2 KB remoteEntry.js, issue 16.2).
 */
export const FEDERATION_BUNDLER_RUNTIME = '_FEDERATION_BUNDLER_RUNTIME';

/** The bundler runtime as MF's embedded runtime entry imports it (an absolute path to its CommonJS build). */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/;

/**
 * The global the host sets to a function answering the SHA-384 a remote's script must have (`integrity.json`,
 * recorded at publish time), or undefined where the host checks nothing (a build published without hashes).
 */
export const FEDERATION_INTEGRITY_GLOBAL = '_FEDERATION_INTEGRITY';

/**
 * Every chunk a remote's own runtime loads (`__webpack_require__.l`) is created with the `integrity` the host
 * answers for its URL (issue 9.7). The host already holds each published script's SHA-384 (`integrity.json`,
 * checked against the hash in the startup answer) and checks the entry and the chunks it preloads with them, so
 * the remote no longer carries its own map of chunk hashes (Rspack's SubresourceIntegrityPlugin: ~4 KB per
 * remoteEntry.js that does not compress, issue 16; docs/performance.md).
 */
class RemoteIntegrityPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('RemoteIntegrity', (compilation) => {
      rspack.RuntimePlugin.getCompilationHooks(compilation).createScript.tap(
        'RemoteIntegrity',
        (code) =>
          `${code}\nvar integrity = typeof ${FEDERATION_INTEGRITY_GLOBAL} === "function" ? ${FEDERATION_INTEGRITY_GLOBAL}(script.src) : undefined;\nif (integrity) { script.integrity = integrity; script.crossOrigin = "anonymous"; }`,
      );
    });
  }
}

/** The federation options of a remote: its exposes, the shared singletons, and the host's runtime. */
export function remoteFederation(dir: string, exposes: Record<string, string>) {
  const pkg = readRemotePackage(dir);
  return {
    name: pkg.name.replace('@site/', ''),
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(),
    // Use the host's federation runtime instead of bundling a copy (~33 KB gz) into every remoteEntry.js.
    experiments: { externalRuntime: true, optimization: { target: 'web' as const } },
  };
}

/** What a build writes to dist/site.json: the contract range derived from the shared version it was built with. */
export interface SiteBuildInfo {
  contract: string;
  built_with: string;
}

/** Emits dist/site.json (read by the registry when the build is published). */
class SiteBuildInfoPlugin {
  apply(compiler: Compiler) {
    const version = builtContractVersion();
    const info: SiteBuildInfo = { contract: contractRange(version), built_with: version };
    compiler.hooks.thisCompilation.tap('SiteBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteBuildInfo', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('site.json', new rspack.sources.RawSource(JSON.stringify(info, null, 2))),
      );
    });
  }
}

export function remoteConfig(dir: string, mf: ReturnType<typeof remoteFederation>) {
  const config = appConfig({ dir, mf, publicPath: 'auto' });
  config.plugins = [
    ...(config.plugins ?? []),
    new SiteBuildInfoPlugin(),
    // The federation runtime's utilities come from the host too (issue 16.2): `externalRuntime` above takes only
    // runtime-core from it, so every remoteEntry.js still carried its own copy of the SDK and the error texts
    // (6 KB brotli of its 18). The host hands out its copies as these globals (host runtime plugin,
    // host/src/app/federation/runtime-plugin.ts) before any remote is loaded; docs/performance.md.
    new rspack.ExternalsPlugin('global', FEDERATION_GLOBALS),
    // …and so does the bundler runtime, fresh for each container (host/src/app/federation/bundler-runtime.ts).
    new rspack.ExternalsPlugin('var', ({ request }, callback) =>
      request && BUNDLER_RUNTIME_ENTRY.test(request)
        ? callback(undefined, `self.${FEDERATION_BUNDLER_RUNTIME}()`)
        : callback(),
    ),
    new RemoteIntegrityPlugin(),
  ];
  return config;
}
