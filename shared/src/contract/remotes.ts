/** What the startup answer says about one enabled remote of a site. */
export interface RemoteRoute {
  /** A route of SPEC §2, e.g. `/deposit`. `/` is the home page. */
  path: string;
  /** The exposed module that renders the page, e.g. `./DepositPage`. */
  module: string;
  /** Whether the route needs a signed-in player. */
  auth: boolean;
  /** Optional layout name (default, minigame, template1..15); else the site template's layout. */
  layout?: string;
  /** Optional guard name; only `guest` exists (SPEC §2). */
  guard?: 'guest';
}

export interface RemoteDescriptor {
  name: RemoteName;
  version: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Semver range of CONTRACT_VERSION the remote was built for. */
  contract: string;
  routes: RemoteRoute[];
  /** Modules the remote exposes for use in slots (header balance, layouts…). */
  exposes: string[];
}

export const REMOTE_NAMES = ['account', 'wallet', 'games', 'sportsbook', 'templates'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The full route list of SPEC §2. A route is live only when an enabled remote serves it. */
export const SITE_ROUTES = [
  '/',
  '/about',
  '/account',
  '/add-bank',
  '/arcade',
  '/bank-details',
  '/banking',
  '/bet-history',
  '/bingo',
  '/casino',
  '/change-password',
  '/contact-us',
  '/crash',
  '/deposit',
  '/download',
  '/edit-profile',
  '/faqs',
  '/fishing',
  '/forgot-password',
  '/hash-game',
  '/horse-racing',
  '/hot',
  '/inbox',
  '/leaderboard',
  '/login',
  '/lottery',
  '/minigame',
  '/mission',
  '/news',
  '/playnow',
  '/poker',
  '/preloader',
  '/privacy-policy',
  '/profile',
  '/promotions',
  '/referral',
  '/register',
  '/responsible-gaming',
  '/review',
  '/sabong',
  '/security',
  '/slots',
  '/spin',
  '/sports',
  '/statement',
  '/term-condition',
  '/transaction-history',
  '/vip',
  '/withdrawal',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Routes the host shell serves itself, whatever remotes are enabled. */
export const SHELL_ROUTES = ['/preloader'] as const;

/** Every path a set of remotes serves, plus the shell's own routes. */
export function servedPaths(remotes: Pick<RemoteDescriptor, 'routes'>[]): Set<string> {
  return new Set<string>([...SHELL_ROUTES, ...remotes.flatMap((r) => r.routes.map((x) => x.path))]);
}
