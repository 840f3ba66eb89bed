import type { Composition } from './composition';
import { BannerCarousel } from '../sections/BannerCarousel';
import { BiggestWin } from '../sections/BiggestWin';
import { CategoryTiles } from '../sections/CategoryTiles';
import { HotGamesSection } from '../sections/HotGamesSection';
import { ProvidersStrip } from '../sections/ProvidersStrip';
import { WinnersTicker } from '../sections/WinnersTicker';

/** template9's home page. */
const home: Composition = {
  main: (t) => [
    <ProvidersStrip look="marquee" heading="tag" />,
    <BannerCarousel look="framed" height={280} />,
    <HotGamesSection title={t('hotSlots')} gameType="SLOTS" />,
    <BiggestWin look="panel" />,
    <CategoryTiles look="cards" lead="slot_game" heading="tag" />,
    <WinnersTicker />,
  ],
};

export default home;
