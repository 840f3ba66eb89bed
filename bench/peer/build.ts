/**
 * The honest peer (issue 16.6): the host's shell and every remote's exposed modules built as ONE Rspack app
 * without Module Federation, from the same sources and the same Rspack settings (`appConfig` of
 * shared/build, minus the federation plugin). The federation loader is swapped for src/loader.ts: a static map
 * from (remote, module) to a dynamic `import()` (src/modules.ts, written here from each remote's
 * module-federation.config.ts), so every page module is its own lazy chunk, as a one-bundle app would split it.
 * Bench only: not part of `npm run build` or `npm test`.
 *
 * `npx tsx bench/peer/build.ts` → bench/peer/dist/ (index.html, chunks with brotli 11 and gzip 9 copies, and
 * peer-chunks.json: the scripts of the HTML and of each page module, for bench/peer/server.ts's hints).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { rspack, type RspackPluginInstance, type Stats } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { appConfig } from '@site/shared/build';
import { buildManifest } from '../../host/build-manifest';
import { exposes as account } from '../../remotes/account/module-federation.config';
import { exposes as games } from '../../remotes/games/module-federation.config';
import { exposes as sportsbook } from '../../remotes/sportsbook/module-federation.config';
import { exposes as templates } from '../../remotes/templates/module-federation.config';
import { exposes as wallet } from '../../remotes/wallet/module-federation.config';

const here = import.meta.dirname;
const ROOT = path.resolve(here, '../..');
const dist = path.join(here, 'dist');
const remotes: Record<string, Record<string, string>> = { account, games, sportsbook, templates, wallet };

/** `games`, `./LobbyPage` → the chunk name of that page module (and the key of peer-chunks.json). */
export const chunkName = (remote: string, module: string) => `${remote}--${module.replace(/^\.\//, '')}`;

// 1. The static module map.
const lines = [
  '// Written by bench/peer/build.ts from each remote’s module-federation.config.ts `exposes`: do not edit.',
  'export const MODULES: Record<string, Record<string, () => Promise<unknown>>> = {',
];
for (const [remote, exposes] of Object.entries(remotes)) {
  lines.push(`  ${remote}: {`);
  for (const [module, file] of Object.entries(exposes)) {
    const rel = path.relative(path.join(here, 'src'), path.join(ROOT, 'remotes', remote, file));
    lines.push(
      `    '${module}': () => import(/* webpackChunkName: "${chunkName(remote, module)}" */ '${rel.replace(/\.tsx?$/, '')}'),`,
    );
  }
  lines.push('  },');
}
lines.push('};', '');
const modulesFile = path.join(here, 'src/modules.ts');
const source = await format(lines.join('\n'), {
  ...(await resolveConfig(modulesFile)),
  filepath: modulesFile,
});
if (readFileSync(modulesFile, { encoding: 'utf8', flag: 'a+' }) !== source)
  writeFileSync(modulesFile, source);

// 2. The same configuration as the host's, without federation.
process.env.BUILD_ID ||= `peer-${Date.now()}`;
const config = appConfig({
  dir: here,
  mf: { name: 'peer' },
  html: { template: path.join(ROOT, 'host/src/index.html') },
  publicPath: '/',
});
const manifest = buildManifest();
config.plugins = [
  ...(config.plugins ?? []).filter((p) => !(p instanceof ModuleFederationPlugin)),
  manifest.define,
  manifest.emit as RspackPluginInstance,
  new rspack.NormalModuleReplacementPlugin(
    /(^|[\\/])federation[\\/]loader(\.ts)?$/,
    path.join(here, 'src/loader.ts'),
  ),
];
// A one-bundle app's usual splitting: vendors apart from the app's code, initial chunks included.
config.optimization = { ...config.optimization, splitChunks: { chunks: 'all' } };

const started = Date.now();
const stats = await new Promise<Stats>((resolve, reject) =>
  rspack(config).run((err, s) => (err || !s ? reject(err ?? new Error('no stats')) : resolve(s))),
);
const info = stats.toJson({ all: false, errors: true, warnings: true, entrypoints: true, chunkGroups: true });
for (const w of info.warnings ?? []) console.warn(w.message);
if (stats.hasErrors()) {
  for (const e of info.errors ?? []) console.error(e.message);
  process.exit(1);
}

// 3. What the HTML loads, and each page module's scripts.
const names = (assets: { name: string }[] | undefined) =>
  (assets ?? []).map((a) => a.name).filter((n) => n.endsWith('.js'));
const chunks: { initial: string[]; modules: Record<string, string[]> } = {
  initial: names(info.entrypoints?.main?.assets),
  modules: {},
};
for (const [remote, exposes] of Object.entries(remotes))
  for (const module of Object.keys(exposes)) {
    const key = chunkName(remote, module);
    chunks.modules[`${remote}/${module}`] = names(info.namedChunkGroups?.[key]?.assets);
  }
writeFileSync(path.join(dist, 'peer-chunks.json'), JSON.stringify(chunks, null, 2));

// 4. Precompressed copies, as the site's publish step writes them (brotli 11, gzip 9, files over 1 KB).
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
for (const file of walk(dist)) {
  if (!/\.(js|json|css|svg|map)$/.test(file) || statSync(file).size <= 1024) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
console.log(`built bench/peer in ${Date.now() - started} ms: ${chunks.initial.length} scripts in the HTML`);
