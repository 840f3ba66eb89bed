/**
 * Operator tool: which remotes (and versions) are live per site.
 *   npm run site -- <domain> status
 *   npm run site -- <domain> enable|disable|unpin|rollback <remote>
 *   npm run site -- <domain> pin <remote> <version>
 * Players get the change on their next page load; no host build is needed.
 */
import {
  changeSiteRemote,
  siteRemoteState,
  siteRemoteStatus,
  type SiteRemoteChange,
  type SiteRemoteStatus,
} from '../registry/index';
import { recordAudit } from '../api/domain/audit';
import { formatStatus } from './status';
import { adminCall, cliActor, die, withDb } from './operator';

const [domain, action, name, version] = process.argv.slice(2);
const actions = ['enable', 'disable', 'pin', 'unpin', 'rollback'] as const;
if (!domain || !action)
  die(
    'usage: npm run site -- <domain> status | enable|disable|unpin|rollback <remote> | pin <remote> <version>',
  );

if (action === 'status') {
  const viaApi = await adminCall<{ status: SiteRemoteStatus[] }>('/api/admin/remotes/list', {
    domain_name: domain,
  });
  const status = viaApi
    ? viaApi.value.status
    : await withDb(async (db) => {
        const [site] = await db.query<{ id: number }>('SELECT id FROM sites WHERE domain_name = $1', [
          domain,
        ]);
        if (!site) die(`unknown site ${domain}`);
        return siteRemoteStatus(db, site.id);
      });
  console.log(formatStatus(status));
} else {
  if (!(actions as readonly string[]).includes(action) || !name) die(`unknown action ${action}`);
  const change: SiteRemoteChange = { domain, name, action: action as SiteRemoteChange['action'], version };
  const viaApi = await adminCall<{ live: string | null }>('/api/admin/sites/remote', {
    domain_name: domain,
    name,
    action,
    version,
  });
  if (viaApi && viaApi.statusCode !== 1) die(`refused: ${viaApi.statusDetail || viaApi.statusMessage}`);
  // Without a server the change goes straight to the database, with its audit row (issue 9 §10).
  const result = viaApi
    ? viaApi.value
    : await withDb(async (db) => {
        const before = await siteRemoteState(db, domain, name);
        let after: Awaited<ReturnType<typeof changeSiteRemote>>;
        try {
          after = await changeSiteRemote(db, change, { actor: cliActor, via: 'cli' });
        } catch (e) {
          // e.g. a locked site (the admin API refuses it the same way)
          return { refused: e instanceof Error ? e.message : String(e) };
        }
        await recordAudit(db, {
          actor: cliActor,
          ip: 'local',
          action: `cli:site ${action}`,
          target: `site:${domain}/${name}`,
          request: change,
          before,
          after,
          outcome: 'OK',
        });
        return after;
      });
  if ('refused' in result) die(`refused: ${result.refused}`);
  console.log(`${domain}: ${name} ${result.live ? `live at ${result.live}` : 'off'}`);
}
