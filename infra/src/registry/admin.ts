import { z } from 'zod';
import { REMOTE_NAMES } from '@site/shared';
import { defineCall, type ApiCall } from '../api/types';
import { fail, ok } from '../api/envelope';
import { changeSiteRemote, enabledRemotes, registerBuild } from './index';

/** Operator API of the remote registry (admin token in x-admin-token). Used by `npm run site` / `publish`. */
const remoteName = z.enum(REMOTE_NAMES);

export const listRemotes = defineCall({
  path: '/api/admin/remotes/list',
  admin: true,
  schema: z.object({ domain_name: z.string().max(253).optional() }).loose(),
  async handle({ db, site }) {
    const builds = await db.query(
      'SELECT name, version, contract, published_at FROM remote_builds ORDER BY name, published_at',
    );
    return ok({ builds, live: site ? await enabledRemotes(db, site.id) : [] });
  },
});

export const registerRemote = defineCall({
  path: '/api/admin/remotes/register',
  admin: true,
  schema: z.object({ name: remoteName, version: z.string().regex(/^\d+\.\d+\.\d+[\w.-]*$/) }).loose(),
  async handle({ db, config, body }) {
    try {
      return ok(await registerBuild(db, config.dataDir, body.name, body.version));
    } catch (e) {
      return fail('notFound', e instanceof Error ? e.message : String(e));
    }
  },
});

export const changeRemote = defineCall({
  path: '/api/admin/sites/remote',
  admin: true,
  schema: z
    .object({
      domain_name: z.string().min(1).max(253),
      name: remoteName,
      action: z.enum(['enable', 'disable', 'pin', 'unpin', 'rollback']),
      version: z.string().max(64).optional(),
    })
    .loose(),
  async handle({ db, body }) {
    try {
      return ok(
        await changeSiteRemote(db, {
          domain: body.domain_name,
          name: body.name,
          action: body.action,
          version: body.version,
        }),
      );
    } catch (e) {
      return fail('invalidInput', e instanceof Error ? e.message : String(e));
    }
  },
});

export const REGISTRY_CALLS = [listRemotes, registerRemote, changeRemote] as ApiCall[];
