import type { Composition } from './composition';
import { BrandHero } from '../sections/BrandHero';
import { CategoryTiles } from '../sections/CategoryTiles';
import { DownloadBar } from '../sections/DownloadBar';
import { HotGamesSection } from '../sections/HotGamesSection';
import { Leaderboard } from '../sections/Leaderboard';
import { PromotionsStrip } from '../sections/PromotionsStrip';
import { BetSlip, SportsTiles } from '../sections/Sports';

/** template15's home page. */
const home: Composition = {
  hasHeading: true,
  main: (t) => [
    <BrandHero look="sports" />,
    <SportsTiles />,
    <PromotionsStrip look="cards" limit={3} />,
    <CategoryTiles look="icons" lead="casino" limit={6} title={t('casinoCorner')} />,
    <HotGamesSection look="panel" title={t('topPicks')} />,
  ],
  aside: () => [<BetSlip />, <Leaderboard look="compact" />, <DownloadBar look="card" />],
  asideWidth: '300px',
};

export default home;
