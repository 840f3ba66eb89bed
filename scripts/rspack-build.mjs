// Builds the app in the current folder from its rspack.config.ts.
// The TypeScript config is bundled with esbuild first (our own .ts files only; packages stay external) and
// then run by plain Node, so the federation plugin's runtime code is never passed through a TS loader
// (tsx's keepNames would leak `__name(...)` calls into the browser bundle).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.cwd();
const out = path.join(dir, 'node_modules/.cache/rspack.config.mjs');
await build({
  entryPoints: [path.join(dir, 'rspack.config.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
  plugins: [
    {
      name: 'externals-and-dirname',
      setup(b) {
        // Bare imports stay external, except the workspace's own TypeScript packages (@site/*).
        b.onResolve({ filter: /^[^./]/ }, (a) =>
          a.path.startsWith('@site/') ? undefined : { external: true },
        );
        b.onLoad({ filter: /\.ts$/ }, async (a) => {
          const { readFile } = await import('node:fs/promises');
          const src = await readFile(a.path, 'utf8');
          return {
            contents: src.replaceAll('import.meta.dirname', JSON.stringify(path.dirname(a.path))),
            loader: 'ts',
          };
        });
      },
    },
  ],
});
const { rspack } = await import('@rspack/core');
const { default: config } = await import(pathToFileURL(out).href);
const started = Date.now();
await new Promise((resolve, reject) => {
  rspack(config).run((err, stats) => {
    if (err) return reject(err);
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    for (const w of info.warnings ?? []) if (!/publicPath='auto'/.test(w.message)) console.warn(w.message);
    if (stats.hasErrors()) {
      for (const e of info.errors ?? []) console.error(e.message);
      return reject(new Error(`build of ${path.basename(dir)} failed`));
    }
    resolve();
  });
});
rmSync(out, { force: true });
console.log(
  `built ${path.relative(path.resolve(import.meta.dirname, '..'), dir)} in ${Date.now() - started} ms`,
);
