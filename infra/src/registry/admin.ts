import { defineCall, type ApiCall } from '../api/types';
import { fail, ok } from '../api/envelope';
import { changeSiteRemote, enabledRemotes, registerBuild, siteRemoteState, siteRemoteStatus } from './index';

/** Operator API of the remote registry (admin token in x-admin-token). Used by `npm run site` / `publish`. */

/**
 * Who published a build over the admin API: the machine credential, with the name its caller gave in
 * `x-admin-actor` (`machine (cli:ada)` for `npm run publish`), or just `machine`.
 */
export function publisherOf(actor: string | undefined): string {
  const named = /^(.*) \(token [0-9a-f]+\)$/.exec(actor ?? '')?.[1] ?? '';
  return named && named !== 'operator' ? `machine (${named})` : 'machine';
}

export const listRemotes = defineCall('/api/admin/remotes/list', {
  admin: true,
  async handle({ db, site }) {
    const builds = await db.query<{ name: string; version: string; contract: string; published_at: unknown }>(
      'SELECT name, version, contract, published_at FROM remote_builds ORDER BY name, published_at',
    );
    return ok({
      builds,
      live: site ? await enabledRemotes(db, site.id) : [],
      status: site ? await siteRemoteStatus(db, site.id) : [],
    });
  },
});

export const registerRemote = defineCall('/api/admin/remotes/register', {
  admin: true,
  async handle(ctx) {
    const { db, config, body } = ctx;
    ctx.audit = { target: `remote:${body.name}@${body.version}` };
    try {
      const row = await registerBuild(db, config.dataDir, body.name, body.version, publisherOf(ctx.actor));
      ctx.audit.after = { contract: row.contract, routes: row.routes.length };
      return ok(row);
    } catch (e) {
      return fail('notFound', e instanceof Error ? e.message : String(e));
    }
  },
});

export const changeRemote = defineCall('/api/admin/sites/remote', {
  admin: true,
  async handle(ctx) {
    const { db, body } = ctx;
    ctx.audit = { target: `site:${body.domain_name}/${body.name}` };
    try {
      ctx.audit.before = await siteRemoteState(db, body.domain_name, body.name);
      const after = await changeSiteRemote(
        db,
        { domain: body.domain_name, name: body.name, action: body.action, version: body.version },
        { actor: ctx.actor ?? 'operator', via: 'admin' },
      );
      ctx.audit.after = after;
      return ok(after);
    } catch (e) {
      return fail('invalidInput', e instanceof Error ? e.message : String(e));
    }
  },
});

export const REGISTRY_CALLS = [listRemotes, registerRemote, changeRemote] as ApiCall[];
