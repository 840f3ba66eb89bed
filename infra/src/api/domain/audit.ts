import type { AuditEntry } from '@site/shared';
import type { Queryable } from '../../db/index';

/**
 * The operator audit trail (issue 9 §10): one append-only `operator_audit` row per operator action — who
 * (`actor`: the name the caller gave in `x-admin-actor` and the admin token's fingerprint, or `cli:<user>`),
 * what (`action`, `target`, the request body), when, from where (`ip`), the state before and after, and the
 * outcome (the answer's message key). Handlers describe their change in `AuditNote`; runCall writes the row.
 */
export interface AuditNote {
  target?: string;
  before?: unknown;
  after?: unknown;
}

/** A row as written; `id` and `at` come from the database (the contract's `AuditEntry`). */
export type AuditRow = Omit<AuditEntry, 'id' | 'at'>;

export async function recordAudit(q: Queryable, row: AuditRow): Promise<void> {
  await q.query(
    `INSERT INTO operator_audit (actor, ip, action, target, request, before, after, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.actor,
      row.ip,
      row.action,
      row.target,
      JSON.stringify(row.request ?? {}),
      row.before === undefined ? null : JSON.stringify(row.before),
      row.after === undefined ? null : JSON.stringify(row.after),
      row.outcome,
    ],
  );
}

export async function readAudit(
  q: Queryable,
  o: { action?: string; since?: string; until?: string; page: number; pageSize: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR action = $1)
      AND ($2::date IS NULL OR at >= $2::date) AND ($3::date IS NULL OR at < $3::date + 1)`;
  const params = [o.action ?? null, o.since ?? null, o.until ?? null];
  const [{ total } = { total: 0 }] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM operator_audit ${where}`,
    params,
  );
  const rows = await q.query<AuditEntry & { at: Date | string }>(
    `SELECT id, at, actor, ip, action, target, request, before, after, outcome FROM operator_audit ${where}
      ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [...params, o.pageSize, (o.page - 1) * o.pageSize],
  );
  return { items: rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() })), total };
}
