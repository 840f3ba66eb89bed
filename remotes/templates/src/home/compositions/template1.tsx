import type { Composition } from './composition';
import { BannerCarousel } from '../sections/BannerCarousel';
import { CategoryTiles } from '../sections/CategoryTiles';
import { DownloadBar } from '../sections/DownloadBar';
import { HotGamesSection } from '../sections/HotGamesSection';
import { LiveTables } from '../sections/LiveTables';
import { PromotionsStrip } from '../sections/PromotionsStrip';
import { ProvidersStrip } from '../sections/ProvidersStrip';
import { WinnersTicker } from '../sections/WinnersTicker';

/** template1's home page. */
const home: Composition = {
  main: () => [
    <BannerCarousel look="wide" height={380} />,
    <WinnersTicker />,
    <LiveTables look="grid" />,
    <CategoryTiles look="icons" lead="casino" />,
    <HotGamesSection />,
    <ProvidersStrip look="marquee" />,
    <PromotionsStrip look="cards" limit={3} />,
    <DownloadBar />,
  ],
};

export default home;
