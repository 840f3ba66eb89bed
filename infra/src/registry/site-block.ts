/**
 * What a remote's package.json must say for the registry to publish it: a name of the platform's shape
 * (`@site/<name>`, see REMOTE_NAME_PATTERN), a semver version, and a `site` block with the routes of SPEC §2 it
 * serves; the build adds the contract range (dist/site.json). Any remote that passes is accepted: there is no
 * list of names.
 */
import { z } from 'zod';
import { isRemoteName, SITE_ROUTES } from '@site/shared';

export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/;
const LAYOUTS = ['default', 'minigame', ...Array.from({ length: 15 }, (_, i) => `template${i + 1}`)] as const;

export const remoteName = z
  .string()
  .refine(isRemoteName, 'a remote name is lower-case letters and digits, 2–40 long, not a platform app name');

export const siteRoute = z
  .object({
    path: z.enum(SITE_ROUTES),
    module: z.string().regex(/^\.\/[A-Za-z][\w/-]*$/, 'an exposed module, e.g. ./DepositPage'),
    auth: z.boolean(),
    layout: z.enum(LAYOUTS).optional(),
    guard: z.literal('guest').optional(),
    /** An exposed module that starts the page's first data calls (contract: RoutePrefetch). */
    prefetch: z
      .string()
      .regex(/^\.\/[A-Za-z][\w/-]*$/, 'an exposed module, e.g. ./LobbyPrefetch')
      .optional(),
    /** Modules of other remotes the page draws in its first render, hinted and started with the page's own. */
    embeds: z
      .array(
        z
          .object({
            remote: remoteName,
            module: z.string().regex(/^\.\/[A-Za-z][\w/-]*$/, 'an exposed module, e.g. ./HotGames'),
          })
          .strict(),
      )
      .max(8)
      .optional(),
    /** Public calls of the page's first render whose answers the server may carry in the page (contract). */
    data: z
      .array(
        z
          .object({
            call: z
              .string()
              .regex(/^\/api\/[a-z0-9_]+(\/[a-z0-9_]+)*$/, 'a call path, e.g. /api/content/promotions'),
            // the call's body fields beside the site's reference: short strings, or finite numbers (a page size)
            with: z
              .record(
                z.string().regex(/^[a-z_]{1,40}$/),
                z.union([z.string().max(64), z.number().finite().min(-1e9).max(1e9)]),
              )
              .optional(),
          })
          .strict(),
      )
      .max(8)
      .optional(),
  })
  .strict();

const siteRoutes = z
  .array(siteRoute)
  .max(SITE_ROUTES.length)
  .refine((rs) => new Set(rs.map((r) => r.path)).size === rs.length, 'a path is declared twice');

/** The `site` block of a remote's package.json (its contract range is derived at build time: dist/site.json). */
export const packageSite = z.object({ routes: siteRoutes }).loose();

/** What the registry records of a build (registry.json): the derived contract range and the routes. */
export const siteBlock = z.object({
  /** Semver range of CONTRACT_VERSION, e.g. `^1.2.0`. */
  contract: z.string().regex(/^[\^~]?\d+\.\d+\.\d+$/, 'a contract range such as ^1.0.0'),
  routes: siteRoutes,
});

export const remotePackage = z
  .object({
    name: z
      .string()
      .regex(/^@site\//, 'a remote package is named @site/<name>')
      .transform((n) => n.slice('@site/'.length))
      .pipe(remoteName),
    version: z.string().regex(VERSION_PATTERN, 'a semver version such as 1.2.0'),
    site: packageSite,
  })
  .loose();

export type RemotePackage = z.infer<typeof remotePackage>;

/** Parses a remote's package.json, or throws one readable line naming each problem. */
export function parseRemotePackage(json: unknown, where: string): RemotePackage {
  const r = remotePackage.safeParse(json);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => `${i.path.join('.') || '(package)'}: ${i.message}`);
  throw new Error(`${where}: not a publishable remote — ${problems.join('; ')}`);
}
