import path from 'node:path';
import { appConfig } from '@site/shared/build';
import mf from './module-federation.config.ts';

export default appConfig({
  dir: import.meta.dirname,
  mf,
  html: { template: path.join(import.meta.dirname, 'src/index.html') },
  publicPath: '/',
});
