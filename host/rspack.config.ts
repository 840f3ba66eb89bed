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

export default config;
