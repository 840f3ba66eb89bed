import { remoteFederation } from '@site/shared/build/remote';

/** Everything the templates remote exposes, in one place. */
export const exposes = {
  './Layout': './src/layouts/Layout.tsx',
  './HomePage': './src/home/HomePage.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
