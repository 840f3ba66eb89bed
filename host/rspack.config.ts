import { createRequire } from 'node:module';
import path from 'node:path';
import { appConfig } from '@site/shared/build';
import mf from './module-federation.config.ts';
import { buildManifest } from './build-manifest.ts';

const config = appConfig({
  dir: import.meta.dirname,
  mf,
  html: { template: path.join(import.meta.dirname, 'src/index.html') },
  publicPath: '/',
});
const manifest = buildManifest();
config.plugins = [...(config.plugins ?? []), manifest.define, manifest.emit];

// The shell's first scripts (issue 16.5): the libraries (the eager shared singletons and the federation runtime)
// in one file that changes only when a dependency does, the host's own code in another; both named in the HTML,
// so they download side by side as soon as the page's head is read. docs/performance.md "The shell in two files".
config.optimization = {
  ...config.optimization,
  splitChunks: {
    chunks: 'async',
    cacheGroups: {
      vendors: { test: /[\\/]node_modules[\\/]/, chunks: 'initial', name: 'vendors', enforce: true },
    },
  },
};

/**
 * The federation runtime from its ES module builds (issue 16.2). MF's Rspack plugin embeds the runtime by the
 * absolute path of each package's CommonJS build (`dist/index.cjs`), and a CommonJS module is kept whole; the same
 * sources as ES modules let Rspack drop what the host never calls. Every `@module-federation/*` package the host's
 * runtime is made of is aliased, by name and by that path, so no module is bundled twice (one copy of each, as the
 * remotes' globals require: shared/build/remote.ts). `main.js` 54.7 → 52.5 KB brotli; docs/performance.md.
 */
function federationEsm(): Record<string, string> {
  const req = createRequire(import.meta.url);
  const aliases: Record<string, string> = {};
  const esm = (name: string, cjs: string, ext = '.js') => {
    aliases[`${name}$`] = aliases[`${cjs}$`] = cjs.replace(/\.cjs$/, ext);
  };
  for (const pkg of ['runtime-core', 'runtime', 'runtime-tools', 'sdk', 'webpack-bundler-runtime']) {
    esm(`@module-federation/${pkg}`, req.resolve(`@module-federation/${pkg}`));
  }
  esm('@module-federation/error-codes', req.resolve('@module-federation/error-codes'), '.mjs');
  // the host hands remotes its container entry's initialiser (src/app/federation/bundler-runtime.ts)
  const entry = '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
  esm(entry, req.resolve(entry));
  return aliases;
}
config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...federationEsm() } };

export default config;
