import type { Composition } from './composition';
import { BiggestWin } from '../sections/BiggestWin';
import { BrandHero } from '../sections/BrandHero';
import { CategoryTiles } from '../sections/CategoryTiles';
import { HotGamesSection } from '../sections/HotGamesSection';
import { Leaderboard } from '../sections/Leaderboard';
import { LiveTables } from '../sections/LiveTables';
import { PromotionsStrip } from '../sections/PromotionsStrip';

/** template2's home page. */
const home: Composition = {
  hasHeading: true,
  main: (t) => [
    <BrandHero look="split" aside={<BiggestWin look="panel" />} />,
    <CategoryTiles look="cards" lead="casino" limit={6} title={t('lobby')} heading="center" />,
    <LiveTables look="rail" heading="center" />,
    <Leaderboard look="table" heading="center" />,
    <HotGamesSection look="outline" />,
    <PromotionsStrip look="rows" limit={3} heading="center" />,
  ],
};

export default home;
