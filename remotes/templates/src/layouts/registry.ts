import type { ComponentType } from 'react';
import type { LayoutProps } from '@site/shared';
import { DefaultLayout } from './default/DefaultLayout';
import { MinigameLayout } from './default/MinigameLayout';
import { RoyalLayout } from './casino/RoyalLayout';
import { PalaceLayout } from './casino/PalaceLayout';
import { LoungeLayout } from './casino/LoungeLayout';
import { ImperialLayout } from './casino/ImperialLayout';
import { NoirLayout } from './casino/NoirLayout';
import { NeonLayout } from './casino/NeonLayout';
import { DynastyLayout } from './casino/DynastyLayout';
import { CandyLayout } from './slot/CandyLayout';
import { GalaxyLayout } from './slot/GalaxyLayout';
import { JungleLayout } from './slot/JungleLayout';
import { CyberLayout } from './slot/CyberLayout';
import { PharaohLayout } from './slot/PharaohLayout';
import { KoiLayout } from './slot/KoiLayout';
import { PixelLayout } from './slot/PixelLayout';
import { KickoffLayout } from './sportsbook/KickoffLayout';

/** Layout name (default, minigame, template1..template15) → its component. */
export const LAYOUTS: Record<string, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  minigame: MinigameLayout,
  template1: RoyalLayout,
  template2: PalaceLayout,
  template3: LoungeLayout,
  template4: ImperialLayout,
  template5: NoirLayout,
  template6: NeonLayout,
  template7: DynastyLayout,
  template8: CandyLayout,
  template9: GalaxyLayout,
  template10: JungleLayout,
  template11: CyberLayout,
  template12: PharaohLayout,
  template13: KoiLayout,
  template14: PixelLayout,
  template15: KickoffLayout,
};
