import type { Composition } from './composition';
import { BannerCarousel } from '../sections/BannerCarousel';
import { BiggestWin } from '../sections/BiggestWin';
import { CategoryTiles } from '../sections/CategoryTiles';
import { DownloadBar } from '../sections/DownloadBar';
import { HotGamesSection } from '../sections/HotGamesSection';
import { Leaderboard } from '../sections/Leaderboard';
import { LiveTables } from '../sections/LiveTables';
import { PromotionsStrip } from '../sections/PromotionsStrip';
import { ProvidersStrip } from '../sections/ProvidersStrip';

/** template7's home page. */
const home: Composition = {
  main: (t) => [
    <BannerCarousel look="framed" height={300} />,
    <LiveTables look="grid" limit={3} />,
    <CategoryTiles look="cards" lead="casino" title={t('lobby')} />,
    <HotGamesSection />,
    <ProvidersStrip look="chips" />,
  ],
  aside: () => [
    <BiggestWin look="compact" />,
    <Leaderboard look="compact" />,
    <PromotionsStrip look="mini" limit={3} />,
    <DownloadBar look="card" />,
  ],
  asideWidth: '320px',
};

export default home;
