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

/**
 * The one audit view (issue 17 §7): `console_audit` (staff and CLI actions of the console) and `operator_audit`
 * (admin-token calls: actor kind `cli` when the actor is `cli:<user>`, else `machine`) as one list, newest first.
 */
export const ACTOR_KINDS = ['staff', 'cli', 'machine'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export interface AuditFilter {
  /** case-insensitive, part of the actor's name (an email, `cli:<user>`, the machine credential's name) */
  actor?: string;
  /** case-insensitive, part of the action (`players.bonus`, `/api/operator/player_status`) */
  action?: string;
  /** case-insensitive, part of the target (`player:12`, `payment:4`) */
  target?: string;
  kind?: ActorKind;
  /** from (inclusive) and to (exclusive), instants */
  from?: Date;
  to?: Date;
}

export interface AuditItem {
  /** unique over both tables: `c:<id>` (console) or `o:<id>` (operator) */
  key: string;
  source: 'console' | 'operator';
  id: number;
  at: string;
  actor_kind: ActorKind;
  staff_id: number | null;
  actor: string;
  role: string;
  ip: string;
  user_agent: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  /** operator calls: the answer's message (`OK`, `notFound` …); console rows: null (a refused change leaves none) */
  outcome: string | null;
  /** operator calls: the request body; console rows: null */
  request: unknown;
}

/** `%`, `_` and `\` are matched literally by LIKE … ESCAPE '\'. */
const like = (s: string | undefined) =>
  s === undefined || s === '' ? null : `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const UNION = `SELECT 'console' AS source, id, at, actor_kind, staff_id, actor, role, ip, user_agent, action, target,
         before, after, NULL::text AS outcome, NULL::jsonb AS request
    FROM console_audit WHERE id <= $7
  UNION ALL
  SELECT 'operator' AS source, id, at, CASE WHEN actor LIKE 'cli:%' THEN 'cli' ELSE 'machine' END AS actor_kind,
         NULL::bigint AS staff_id, actor, '' AS role, ip, '' AS user_agent, action, target, before, after,
         outcome, request
    FROM operator_audit WHERE id <= $8`;

const WHERE = `WHERE ($1::text IS NULL OR actor ILIKE $1 ESCAPE '\\')
    AND ($2::text IS NULL OR action ILIKE $2 ESCAPE '\\')
    AND ($3::text IS NULL OR target ILIKE $3 ESCAPE '\\')
    AND ($4::text IS NULL OR actor_kind = $4)
    AND ($5::timestamptz IS NULL OR at >= $5::timestamptz)
    AND ($6::timestamptz IS NULL OR at < $6::timestamptz)`;

/** The newest row of each table now: a read (an export's pages) sees this snapshot, whatever is appended. */
export async function auditHorizon(q: Queryable): Promise<[number, number]> {
  const [row] = await q.query<{ c: number; o: number }>(
    `SELECT coalesce((SELECT max(id) FROM console_audit), 0)::bigint AS c,
            coalesce((SELECT max(id) FROM operator_audit), 0)::bigint AS o`,
  );
  return [Number(row?.c ?? 0), Number(row?.o ?? 0)];
}

function params(f: AuditFilter, horizon: [number, number]): unknown[] {
  return [
    like(f.actor),
    like(f.action),
    like(f.target),
    f.kind ?? null,
    f.from ? f.from.toISOString() : null,
    f.to ? f.to.toISOString() : null,
    horizon[0],
    horizon[1],
  ];
}

export async function countAudit(q: Queryable, f: AuditFilter, horizon: [number, number]): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${UNION}) u ${WHERE}`,
    params(f, horizon),
  );
  return Number(row?.total ?? 0);
}

export async function readAuditPage(
  q: Queryable,
  f: AuditFilter,
  horizon: [number, number],
  limit: number,
  offset: number,
): Promise<AuditItem[]> {
  const rows = await q.query<AuditItem & { at: Date | string }>(
    `SELECT * FROM (${UNION}) u ${WHERE} ORDER BY at DESC, source, id DESC LIMIT $9 OFFSET $10`,
    [...params(f, horizon), limit, offset],
  );
  return rows.map((r) => ({
    ...r,
    key: `${r.source === 'console' ? 'c' : 'o'}:${Number(r.id)}`,
    id: Number(r.id),
    staff_id: r.staff_id === null ? null : Number(r.staff_id),
    at: new Date(r.at).toISOString(),
  }));
}

/** One page of the audit view and the number of rows the filter matches. */
export async function readAuditView(
  q: Queryable,
  f: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ items: AuditItem[]; total: number }> {
  const horizon = await auditHorizon(q);
  const total = await countAudit(q, f, horizon);
  return { items: await readAuditPage(q, f, horizon, pageSize, (page - 1) * pageSize), total };
}

/** The CSV export's columns, in order. */
export const CSV_COLUMNS = [
  'at',
  'source',
  'actor_kind',
  'actor',
  'role',
  'ip',
  'user_agent',
  'action',
  'target',
  'outcome',
  'before',
  'after',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break, quotes doubled. A cell that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a leading `'`
 * first (OWASP "CSV injection"), so opening the export never runs anything.
 */
export function csvCell(value: unknown): string {
  let s =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function auditCsvLine(item: AuditItem): string {
  return csvLine(CSV_COLUMNS.map((c) => item[c]));
}
