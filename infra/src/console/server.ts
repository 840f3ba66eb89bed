import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { securityEvent } from '../security/security-log';
import type { Actor } from './audit';
import { ConsoleError } from './errors';
import { can } from './roles';
import { csrfMatches, cookieToken, findSession, type SessionRow } from './sessions';
import { staffById, type StaffRow } from './staff';
import { ROUTES } from './routes';
import type { ConsoleRoute } from './route';

/**
 * The operator console's API (issue 17 §1): `/console/api/*` on a listener of its own (CONSOLE_PORT), so it is
 * a different origin from every player site — no player-site script can read its cookies or call it with
 * them (SameSite=Strict, no CORS). Answers are JSON; refusals are `{error, detail}` with an HTTP status.
 */
export const CONSOLE_PREFIX = '/console/api';

function headers(reply: FastifyReply, tls: boolean) {
  reply.header(
    'content-security-policy',
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  );
  reply.header('x-frame-options', 'DENY');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cache-control', 'no-store');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  if (tls) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

function refuse(reply: FastifyReply, e: ConsoleError) {
  return reply.code(e.status).send({ error: e.code, detail: e.detail });
}

/** A state-changing request from a page of another origin is refused outright (defence beside SameSite). */
function foreignOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

export async function buildConsole(
  db: Db,
  config: Config,
  routes: readonly ConsoleRoute[] = ROUTES,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    bodyLimit: 16 * 1024,
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    requestTimeout: config.timeouts.request,
    connectionTimeout: config.timeouts.idle,
    keepAliveTimeout: config.timeouts.keepAlive,
  });
  const clock = () => (config.now ?? Date.now)();

  app.addHook('onRequest', async (req, reply) => headers(reply, req.protocol === 'https'));
  app.setErrorHandler((error: { statusCode?: number; message?: string }, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error(error);
    void reply
      .code(status)
      .send(
        status >= 500
          ? { error: 'internalServerError', detail: '' }
          : { error: 'invalidInput', detail: String(error.message ?? '') },
      );
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'notFound', detail: '' }));

  for (const r of routes) {
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const now = clock();
      const ip = req.ip;
      const userAgent = String(req.headers['user-agent'] ?? '');
      const token = cookieToken(req.headers.cookie);
      const actor: Actor = { kind: 'staff', staffId: null, name: '', role: '', ip, userAgent };
      try {
        if (req.method !== 'GET' && foreignOrigin(req))
          throw new ConsoleError(403, 'foreignOrigin', 'the request came from another origin');
        let session: SessionRow | null = null;
        let staff: StaffRow | null = null;
        if (r.access !== 'public') {
          session = await findSession(db, token, now);
          staff = session && (await staffById(db, session.staff_id));
          if (!session || !staff || staff.disabled_at) throw new ConsoleError(401, 'signInRequired');
          Object.assign(actor, { staffId: staff.id, name: staff.email, role: staff.role });
          if (r.access !== 'pending' && session.stage !== 'full')
            throw new ConsoleError(403, 'secondFactorRequired', 'sign in with your authenticator code first');
          // CSRF (issue 17 §2): every change carries the session's token in a header a foreign page cannot set.
          if (req.method !== 'GET' && !csrfMatches(token, String(req.headers['x-csrf-token'] ?? '')))
            throw new ConsoleError(403, 'csrfTokenMissing', 'x-csrf-token: missing or wrong');
          if (r.access !== 'pending' && r.access !== 'signed_in') {
            if (staff.must_change_password)
              throw new ConsoleError(403, 'passwordChangeRequired', 'change your one-time password first');
            // The permission is checked before the body is read: a caller without it learns nothing more.
            if (!can(staff.role, r.access)) {
              securityEvent(
                'console.denied',
                { ip, staff: staff.email, role: staff.role, route: `${r.method} ${r.path}` },
                'warn',
              );
              throw new ConsoleError(403, 'permissionDenied', `needs ${r.access}`);
            }
          }
        }
        const body = r.body ? r.body.safeParse(req.body ?? {}) : { success: true as const, data: undefined };
        const query = r.query
          ? r.query.safeParse(req.query ?? {})
          : { success: true as const, data: undefined };
        for (const parsed of [body, query])
          if (!parsed.success)
            throw new ConsoleError(
              400,
              'invalidInput',
              parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
            );
        const answer = await r.handle({
          db,
          config,
          req,
          reply,
          now,
          body: body.data as never,
          query: query.data as never,
          params: (req.params ?? {}) as Record<string, string>,
          token,
          session,
          staff,
          actor,
        });
        return reply.send(answer ?? {});
      } catch (e) {
        if (e instanceof ConsoleError) return refuse(reply, e);
        throw e;
      }
    };
    app.route({ method: r.method, url: CONSOLE_PREFIX + r.path, handler });
  }
  return app;
}
