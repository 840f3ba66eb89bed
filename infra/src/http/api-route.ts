import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '@site/shared';
import type { Db } from '../db/index';
import type { Config } from '../config';
import type { ApiCall, CallContext } from '../api/types';
import { ApiRefusal, fail } from '../api/envelope';
import { authenticate } from '../api/auth';
import { findSite } from '../api/site';
import { safeEqual } from '../security/tokens';

export function requestOrigin(req: FastifyRequest): string {
  const host = req.headers.host ?? 'localhost';
  return `${req.protocol}://${host}`;
}
export function requestHostname(req: FastifyRequest): string {
  return (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
}

/** Runs one call: schema check, site lookup, auth, handler; every outcome is an envelope, never a 5xx. */
export async function runCall(
  call: ApiCall,
  rawBody: unknown,
  req: FastifyRequest,
  db: Db,
  config: Config,
): Promise<Envelope> {
  const parsed = call.schema.safeParse(rawBody ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    return fail('invalidInput', `${field}: ${issue?.message ?? 'invalid'}`);
  }
  const body = parsed.data as Record<string, unknown>;
  if (call.admin) {
    const token = String(req.headers['x-admin-token'] ?? '');
    if (!config.adminToken || !token || !safeEqual(token, config.adminToken))
      return fail('permissionDenied', 'admin token required', -403);
  }
  const hostname = requestHostname(req);
  const domain = typeof body.domain_name === 'string' && body.domain_name ? body.domain_name : hostname;
  const ctx: CallContext<unknown> = {
    db,
    config,
    body,
    ip: req.ip,
    site: await findSite(db, domain),
    player: null,
    sessionHash: null,
    hostname,
    origin: requestOrigin(req),
  };
  try {
    if (call.auth) {
      const { player, sessionHash } = await authenticate(
        db,
        String(body.account_id ?? ''),
        String(body.auth ?? ''),
      );
      ctx.player = player;
      ctx.sessionHash = sessionHash;
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
