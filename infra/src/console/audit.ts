import type { Queryable } from '../db/index';

/**
 * The console audit trail (issue 17 §7): one append-only `console_audit` row per console or CLI action, written
 * in the same transaction as the change it describes (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export interface Actor {
  kind: 'staff' | 'cli' | 'machine';
  staffId: number | null;
  /** the staff member's email, `cli:<user>` or the machine credential's name */
  name: string;
  role: string;
  ip: string;
  userAgent: string;
}

export interface ConsoleAuditEntry {
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

export async function consoleAudit(q: Queryable, actor: Actor, e: ConsoleAuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO console_audit (actor_kind, staff_id, actor, role, ip, user_agent, action, target, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      actor.kind,
      actor.staffId,
      actor.name,
      actor.role,
      actor.ip,
      actor.userAgent.slice(0, 300),
      e.action,
      e.target ?? '',
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
    ],
  );
}

export interface ConsoleAuditRow {
  id: number;
  at: string;
  actor_kind: string;
  staff_id: number | null;
  actor: string;
  role: string;
  ip: string;
  user_agent: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export async function readConsoleAudit(
  q: Queryable,
  o: { action?: string; actor?: string; target?: string; page: number; pageSize: number },
): Promise<{ items: ConsoleAuditRow[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR action = $1) AND ($2::text IS NULL OR actor = $2)
      AND ($3::text IS NULL OR target = $3)`;
  const params = [o.action ?? null, o.actor ?? null, o.target ?? null];
  const [{ total } = { total: 0 }] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM console_audit ${where}`,
    params,
  );
  const rows = await q.query<ConsoleAuditRow & { at: Date | string }>(
    `SELECT * FROM console_audit ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [...params, o.pageSize, (o.page - 1) * o.pageSize],
  );
  return {
    items: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      staff_id: r.staff_id === null ? null : Number(r.staff_id),
      at: new Date(r.at).toISOString(),
    })),
    total,
  };
}
