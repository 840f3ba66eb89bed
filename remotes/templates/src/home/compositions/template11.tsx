import type { Composition } from './composition';
import { Columns } from '../Columns';
import { BrandHero } from '../sections/BrandHero';
import { HotGamesSection } from '../sections/HotGamesSection';
import { PromotionsStrip } from '../sections/PromotionsStrip';
import { ProvidersStrip } from '../sections/ProvidersStrip';
import { StatsBar } from '../sections/StatsBar';
import { WinnersTicker } from '../sections/WinnersTicker';

/** template11's home page. */
const home: Composition = {
  hasHeading: true,
  main: (t) => [
    <BrandHero look="split" />,
    <Columns
      left={<ProvidersStrip look="list" heading="tag" />}
      right={<HotGamesSection title={t('hotSlots')} gameType="SLOTS" />}
    />,
    <WinnersTicker look="slim" />,
    <StatsBar look="inline" />,
    <PromotionsStrip look="bento" heading="tag" />,
  ],
};

export default home;
