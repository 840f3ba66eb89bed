import { remoteFederation } from '@site/shared/build/remote';

/** Everything the games remote exposes, in one place. */
export const exposes = {
  './HotGames': './src/features/hot/HotGames.tsx',
  './LobbyPage': './src/features/lobby/LobbyPage.tsx',
  './LobbyPrefetch': './src/features/lobby/LobbyPrefetch.ts',
  './LeaderboardPage': './src/features/leaderboard/LeaderboardPage.tsx',
  './PlayNowPage': './src/features/playnow/PlayNowPage.tsx',
  './MinigamePage': './src/features/minigame/MinigamePage.tsx',
  './SpinPage': './src/features/minigame/SpinPage.tsx',
};

export default remoteFederation(import.meta.dirname, exposes);
