import type { Composition } from './composition';
import { BrandHero } from '../sections/BrandHero';
import { LiveTables } from '../sections/LiveTables';
import { NewsList } from '../sections/NewsList';
import { PromotionsStrip } from '../sections/PromotionsStrip';
import { ProvidersStrip } from '../sections/ProvidersStrip';

/** template5's home page. */
const home: Composition = {
  hasHeading: true,
  main: () => [
    <BrandHero look="editorial" />,
    <LiveTables look="feature" limit={3} heading="plain" />,
    <PromotionsStrip look="rows" limit={3} heading="plain" />,
    <ProvidersStrip look="grid" heading="plain" />,
    <NewsList heading="plain" />,
  ],
};

export default home;
