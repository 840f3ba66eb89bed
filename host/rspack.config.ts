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

export default config;
