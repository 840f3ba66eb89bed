import { z } from 'zod';
import type { Config } from '../config';
import { remoteName } from '../registry/site-block';
import { BUILD_STATUSES } from '../registry/release-state';
import {
  abandon,
  listBuilds,
  listReleaseSites,
  lockSite,
  mintReleasePreview,
  pin,
  promote,
  ReleaseRefusal,
  rollback,
  setBuildStatus,
  setCanary,
  siteReleases,
  unlockSite,
  type ReleaseActor,
} from '../registry/releases';
import { RELEASE_PREVIEW_DEFAULT_MINUTES, RELEASE_PREVIEW_MAX_MINUTES } from '../security/preview-token';
import { VERSION_PATTERN } from '../registry/site-block';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { can } from './roles';
import { route, type ConsoleRoute, type RouteContext } from './route';
import { playerSiteUrl } from './site-common';

/**
 * Releases per site (issue 17 §3; docs/console.md "Releases"): builds, each site's release state, pin, canary,
 * promote, abandon, rollback, lock, build status, preview links. The rules live in infra/src/registry/releases.ts;
 * here each route checks its input, names its permission and turns the registry's refusals into console ones.
 */

const domain = z.string().trim().toLowerCase().max(253);
const version = z.string().trim().max(64).regex(VERSION_PATTERN, 'a version such as 1.2.0');
const share = z.number().int().min(0).max(100);

function params(ctx: RouteContext<unknown, unknown>) {
  const d = domain.safeParse(ctx.params.domain);
  const n = remoteName.safeParse(ctx.params.name);
  if (!d.success) throw new ConsoleError(404, 'notFound', 'domain: no such site');
  if (!n.success) throw new ConsoleError(404, 'notFound', 'name: no such remote');
  return { domain: d.data, name: n.data };
}

function buildParams(ctx: RouteContext<unknown, unknown>) {
  const n = remoteName.safeParse(ctx.params.name);
  const v = version.safeParse(ctx.params.version);
  if (!n.success || !v.success) throw new ConsoleError(404, 'notFound', 'no such build');
  return { name: n.data, version: v.data };
}

const actor = (ctx: RouteContext<unknown, unknown>): ReleaseActor => ({
  name: ctx.actor.name,
  audit: (q, e) => consoleAudit(q, ctx.actor, e),
});

/** The registry's refusals as console refusals (`{error, detail}` with the status). */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ReleaseRefusal) throw new ConsoleError(e.status, e.code, e.detail);
    throw e;
  }
}

/** Where players reach a site (site-common.ts playerSiteUrl), without the trailing slash. */
export function siteOrigin(config: Config): (d: string) => string {
  return (d) => new URL(playerSiteUrl(config, d)).origin;
}

const builds = route({
  method: 'GET',
  path: '/releases/builds',
  access: 'releases.view',
  query: z.object({
    remote: remoteName.optional(),
    status: z.enum(BUILD_STATUSES).optional(),
    site: domain.optional(),
  }),
  async handle(ctx) {
    return { items: await listBuilds(ctx.db, ctx.config.dataDir, ctx.query) };
  },
});

const sites = route({
  method: 'GET',
  path: '/releases/sites',
  access: 'releases.view',
  async handle(ctx) {
    return { items: await listReleaseSites(ctx.db) };
  },
});

const siteState = route({
  method: 'GET',
  path: '/releases/sites/:domain',
  access: 'releases.view',
  async handle(ctx) {
    const d = domain.safeParse(ctx.params.domain);
    if (!d.success) throw new ConsoleError(404, 'notFound', 'domain: no such site');
    return refusing(() => siteReleases(ctx.db, d.data));
  },
});

const pinRoute = route({
  method: 'POST',
  path: '/releases/sites/:domain/remotes/:name/pin',
  access: 'releases.change',
  body: z.object({ version: version.nullable() }),
  async handle(ctx) {
    const p = params(ctx);
    return refusing(() => pin(ctx.db, actor(ctx), p.domain, p.name, ctx.body.version));
  },
});

const canaryRoute = route({
  method: 'POST',
  path: '/releases/sites/:domain/remotes/:name/canary',
  access: 'releases.change',
  body: z.object({ version: version.optional(), share }),
  async handle(ctx) {
    const p = params(ctx);
    return refusing(() => setCanary(ctx.db, actor(ctx), p.domain, p.name, ctx.body));
  },
});

function step(name: 'promote' | 'abandon' | 'rollback', run: typeof promote) {
  return route({
    method: 'POST',
    path: `/releases/sites/:domain/remotes/:name/${name}`,
    access: 'releases.change',
    async handle(ctx) {
      const p = params(ctx);
      return refusing(() => run(ctx.db, actor(ctx), p.domain, p.name));
    },
  });
}

const lockRoute = route({
  method: 'POST',
  path: '/releases/sites/:domain/lock',
  access: 'releases.lock',
  body: z.object({ reason: z.string().trim().max(300).default('') }),
  async handle(ctx) {
    const d = domain.safeParse(ctx.params.domain);
    if (!d.success) throw new ConsoleError(404, 'notFound', 'domain: no such site');
    return refusing(() => lockSite(ctx.db, actor(ctx), d.data, ctx.body.reason));
  },
});

const unlockRoute = route({
  method: 'POST',
  path: '/releases/sites/:domain/unlock',
  access: 'releases.lock',
  async handle(ctx) {
    const d = domain.safeParse(ctx.params.domain);
    if (!d.success) throw new ConsoleError(404, 'notFound', 'domain: no such site');
    return refusing(() => unlockSite(ctx.db, actor(ctx), d.data));
  },
});

const statusRoute = route({
  method: 'POST',
  path: '/releases/builds/:name/:version/status',
  access: 'releases.change',
  body: z.object({
    status: z.enum(BUILD_STATUSES),
    /** `deprecated`: the date it is deprecated from (default today, UTC) */
    date: z.iso.date().optional(),
    note: z.string().trim().max(300).optional(),
    /** withdraw a build that is live somewhere (owner): its sites move back (registry/releases.ts) */
    force: z.boolean().optional(),
  }),
  async handle(ctx) {
    const b = buildParams(ctx);
    return refusing(() =>
      setBuildStatus(ctx.db, actor(ctx), b.name, b.version, {
        ...ctx.body,
        canForce: can(ctx.staff!.role, 'releases.lock'),
        today: new Date(ctx.now).toISOString().slice(0, 10),
      }),
    );
  },
});

const previewRoute = route({
  method: 'POST',
  path: '/releases/builds/:name/:version/preview',
  access: 'releases.change',
  body: z.object({
    domain,
    minutes: z
      .number()
      .int()
      .min(1)
      .max(RELEASE_PREVIEW_MAX_MINUTES)
      .default(RELEASE_PREVIEW_DEFAULT_MINUTES),
  }),
  async handle(ctx) {
    const b = buildParams(ctx);
    return refusing(() =>
      mintReleasePreview(ctx.db, actor(ctx), {
        ...b,
        domain: ctx.body.domain,
        minutes: ctx.body.minutes,
        now: ctx.now,
        adminToken: ctx.config.adminToken,
        siteOrigin: siteOrigin(ctx.config),
      }),
    );
  },
});

/** The releases routes, added to ROUTES (routes.ts). */
export const RELEASE_ROUTES: readonly ConsoleRoute[] = [
  builds,
  sites,
  siteState,
  pinRoute,
  canaryRoute,
  step('promote', promote),
  step('abandon', abandon),
  step('rollback', rollback),
  lockRoute,
  unlockRoute,
  statusRoute,
  previewRoute,
] as ConsoleRoute[];
