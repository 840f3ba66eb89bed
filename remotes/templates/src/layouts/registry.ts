import type { ComponentType } from 'react';
import type { LayoutProps } from '@site/shared';
import { layoutParts } from '../lib/layout-parts';

/**
 * Layout name (default, minigame, template1..template15) → its component, each in its own file
 * (`Layout--<name>`): a site downloads its own layout only. An unknown name gets the default layout.
 */
export const LAYOUTS = layoutParts<ComponentType<LayoutProps>>(
  {
    default: () =>
      import(/* webpackChunkName: "Layout--default" */ './default/DefaultLayout').then(
        (m) => m.DefaultLayout,
      ),
    minigame: () =>
      import(/* webpackChunkName: "Layout--minigame" */ './default/MinigameLayout').then(
        (m) => m.MinigameLayout,
      ),
    template1: () =>
      import(/* webpackChunkName: "Layout--template1" */ './casino/RoyalLayout').then((m) => m.RoyalLayout),
    template2: () =>
      import(/* webpackChunkName: "Layout--template2" */ './casino/PalaceLayout').then((m) => m.PalaceLayout),
    template3: () =>
      import(/* webpackChunkName: "Layout--template3" */ './casino/LoungeLayout').then((m) => m.LoungeLayout),
    template4: () =>
      import(/* webpackChunkName: "Layout--template4" */ './casino/ImperialLayout').then(
        (m) => m.ImperialLayout,
      ),
    template5: () =>
      import(/* webpackChunkName: "Layout--template5" */ './casino/NoirLayout').then((m) => m.NoirLayout),
    template6: () =>
      import(/* webpackChunkName: "Layout--template6" */ './casino/NeonLayout').then((m) => m.NeonLayout),
    template7: () =>
      import(/* webpackChunkName: "Layout--template7" */ './casino/DynastyLayout').then(
        (m) => m.DynastyLayout,
      ),
    template8: () =>
      import(/* webpackChunkName: "Layout--template8" */ './slot/CandyLayout').then((m) => m.CandyLayout),
    template9: () =>
      import(/* webpackChunkName: "Layout--template9" */ './slot/GalaxyLayout').then((m) => m.GalaxyLayout),
    template10: () =>
      import(/* webpackChunkName: "Layout--template10" */ './slot/JungleLayout').then((m) => m.JungleLayout),
    template11: () =>
      import(/* webpackChunkName: "Layout--template11" */ './slot/CyberLayout').then((m) => m.CyberLayout),
    template12: () =>
      import(/* webpackChunkName: "Layout--template12" */ './slot/PharaohLayout').then(
        (m) => m.PharaohLayout,
      ),
    template13: () =>
      import(/* webpackChunkName: "Layout--template13" */ './slot/KoiLayout').then((m) => m.KoiLayout),
    template14: () =>
      import(/* webpackChunkName: "Layout--template14" */ './slot/PixelLayout').then((m) => m.PixelLayout),
    template15: () =>
      import(/* webpackChunkName: "Layout--template15" */ './sportsbook/KickoffLayout').then(
        (m) => m.KickoffLayout,
      ),
  },
  'default',
);
