import { remoteFederation } from '@site/shared/build/remote';

/** Everything the games remote exposes, in one place. */
export const exposes = {
  './HotGames': './src/features/hot/HotGames.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
