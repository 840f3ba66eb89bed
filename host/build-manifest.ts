import { rspack, type Compiler } from '@rspack/core';
import { hostBuildId } from './build-id.ts';

/**
 * The build manifest (SPEC §4, §7, §9): every host build gets an id — `BUILD_ID`, else the hash of its sources
 * (build-id.ts: a rebuild with nothing changed keeps the id and `main.js`) — compiled in as `__BUILD_ID__`, and
 * emits `builds/latest.json` (the id the server now serves; polled hourly by running pages) and
 * `builds/meta/{id}.json` (this build's own manifest). A page whose id differs from latest.json reloads on its
 * next navigation.
 */
export function buildManifest(id: string = process.env.BUILD_ID || hostBuildId()) {
  const meta = JSON.stringify({ id, timestamp: Date.now(), matcher: {}, prerendered: [] });
  return {
    define: new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(id) }),
    emit: {
      apply(compiler: Compiler) {
        compiler.hooks.thisCompilation.tap('BuildManifest', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'BuildManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              const latest = JSON.stringify({ id, timestamp: Date.now() });
              compilation.emitAsset('builds/latest.json', new rspack.sources.RawSource(latest));
              compilation.emitAsset(`builds/meta/${id}.json`, new rspack.sources.RawSource(meta));
            },
          );
        });
      },
    },
  };
}
