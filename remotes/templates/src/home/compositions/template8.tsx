import type { Composition } from './composition';
import { BannerCarousel } from '../sections/BannerCarousel';
import { CategoryTiles } from '../sections/CategoryTiles';
import { DownloadBar } from '../sections/DownloadBar';
import { HotGamesSection } from '../sections/HotGamesSection';
import { PromotionsStrip } from '../sections/PromotionsStrip';
import { ProvidersStrip } from '../sections/ProvidersStrip';
import { StatsBar } from '../sections/StatsBar';

/** template8's home page. */
const home: Composition = {
  main: (t) => [
    <BannerCarousel look="rounded" height={340} />,
    <CategoryTiles look="pills" lead="slot_game" />,
    <HotGamesSection look="panel" title={t('hotSlots')} gameType="SLOTS" />,
    <ProvidersStrip look="chips" />,
    <PromotionsStrip look="cards" limit={3} />,
    <StatsBar look="tiles" />,
    <DownloadBar />,
  ],
};

export default home;
