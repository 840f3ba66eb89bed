import { remoteConfig } from '@site/shared/build/remote';
import mf from './module-federation.config.ts';

const config = remoteConfig(import.meta.dirname, mf);

/**
 * The login form stays in each login expose's own chunk (issue 16: requests before the first render). The default
 * cache group would move the modules `./LoginPage` and `./LoginForm` share into a chunk of their own, so `/login`
 * needed its expose's chunk, the form's and the kit's: 15 requests before its render, the goal's limit. Left out
 * of that group, the form is built into both expose chunks (about 3 KB brotli twice); a page loads one of them.
 */
const LOGIN = /[\\/]src[\\/]features[\\/]login[\\/]/;
config.optimization = {
  ...config.optimization,
  splitChunks: {
    cacheGroups: {
      default: {
        minChunks: 2,
        priority: -20,
        reuseExistingChunk: true,
        test: (module) => !LOGIN.test(module.nameForCondition() ?? ''),
      },
    },
  },
};

export default config;
