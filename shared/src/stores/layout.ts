import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import type { Envelope } from '../api/envelope';
import type {
  Compliance,
  Maintenance,
  MenuItem,
  ProviderCount,
  Site,
  SocialAccount,
  StartupValue,
} from '../api/types';
import { servedPaths, type RemoteDescriptor } from '../contract/remotes';
import { templateOf, validateTheme } from '../theme/catalogue';

export interface SiteMenus {
  menu: MenuItem[];
  game_menu: MenuItem[];
}

/** Stable empty values, so selectors never build a new array or object (zustand compares by identity). */
export const NO_MENUS: SiteMenus = Object.freeze({ menu: [], game_menu: [] }) as SiteMenus;

/** Layout store (SPEC §3). */
export interface LayoutState {
  message: string;
  template: string;
  maintenance: Maintenance;
  language: string;
  /** The site's menus; empty (one constant object) until startup fills them, never null. */
  content: SiteMenus;
  accountList: SocialAccount[];
  site: Site | null;
  cms: Record<string, unknown>;
  cms_status: Record<string, boolean>;
  provider_count: ProviderCount[];
  aff_domain: string;
  show_preloader: boolean;
  hasHotGames: boolean;
  show_bf_ann_modal: boolean;
  show_app_download: boolean;
  show_download_bar: boolean;
  live_chat: { chat_id: string; image_id: string };
  live_chat_script: string;
  remotes: RemoteDescriptor[];
  /** The site's compliance settings (startup's `compliance`, docs/responsible-gaming.md); null until startup. */
  compliance: Compliance | null;
  /** startup finished (successfully or not) */
  ready: boolean;
  applyStartup(answer: Envelope<Partial<StartupValue> | null>): void;
  setLanguage(language: string): void;
  /** Hides the download bar for the rest of the tab's session. */
  dismissDownloadBar(): void;
  /**
   * After the host checked each remote's contract: from here on the store lists only the remotes the host
   * accepted (so `useRouteServed` is exact) and the menus without items no accepted remote serves.
   */
  acceptRemotes(remotes: RemoteDescriptor[], menus: SiteMenus): void;
  /** A call answered `siteMaintenance` (the site closed while a player was on it): only the maintenance layout. */
  enterMaintenance(window: { start_date?: string | null; end_date?: string | null }): void;
  reset(message?: string): void;
}

/** Remembered for the tab's session once a player closes the download bar. */
export const DOWNLOAD_BAR_DISMISSED_KEY = 'site:download-bar-dismissed';

/**
 * App-download flags: the app download entry shows when the site has an Android or iOS app; the download bar
 * shows too, unless the player has closed it in this session.
 */
export function appDownloadFlags(
  site: Pick<Site, 'android_sub' | 'ios_sub'> | null | undefined,
  barDismissed: boolean,
): { show_app_download: boolean; show_download_bar: boolean } {
  const hasApp = Boolean(site?.android_sub || site?.ios_sub);
  return { show_app_download: hasApp, show_download_bar: hasApp && !barDismissed };
}

function barDismissed(): boolean {
  try {
    return (
      typeof sessionStorage !== 'undefined' && sessionStorage.getItem(DOWNLOAD_BAR_DISMISSED_KEY) === '1'
    );
  } catch {
    return false;
  }
}

const noMaintenance: Maintenance = { is_maintenance: false, start_date: null, end_date: null };

const initial = {
  message: '',
  template: '',
  maintenance: noMaintenance,
  language: 'EN',
  content: NO_MENUS,
  accountList: [],
  site: null,
  cms: {},
  cms_status: {},
  provider_count: [],
  aff_domain: '',
  show_preloader: true,
  hasHotGames: false,
  show_bf_ann_modal: false,
  show_app_download: false,
  show_download_bar: false,
  live_chat: { chat_id: '', image_id: '' },
  live_chat_script: '',
  remotes: [],
  compliance: null,
  ready: false,
} satisfies Partial<LayoutState>;

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  ...initial,
  applyStartup(answer) {
    const v = answer.value ?? {};
    if (answer.statusCode !== 1) {
      get().reset(answer.statusMessage || 'unknownError');
      return;
    }
    if (v.maintenance?.is_maintenance) {
      set({
        ...initial,
        language: get().language,
        maintenance: v.maintenance,
        site: v.site ?? null,
        show_preloader: false,
        ready: true,
      });
      return;
    }
    const theme = validateTheme(v.site?.theme_code, v.site?.theme_color);
    if (!theme.ok) {
      get().reset(theme.message);
      return;
    }
    set({
      message: '',
      maintenance: noMaintenance,
      content: { menu: v.menu ?? [], game_menu: v.game_menu ?? [] },
      site: v.site ?? null,
      template: templateOf(theme.code),
      provider_count: v.provider_count ?? [],
      hasHotGames: Boolean(v.hot_games),
      aff_domain: v.aff_domain ?? '',
      live_chat: v.live_chat ?? { chat_id: '', image_id: '' },
      live_chat_script: v.live_chat_script ?? '',
      remotes: v.remotes ?? [],
      compliance: v.compliance ?? null,
      ...appDownloadFlags(v.site, barDismissed()),
      show_preloader: false,
      ready: true,
    });
  },
  setLanguage: (language) => set({ language }),
  dismissDownloadBar() {
    try {
      sessionStorage.setItem(DOWNLOAD_BAR_DISMISSED_KEY, '1');
    } catch {
      /* storage unavailable: hidden for this page only */
    }
    set({ show_download_bar: false });
  },
  acceptRemotes: (remotes, menus) => set({ remotes, content: menus }),
  enterMaintenance: (w) =>
    set({
      maintenance: { is_maintenance: true, start_date: w.start_date ?? null, end_date: w.end_date ?? null },
    }),
  reset: (message = '') =>
    set({ ...initial, language: get().language, message, show_preloader: false, ready: true }),
}));

/**
 * Whether a path is a live route of this site (an accepted remote or the shell serves it). Layouts and pages
 * use it to hide links to pages that do not exist on this site, e.g. when an operator disabled a remote.
 */
export function useRouteServed(): (path: string) => boolean {
  const remotes = useLayoutStore((s) => s.remotes);
  const served = useMemo(() => servedPaths(remotes), [remotes]);
  return useCallback(
    (path: string) => /^https?:/.test(path) || served.has(path.split(/[?#]/)[0] ?? path),
    [served],
  );
}
