import type { Composition } from './composition';
import { BannerCarousel } from '../sections/BannerCarousel';
import { BiggestWin } from '../sections/BiggestWin';
import { CategoryTiles } from '../sections/CategoryTiles';
import { DownloadBar } from '../sections/DownloadBar';
import { HotGamesSection } from '../sections/HotGamesSection';
import { Leaderboard } from '../sections/Leaderboard';

/** template12's home page. */
const home: Composition = {
  main: () => [
    <BannerCarousel look="wide" height={340} />,
    <CategoryTiles look="cards" lead="slot_game" limit={6} heading="center" />,
    <BiggestWin look="panel" />,
    <HotGamesSection look="outline" />,
    <Leaderboard look="table" heading="center" />,
    <DownloadBar />,
  ],
};

export default home;
