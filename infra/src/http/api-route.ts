import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '@site/shared';
import type { Db } from '../db/index';
import type { Config } from '../config';
import type { ApiCall, CallContext } from '../api/types';
import { ApiRefusal, fail } from '../api/envelope';
import { authenticate } from '../api/auth';
import { closedSiteAnswer, findSite } from '../api/site';
import { nowOf } from '../api/domain/responsible';
import type { SiteRow } from '../api/types';
import { checkAdminToken } from '../security/admin-auth';
import { auditedCall } from '../api/audited-call';
import { hostHeader } from './listener';

export function requestOrigin(req: FastifyRequest): string {
  const host = hostHeader(req) ?? 'localhost';
  return `${req.protocol}://${host}`;
}
export function requestHostname(req: FastifyRequest): string {
  return (hostHeader(req) ?? 'localhost').replace(/:\d+$/, '');
}

/** Runs one call: schema check, site lookup, auth, handler; every outcome is an envelope, never a 5xx. */
export async function runCall(
  call: ApiCall,
  rawBody: unknown,
  req: FastifyRequest,
  db: Db,
  config: Config,
): Promise<Envelope> {
  // The operator token is checked before anything else: a caller without it learns nothing, not even the schema.
  const admin = call.admin ? await checkAdminToken(req, config, call.path, db) : null;
  if (admin && !admin.ok) return fail(admin.statusMessage, 'admin token required', admin.statusCode);
  const parsed = call.schema.safeParse(rawBody ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    // A field rule may name its own message key (e.g. passwordTooCommon) so the front end can say why.
    const key =
      issue?.code === 'custom' ? (issue.params as { messageKey?: unknown } | undefined)?.messageKey : null;
    return fail(typeof key === 'string' ? key : 'invalidInput', `${field}: ${issue?.message ?? 'invalid'}`);
  }
  // Fields the contract does not name pass through untouched (as SPEC §7 clients send extra fields), so a
  // money request's idempotency hash still sees the whole body; the handler's type names only the contract's.
  const raw = rawBody && typeof rawBody === 'object' && !Array.isArray(rawBody) ? rawBody : {};
  const body = { ...raw, ...(parsed.data as Record<string, unknown>) };
  const hostname = requestHostname(req);
  const domain = typeof body.domain_name === 'string' && body.domain_name ? body.domain_name : hostname;
  const ctx: CallContext<unknown> = {
    db,
    config,
    body,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
    site: await findSite(db, domain),
    player: null,
    sessionHash: null,
    hostname,
    origin: requestOrigin(req),
    actor: admin?.ok ? admin.actor : undefined,
  };
  if (admin?.ok) return auditedCall(call.path, ctx, req, () => handleCall(call, ctx, req));
  return handleCall(call, ctx, req);
}

/** Auth (when the call needs it) and the handler; refusals and unexpected errors become envelopes. */
export async function handleCall(
  call: ApiCall,
  ctx: CallContext<unknown>,
  req: FastifyRequest,
): Promise<Envelope> {
  const { db, body } = ctx as CallContext<Record<string, unknown>>;
  try {
    // A closed site (maintenance, disabled, expired) moves no money and signs nobody in: one check before
    // every call (issue 9.5), at the request's clock (a maintenance window starts and ends by itself). Operator
    // calls still run so the operator can work on a closed site.
    const now = nowOf(ctx.config);
    const closed = !call.admin && ctx.site ? closedSiteAnswer(ctx.site, now, call.openWhenClosed) : null;
    if (closed) return closed;
    if (call.auth) {
      const { player, sessionHash } = await authenticate(
        db,
        String(body.account_id ?? ''),
        String(body.auth ?? ''),
      );
      ctx.player = player;
      ctx.sessionHash = sessionHash;
      // The player's own site decides, whichever host or domain_name the call came through.
      if (player.site_id !== ctx.site?.id) {
        const [own] = await db.query<SiteRow>('SELECT * FROM sites WHERE id = $1', [player.site_id]);
        const closedOwn = own ? closedSiteAnswer(own, now, call.openWhenClosed) : null;
        if (closedOwn) return closedOwn;
      }
    }
    return await call.handle(ctx as never);
  } catch (error) {
    if (error instanceof ApiRefusal) return fail(error.statusMessage, error.statusDetail, error.statusCode);
    req.log.error({ err: error, call: call.path }, 'call failed');
    return fail('internalServerError', 'the request could not be completed; nothing was changed', -500);
  }
}

export function registerApi(app: FastifyInstance, calls: ApiCall[], db: Db, config: Config): void {
  for (const call of calls) {
    app.post(call.path, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return runCall(call, req.body, req, db, config);
    });
  }
  app.get('/api/health', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    await db.query('SELECT 1');
    return { ok: true, db: db.kind };
  });
  // Any other /api path: an envelope, not an HTML 404.
  app.all('/api/*', async (req, reply) => {
    reply.code(404).header('cache-control', 'no-store');
    return fail('notFound', `${req.method} ${req.url.split('?')[0]} is not an API call`, -404);
  });
}
