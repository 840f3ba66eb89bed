import { CN } from '../releases/messages/cn';
import { EN } from '../releases/messages/en';
import { PHP } from '../releases/messages/php';
import { defineSection } from '../section';

/**
 * Releases (releases.view; changes releases.change; lock and unlock releases.lock): per site the live version,
 * pin, canary, promote, abandon, rollback and lock of each remote; every build with its status, contract, size,
 * publisher and a preview link. docs/console.md "Releases", docs/operations.md "Releases".
 */
export default defineSection({
  id: 'releases',
  path: '/releases',
  permission: 'releases.view',
  order: 30,
  load: () => import('../releases/Page'),
  messages: { EN, PHP, CN },
});
