/**
 * Operator tool: which remotes (and versions) are live per site.
 *   npm run site -- <domain> status
 *   npm run site -- <domain> enable|disable|unpin|rollback <remote>
 *   npm run site -- <domain> pin <remote> <version>
 * Players get the change on their next page load; no host build is needed.
 */
import { REMOTE_NAMES } from '@site/shared';
import { changeSiteRemote, enabledRemotes, type SiteRemoteChange } from '../registry/index';
import { adminCall, die, withDb } from './operator';

const [domain, action, name, version] = process.argv.slice(2);
const actions = ['enable', 'disable', 'pin', 'unpin', 'rollback'] as const;
if (!domain || !action)
  die(
    'usage: npm run site -- <domain> status | enable|disable|unpin|rollback <remote> | pin <remote> <version>',
  );

if (action === 'status') {
  const viaApi = await adminCall<{ live: { name: string; version: string }[] }>('/api/admin/remotes/list', {
    domain_name: domain,
  });
  const live = viaApi
    ? viaApi.value.live
    : await withDb(async (db) => {
        const [site] = await db.query<{ id: number }>('SELECT id FROM sites WHERE domain_name = $1', [
          domain,
        ]);
        if (!site) die(`unknown site ${domain}`);
        return enabledRemotes(db, site.id);
      });
  for (const r of REMOTE_NAMES)
    console.log(`${r.padEnd(12)} ${live.find((x) => x.name === r)?.version ?? 'off'}`);
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
  const result = viaApi ? viaApi.value : await withDb((db) => changeSiteRemote(db, change));
  console.log(`${domain}: ${name} ${result.live ? `live at ${result.live}` : 'off'}`);
}
