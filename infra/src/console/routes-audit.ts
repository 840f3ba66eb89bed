import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ACTOR_KINDS,
  auditCsvLine,
  auditHorizon,
  consoleAudit,
  countAudit,
  CSV_COLUMNS,
  csvLine,
  readAuditPage,
  readAuditView,
  type AuditFilter,
} from './audit';
import { ConsoleError } from './errors';
import { isConsoleDate, YEARS } from './input-text';
import { route, type ConsoleRoute } from './route';

/**
 * The audit trail in the console (issue 17 §7): one view over `console_audit` and `operator_audit`, filters,
 * newest first, paged; and the same rows as CSV. Read-only by construction: there is no route that edits or
 * deletes a row, and both tables refuse UPDATE, DELETE and TRUNCATE (triggers, migrations 003 and 025).
 */

/** An export holds at most this many rows; a wider filter is refused with the count, to be narrowed. */
export const CSV_MAX_ROWS = 50_000;
const CSV_BATCH = 500;

/** An instant: ISO 8601 with a time (and an offset), or a date (`2026-11-26`, midnight UTC). */
const instant = z
  .string()
  .trim()
  .max(40)
  .refine(isConsoleDate, `an ISO 8601 date or date-time between ${YEARS.min} and ${YEARS.max}`)
  .transform((s) => new Date(s));

const filters = {
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(128).optional(),
  target: z.string().trim().max(128).optional(),
  kind: z.enum(ACTOR_KINDS).optional(),
  from: instant.optional(),
  to: instant.optional(),
};

type FilterQuery = {
  actor?: string;
  action?: string;
  target?: string;
  kind?: (typeof ACTOR_KINDS)[number];
  from?: Date;
  to?: Date;
};

function filterOf(q: FilterQuery): AuditFilter {
  if (q.from && q.to && q.to.getTime() <= q.from.getTime())
    throw new ConsoleError(400, 'invalidInput', 'to: must be after from');
  return { actor: q.actor, action: q.action, target: q.target, kind: q.kind, from: q.from, to: q.to };
}

const audit = route({
  method: 'GET',
  path: '/audit',
  access: 'audit.view',
  query: z.object({
    ...filters,
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  async handle(ctx) {
    const { page, page_size, ...rest } = ctx.query;
    return { ...(await readAuditView(ctx.db, filterOf(rest), page, page_size)), page, page_size };
  },
});

/**
 * The filtered trail as CSV (UTF-8 with a byte-order mark, CRLF lines, the columns of CSV_COLUMNS), streamed
 * in batches from a snapshot taken when the export starts. The export itself is an audit row (`audit.export`).
 */
const auditCsv = route({
  method: 'GET',
  path: '/audit.csv',
  access: 'audit.view',
  query: z.object(filters),
  async handle(ctx) {
    const f = filterOf(ctx.query);
    const horizon = await auditHorizon(ctx.db);
    const total = await countAudit(ctx.db, f, horizon);
    if (total > CSV_MAX_ROWS)
      throw new ConsoleError(
        400,
        'tooManyRows',
        `${total} rows match; an export holds at most ${CSV_MAX_ROWS}: narrow the filters`,
      );
    await consoleAudit(ctx.db, ctx.actor, {
      action: 'audit.export',
      target: 'audit',
      after: {
        rows: total,
        filters: { ...f, from: f.from?.toISOString(), to: f.to?.toISOString() },
      },
    });
    const db = ctx.db;
    async function* lines() {
      yield `\uFEFF${csvLine([...CSV_COLUMNS])}`;
      for (let offset = 0; offset < total; offset += CSV_BATCH) {
        const rows = await readAuditPage(db, f, horizon, CSV_BATCH, offset);
        if (!rows.length) break;
        yield rows.map(auditCsvLine).join('');
      }
    }
    const stamp = new Date(ctx.now).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    ctx.reply.header('content-type', 'text/csv; charset=utf-8');
    ctx.reply.header('content-disposition', `attachment; filename="audit-${stamp}.csv"`);
    return Readable.from(lines());
  },
});

/** The audit section's routes, added to ROUTES in routes.ts. */
export const AUDIT_ROUTES: readonly ConsoleRoute[] = [audit, auditCsv] as ConsoleRoute[];
