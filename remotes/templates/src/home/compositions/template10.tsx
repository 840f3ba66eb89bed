import type { Composition } from './composition';
import { BiggestWin } from '../sections/BiggestWin';
import { HotGamesSection } from '../sections/HotGamesSection';
import { Leaderboard } from '../sections/Leaderboard';
import { PromotionsStrip } from '../sections/PromotionsStrip';
import { ProvidersStrip } from '../sections/ProvidersStrip';
import { WinnersTicker } from '../sections/WinnersTicker';

/** template10's home page. */
const home: Composition = {
  main: () => [
    <BiggestWin look="hero" />,
    <HotGamesSection look="band" />,
    <ProvidersStrip look="grid" />,
    <Leaderboard look="table" />,
    <WinnersTicker />,
    <PromotionsStrip look="cards" limit={3} />,
  ],
};

export default home;
