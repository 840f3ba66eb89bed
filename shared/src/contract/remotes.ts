import type * as z from 'zod/mini';
import type { remoteDescriptor, remoteRoute } from './schemas/site';

/** What the startup answer says about one route of an enabled remote (schema: contract/schemas/site.ts). */
export type RemoteRoute = z.output<typeof remoteRoute>;
/** One enabled remote of a site, as the startup answer describes it. */
export type RemoteDescriptor = z.output<typeof remoteDescriptor>;

/**
 * Remotes are data: any folder `remotes/<name>/` with a package.json `@site/<name>` and a `site` block is a
 * remote, and the registry accepts any name of this shape. Lower-case letters and digits only, because the
 * name is also the remote's Module Federation name (`loadRemote('<name>/Module')`).
 */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9]{1,39}$/;
/** Names of the platform's other packages, which can never be remotes. */
export const RESERVED_APP_NAMES = ['host', 'shared', 'infra', 'e2e', 'bench', 'scripts', 'root'] as const;

export function isRemoteName(name: string): boolean {
  return REMOTE_NAME_PATTERN.test(name) && !(RESERVED_APP_NAMES as readonly string[]).includes(name);
}

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
/** The UI kit gallery: a host route on development servers only (startup `dev_tools`), never in production. */
export const GALLERY_PATH = '/__gallery';

/** Every path a set of remotes serves, plus the shell's own routes. */
export function servedPaths(remotes: Pick<RemoteDescriptor, 'routes'>[]): Set<string> {
  return new Set<string>([...SHELL_ROUTES, ...remotes.flatMap((r) => r.routes.map((x) => x.path))]);
}
