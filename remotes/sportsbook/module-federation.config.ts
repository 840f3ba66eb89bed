import { remoteFederation } from '@site/shared/build/remote';

/** Everything the sportsbook remote exposes, in one place. */
export const exposes = {
  './BetSelection': './src/features/selection/BetSelection.tsx',
  './SportsPage': './src/features/sports/SportsPage.tsx',
  './BetHistoryPage': './src/features/history/BetHistoryPage.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
