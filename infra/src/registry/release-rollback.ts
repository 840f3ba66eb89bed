import type { Queryable } from '../db/index';
import { compareVersions, servable, type BuildStatus, type HistoryEntry } from './release-state';
import type { BuildRow } from './release-rows';

/**
 * Where a site goes back to, read from its release history (the rules: releases.ts): one-click rollback's
 * target, and where a forced withdrawal moves a site pinned to the withdrawn build.
 */

/** A `release_history` row: what `recordHistory` wrote, with its id and time (`via` as stored). */
interface HistoryRow extends Omit<HistoryEntry, 'siteId' | 'via' | 'undoes'> {
  id: number;
  at: Date | string;
  via: string;
  undoes: number | null;
}

/** How far back rollback looks for the change to undo. */
const HISTORY_READ = 200;

export async function historyOf(q: Queryable, siteId: number, name: string, limit = HISTORY_READ) {
  const rows = await q.query<HistoryRow>(
    'SELECT * FROM release_history WHERE site_id = $1 AND name = $2 ORDER BY id DESC LIMIT $3',
    [siteId, name, limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), undoes: r.undoes === null ? null : Number(r.undoes) }));
}

/**
 * What one-click rollback would do: the version live before the last change of the live version (see the
 * module comment), and the history row it undoes; or why there is nothing to roll back to.
 */
export function rollbackTarget(
  history: Awaited<ReturnType<typeof historyOf>>,
  live: string | null,
  builds: { name: string; version: string; status: BuildStatus }[],
): { version: string; undoes: number | null } | { problem: string; code: 'none' | 'blocked' } {
  const undone = new Set(history.map((h) => h.undoes).filter((x): x is number => x !== null));
  const last = history.find(
    (h) =>
      h.undoes === null &&
      !undone.has(h.id) &&
      h.live_before !== null &&
      h.live_after !== null &&
      h.live_before !== h.live_after,
  );
  let target: { version: string; undoes: number | null } | null = null;
  if (last && last.live_after !== live && live !== null) target = { version: last.live_after!, undoes: null };
  else if (last) target = { version: last.live_before!, undoes: last.id };
  else if (live) {
    // no recorded change: the servable build published before the live one
    const older = servable(builds).find((b) => compareVersions(b.version, live) < 0);
    if (older) target = { version: older.version, undoes: null };
  }
  if (!target || target.version === live)
    return { problem: 'there is no earlier version to roll back to', code: 'none' };
  const build = builds.find((b) => b.version === target.version);
  const name = builds[0]?.name ?? '';
  if (!build) return { problem: `${name}@${target.version} is no longer published`, code: 'blocked' };
  if (build.status === 'withdrawn')
    return { problem: `${name}@${target.version} is withdrawn`, code: 'blocked' };
  return target;
}

/** Where a forced withdrawal moves a site pinned to the withdrawn build. */
export async function replacementFor(
  q: Queryable,
  siteId: number,
  builds: BuildRow[],
  withdrawn: string,
): Promise<string | null> {
  const ok = servable(builds).filter((b) => b.version !== withdrawn);
  const history = await historyOf(q, siteId, builds[0]!.name);
  const before = history.find(
    (h) => h.live_after === withdrawn && h.live_before && h.live_before !== withdrawn,
  );
  if (before && ok.some((b) => b.version === before.live_before)) return before.live_before;
  return (ok.find((b) => compareVersions(b.version, withdrawn) < 0) ?? ok[0])?.version ?? null;
}
