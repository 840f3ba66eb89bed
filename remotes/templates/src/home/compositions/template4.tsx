import type { Composition } from './composition';
import { BannerCarousel } from '../sections/BannerCarousel';
import { CategoryTiles } from '../sections/CategoryTiles';
import { Leaderboard } from '../sections/Leaderboard';
import { LiveTables } from '../sections/LiveTables';
import { ProvidersStrip } from '../sections/ProvidersStrip';
import { WinnersTicker } from '../sections/WinnersTicker';

/** template4's home page. */
const home: Composition = {
  main: (t) => [
    <WinnersTicker look="slim" />,
    <CategoryTiles look="lobby" lead="casino" title={t('lobby')} heading="underline" />,
    <BannerCarousel look="framed" height={300} />,
    <LiveTables look="grid" limit={3} heading="underline" />,
    <Leaderboard look="podium" heading="underline" />,
    <ProvidersStrip look="grid" heading="underline" />,
  ],
};

export default home;
