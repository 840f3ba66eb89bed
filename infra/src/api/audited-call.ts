import type { FastifyRequest } from 'fastify';
import type { Envelope } from '@site/shared';
import type { Queryable } from '../db/index';
import type { CallContext, SiteRow } from './types';
import { recordAudit, type AuditNote } from './domain/audit';
import { complianceOf } from './domain/compliance';
import { securityEvent } from '../security/security-log';

/**
 * Operator calls that change nothing: their audit row records the call, with neither before nor after.
 * Every other admin call is a change, and its row carries before and after (console-audit.test checks each).
 */
export const READ_ONLY_ADMIN_CALLS: ReadonlySet<string> = new Set([
  '/api/operator/payments',
  '/api/operator/tac',
  '/api/operator/audit',
  '/api/operator/contact_list',
  '/api/admin/remotes/list',
]);

type Body = Record<string, unknown>;

/**
 * The state a changing admin call works on, read before and after the handler — for calls whose handler does
 * not note its own `before` (issue 17 §7: every admin-token change shows before and after in the audit view).
 * `read` answers null when the thing does not exist (yet): a creation's `before`.
 */
interface StateReader {
  target?: (body: Body) => string;
  read: (q: Queryable, body: Body, answer?: Envelope) => Promise<unknown>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const siteOf = (body: Body) => str(body.domain_name).toLowerCase();

async function one<T>(q: Queryable, sql: string, params: unknown[]): Promise<T | null> {
  const [row] = await q.query<T>(sql, params);
  return row ?? null;
}

/** An item of the site, by the body's `id` or (after a creation) the answer's. */
const itemId = (body: Body, answer?: Envelope) =>
  num(body.id) ?? num((answer?.value as { id?: unknown } | null)?.id);

const STATE_READERS: Record<string, StateReader> = {
  '/api/operator/site_bet_limits': {
    target: (b) => `site:${siteOf(b)}`,
    read: (q, b) =>
      one(q, 'SELECT bet_min AS min_stake, bet_max AS max_stake FROM sites WHERE domain_name = $1', [
        siteOf(b),
      ]),
  },
  '/api/operator/site_compliance': {
    target: (b) => `site:${siteOf(b)}`,
    read: async (q, b) => {
      const site = await one<SiteRow>(q, 'SELECT * FROM sites WHERE domain_name = $1', [siteOf(b)]);
      return site && complianceOf(site);
    },
  },
  '/api/operator/cms_write': {
    read: (q, b) =>
      one(
        q,
        `SELECT c.status, c.state, c.en_body, c.local_body FROM cms_blocks c JOIN sites s ON s.id = c.site_id
          WHERE s.domain_name = $1 AND c.key = $2`,
        [siteOf(b), str(b.key)],
      ),
  },
  '/api/operator/promotion_write': {
    read: async (q, b, answer) => {
      const id = itemId(b, answer);
      return id === null
        ? null
        : one(
            q,
            `SELECT p.id, p.title, p.body, p.image, p.sort, p.state, p.starts_at, p.ends_at, p.bonus_amount
               FROM promotions p JOIN sites s ON s.id = p.site_id WHERE s.domain_name = $1 AND p.id = $2`,
            [siteOf(b), id],
          );
    },
  },
  '/api/operator/news_write': {
    read: async (q, b, answer) => {
      const id = itemId(b, answer);
      return id === null
        ? null
        : one(
            q,
            `SELECT n.id, n.title, n.body, n.published_at, n.state
               FROM news n JOIN sites s ON s.id = n.site_id WHERE s.domain_name = $1 AND n.id = $2`,
            [siteOf(b), id],
          );
    },
  },
  '/api/operator/review_hide': {
    read: (q, b) =>
      one(
        q,
        `SELECT r.id, r.hidden FROM site_reviews r JOIN sites s ON s.id = r.site_id
          WHERE s.domain_name = $1 AND r.id = $2`,
        [siteOf(b), num(b.id)],
      ),
  },
  // registering a version again replaces its record
  '/api/admin/remotes/register': {
    read: (q, b) =>
      one(
        q,
        'SELECT name, version, contract, published_at FROM remote_builds WHERE name = $1 AND version = $2',
        [str(b.name), str(b.version)],
      ),
  },
  '/api/operator/sports_feed': {
    read: async (q, b) => {
      if (num(b.event_id) !== null)
        return one(
          q,
          'SELECT id AS event_id, phase, minute, home_score, away_score FROM sport_events WHERE id = $1',
          [num(b.event_id)],
        );
      if (num(b.selection_id) !== null)
        return one(q, 'SELECT id AS selection_id, odds::float8 AS odds FROM sport_selections WHERE id = $1', [
          num(b.selection_id),
        ]);
      return null;
    },
  },
};

/** The handler's own `after` wins field by field over the state read after it (it may add e.g. a count). */
function merged(read: unknown, noted: unknown): unknown {
  if (noted === undefined) return read;
  if (read && typeof read === 'object' && noted && typeof noted === 'object' && !Array.isArray(noted))
    return { ...read, ...noted };
  return noted;
}

/** JSON-safe (dates as ISO strings), so the row holds exactly what the reader saw. */
const plain = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v ?? null)));

/**
 * An operator call with its audit row and security-log line (issue 9 §10): the handler runs, then one
 * `operator_audit` row records who, what, from where, the before/after the handler noted and the outcome.
 * For a changing call whose handler notes no `before`, the state is read before and after it (STATE_READERS);
 * a changing call that notes no `after` has its answer as `after`. The audit write failing never hides the
 * answer of a change that was made; it is logged loudly instead.
 */
export async function auditedCall(
  path: string,
  ctx: CallContext<unknown>,
  req: FastifyRequest,
  run: () => Promise<Envelope>,
): Promise<Envelope> {
  const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Body;
  const reader = STATE_READERS[path];
  let before: unknown;
  try {
    before = reader ? plain(await reader.read(ctx.db, body)) : undefined;
  } catch (error) {
    req.log.warn({ err: error, call: path }, 'audit state not read');
  }
  const answer = await run();
  const note = ctx.audit ?? {};
  const changed = answer.statusCode === 1 && !READ_ONLY_ADMIN_CALLS.has(path);
  let after = note.after;
  if (reader && note.before === undefined) {
    try {
      after = merged(plain(await reader.read(ctx.db, body, answer)), note.after);
    } catch (error) {
      req.log.warn({ err: error, call: path }, 'audit state not read');
    }
  }
  if ((after === undefined || after === null) && changed) after = answer.value;
  const row: AuditNote = {
    target: note.target ?? reader?.target?.(body) ?? '',
    before: note.before ?? (reader ? (before ?? null) : undefined),
    after,
  };
  securityEvent('admin.call', {
    ip: ctx.ip,
    actor: ctx.actor,
    call: path,
    target: row.target ?? '',
    outcome: answer.statusMessage,
  });
  try {
    await recordAudit(ctx.db, {
      actor: ctx.actor ?? 'operator',
      ip: ctx.ip,
      action: path,
      target: row.target ?? '',
      request: ctx.body,
      before: row.before,
      after: row.after,
      outcome: answer.statusMessage,
    });
  } catch (error) {
    req.log.error({ err: error, call: path }, 'audit row not written');
    securityEvent('audit.write_failed', { call: path, actor: ctx.actor }, 'warn');
  }
  return answer;
}
