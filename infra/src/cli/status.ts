import type { SiteRemoteStatus } from '../registry/index';

/** One line per published remote: live version, and whether it is pinned or disabled. */
export function formatStatus(status: SiteRemoteStatus[]): string {
  return status
    .map((r) => {
      const state = !r.enabled
        ? 'off (disabled)'
        : r.pinned_version
          ? `${r.live ?? 'missing'} (pinned to ${r.pinned_version}; newest ${r.newest})`
          : `${r.live} (newest)`;
      return `${r.name.padEnd(12)} ${state}`;
    })
    .join('\n');
}
