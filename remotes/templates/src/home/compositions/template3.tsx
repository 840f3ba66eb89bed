import type { Composition } from './composition';
import { BannerCarousel } from '../sections/BannerCarousel';
import { DownloadBar } from '../sections/DownloadBar';
import { HotGamesSection } from '../sections/HotGamesSection';
import { LiveTables } from '../sections/LiveTables';
import { NewsList } from '../sections/NewsList';
import { StatsBar } from '../sections/StatsBar';

/** template3's home page. */
const home: Composition = {
  main: () => [
    <BannerCarousel look="rounded" height={320} />,
    <StatsBar look="tiles" />,
    <LiveTables look="feature" heading="plain" />,
    <HotGamesSection look="panel" />,
    <NewsList heading="plain" />,
    <DownloadBar look="card" />,
  ],
};

export default home;
