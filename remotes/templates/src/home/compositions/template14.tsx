import type { Composition } from './composition';
import { BiggestWin } from '../sections/BiggestWin';
import { BrandHero } from '../sections/BrandHero';
import { CategoryTiles } from '../sections/CategoryTiles';
import { HotGamesSection } from '../sections/HotGamesSection';
import { Leaderboard } from '../sections/Leaderboard';
import { ProvidersStrip } from '../sections/ProvidersStrip';

/** template14's home page. */
const home: Composition = {
  hasHeading: true,
  main: () => [
    <BrandHero look="arcade" />,
    <CategoryTiles look="pixel" lead="arcade" />,
    <HotGamesSection look="outline" />,
    <ProvidersStrip look="grid" />,
  ],
  aside: () => [<Leaderboard look="scores" />, <BiggestWin look="compact" />],
  asideWidth: '340px',
};

export default home;
