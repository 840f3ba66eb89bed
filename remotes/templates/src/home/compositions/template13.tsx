import type { Composition } from './composition';
import { DownloadBar } from '../sections/DownloadBar';
import { HotGamesSection } from '../sections/HotGamesSection';
import { NewsList } from '../sections/NewsList';
import { PromotionsStrip } from '../sections/PromotionsStrip';
import { ProvidersStrip } from '../sections/ProvidersStrip';

/** template13's home page. */
const home: Composition = {
  main: () => [
    <PromotionsStrip look="bento" limit={5} heading="center" />,
    <HotGamesSection look="panel" />,
    <ProvidersStrip look="chips" heading="center" />,
    <NewsList heading="center" />,
    <DownloadBar look="card" />,
  ],
};

export default home;
