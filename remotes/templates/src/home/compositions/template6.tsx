import type { Composition } from './composition';
import { BannerCarousel } from '../sections/BannerCarousel';
import { DownloadBar } from '../sections/DownloadBar';
import { HotGamesSection } from '../sections/HotGamesSection';
import { Leaderboard } from '../sections/Leaderboard';
import { LiveTables } from '../sections/LiveTables';
import { WinnersTicker } from '../sections/WinnersTicker';

/** template6's home page. */
const home: Composition = {
  main: () => [
    <WinnersTicker look="neon" />,
    <BannerCarousel look="rounded" height={340} />,
    <LiveTables look="rail" heading="tag" />,
    <Leaderboard look="podium" heading="tag" />,
    <HotGamesSection look="band" />,
    <DownloadBar />,
  ],
};

export default home;
