/** Business constants of SPEC §9. */
export const MANIFEST_POLL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'nuxt:reload';
export const MAX_PRELOADS = 4;
export const LOGIN_MODAL_DELAY_MS = 1000;
export const TOAST_ERROR_MS = 3000;
export const TOAST_SESSION_MS = 10_000;
export const ANIMATION = '250ms ease-in-out';
export const TITLE_SEPARATOR = '|';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const IMAGE_RESIZE_DEBOUNCE_MS = 500;
export const IMAGE_PLACEHOLDER_SIZE = 32;
export const FORCE_LOGOUT_KEY = 'site:force-logout';
export const USER_STORAGE_KEY = 'site:user';
export const APPSFLYER_KEY = 'appsflyer_id';

export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
  template2Custom: 1200,
  template3Custom: 1200,
  template4Custom: 999,
  template6Custom: 999,
  template8Custom: 999,
  template9Custom: 999,
  template10Custom: 1200,
  template11Custom: 768,
  template12Custom: 769,
  template13Custom: 769,
  template14Custom: 769,
} as const;

/** The breakpoint a template switches its desktop layout at: its custom one, else `desktop` (SPEC §9 fallback). */
export function templateBreakpoint(template: string): number {
  const key = `${template}Custom` as keyof typeof BREAKPOINTS;
  return BREAKPOINTS[key] ?? BREAKPOINTS.desktop;
}

/** Game-category code → route slug (SPEC §9). */
export const CATEGORY_SLUGS: Record<string, string> = {
  slot_game: 'slots',
  casino: 'livecasino',
  hash_game: 'hashgame',
  sportsbook: 'sportsbook',
  fishing: 'fish',
  poker: 'table',
  sabong: 'sabong',
  lottery: 'lottery',
  horse_racing: 'horseracing',
  bingo: 'bingo',
  arcade: 'arcade',
  crash: 'crash',
  hot: '',
};

/** Provider slug → provider codes (SPEC §9 example: pragmatic → PPLAY, PPLAYLIVE). */
export const PROVIDER_SLUGS: Record<string, string[]> = {
  pragmatic: ['PPLAY', 'PPLAYLIVE'],
  evoplay: ['EVOPLAY'],
  jili: ['JILI'],
  pgsoft: ['PGSOFT'],
  evolution: ['EVO'],
  sexy: ['SEXY'],
  spadegaming: ['SG'],
  cq9: ['CQ9'],
  sbo: ['SBO'],
  ka: ['KA'],
};
export const POPUP_PROVIDERS = ['EVOPLAY'];

/** Bet types handled (SPEC §9). */
export const BET_TYPES = [
  'PARLAY',
  'HDP',
  'HDPH',
  'OU',
  'OUH',
  'OE',
  'OEH',
  'ML',
  'MLH',
  '1X2',
  '1X2H',
  '1X2HDP',
  '1X2HDPH',
  'CS',
  'CSH',
  'TG',
  'TGH',
  'OR',
  'BS',
  'HTFT',
  'HTFTH',
  'FGLG',
  'FGLGH',
  'CL',
  'HNB',
  'ANB',
  'DNB',
  'TWTN',
  'DC',
  'DCH',
] as const;

/** Cookie client domain (SPEC §9): the last two parts of the host name. `localhost` stays as it is. */
export function clientDomain(hostname: string): string {
  const parts = hostname.split('.').filter(Boolean);
  return parts.slice(-2).join('.');
}
