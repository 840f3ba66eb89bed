import type { Queryable } from '../db/index';
import { ConsoleError } from './errors';

/**
 * Optimistic concurrency (docs/console.md "Changed meanwhile"): a change made from a view that is older than the
 * stored state — an editor loaded before someone else's save, a player's page that still shows the old status — is
 * refused with 409 `staleView`, naming who changed it last and when (from the console's and the admin API's audit
 * trails), so nobody overwrites someone else's work without a word.
 */
export interface LastChange {
  by: string;
  at: string;
}

/** The newest audit row of `target` among the console actions and the (successful) admin calls named. */
export async function lastChange(
  q: Queryable,
  target: string,
  consoleActions: readonly string[],
  operatorActions: readonly string[],
): Promise<LastChange | null> {
  const [row] = await q.query<{ actor: string; at: Date | string }>(
    `SELECT actor, at FROM (
       SELECT actor, at FROM console_audit WHERE target = $1 AND action = ANY($2::text[])
       UNION ALL
       SELECT actor, at FROM operator_audit WHERE target = $1 AND action = ANY($3::text[]) AND outcome = 'OK'
     ) u ORDER BY at DESC LIMIT 1`,
    [target, [...consoleActions], [...operatorActions]],
  );
  return row ? { by: row.actor, at: new Date(row.at).toISOString() } : null;
}

/** The refusal: `Changed by ed@example.com at 2026-11-28T17:33:00.000Z — reload to see it` (+ the two fields). */
export function staleView(change: LastChange | null): ConsoleError {
  const detail = change
    ? `Changed by ${change.by} at ${change.at} — reload to see it`
    : 'Changed since you loaded it — reload to see it';
  return new ConsoleError(409, 'staleView', detail, {
    changed_by: change?.by ?? null,
    changed_at: change?.at ?? null,
  });
}
