import { remoteConfig } from '@site/shared/build/remote';
import mf from './module-federation.config.ts';

const config = remoteConfig(import.meta.dirname, mf);

/** The exposed modules a home page loads together: the layout (every page) and the home. */
const HOME_FIRST = new Set(['__federation_expose_Layout', '__federation_expose_HomePage']);

const splitChunks = config.optimization?.splitChunks || {};
config.optimization = {
  ...config.optimization,
  splitChunks: {
    ...splitChunks,
    cacheGroups: {
      // What the layout and the home both use (the messages, the skins, the icons, the menu's links) in one file
      // both load, so a home page downloads it once. Below Rspack's 20 KB threshold it would be copied into both.
      layoutAndHome: {
        chunks: (chunk) => HOME_FIRST.has(chunk.name ?? ''),
        minChunks: 2,
        minSize: 0,
        priority: 5,
        reuseExistingChunk: true,
      },
    },
  },
};

export default config;
