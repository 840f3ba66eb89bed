import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { precompress, safeJoin, sendFile } from '../http/static';
import { baseOptions, createFastify, hostHeader } from '../http/listener';
import { securityEvent } from '../security/security-log';
import type { Actor } from './audit';
import { ConsoleError } from './errors';
import { controlCharacterProblem } from './input-text';
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

/** The console web app's build (infra/console, `npm run build:console`), served by this listener at `/`. */
export const CONSOLE_DIST = path.resolve(import.meta.dirname, '../../console/dist');

/**
 * The web app's policy: scripts only from this origin (no inline script at all); styles from this origin and
 * the page's nonce (Emotion's style elements carry it; no 'unsafe-inline'); images from here and `data:` (the
 * enrolment QR code); API calls to this origin only; never framed.
 */
function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A path naming a file of the build (by its extension); any other path is an app route, even with a dot in it
 * (`/releases/sites/slot2.localhost`).
 */
const ASSET = /\.(m?js|css|map|json|svg|png|jpe?g|webp|gif|ico|woff2?|txt|html|br|gz)$/i;
/** `main.1a2b3c4d.js`, `assets/logo.1a2b3c4d.svg`: content-hashed, so cached for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/**
 * The web app: a file of the build when the path names one, index.html for every other path (the app routes
 * in the browser), with a fresh nonce per page. Without a build: 503 and how to build it.
 */
function serveApp(app: FastifyInstance, dist: string) {
  precompress(dist);
  let page: { mtime: number; html: string } | null = null;
  const indexHtml = (): string | null => {
    const file = path.join(dist, 'index.html');
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (!page || page.mtime !== mtime) page = { mtime, html: readFileSync(file, 'utf8') };
    return page.html;
  };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = req.url.split('?')[0] ?? '/';
    const pathname = decodeURIComponentSafe(raw);
    if (pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`))
      return reply.code(404).send({ error: 'notFound', detail: '' });
    if (ASSET.test(pathname)) {
      const file = safeJoin(dist, raw.slice(1));
      const cache = HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
      if (file && path.basename(file) !== 'index.html' && sendFile(reply, file, { 'cache-control': cache }))
        return reply;
      // a missing file is not the app: an old page asking for a replaced chunk gets a plain 404
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const html = indexHtml();
    if (html === null)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The operator console web app is not built. Run `npm run build:console` (or `npm run build`), then reload.\n' +
            `Its API answers at ${CONSOLE_PREFIX}.\n`,
        );
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', pagePolicy(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll('__CSP_NONCE__', nonce));
  };
  app.get('/', handler);
  app.get('/*', handler);
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

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
  return reply.code(e.status).send({ ...e.extra, error: e.code, detail: e.detail });
}

/** A state-changing request from a page of another origin is refused outright (defence beside SameSite). */
function foreignOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== hostHeader(req);
  } catch {
    return true;
  }
}

export async function buildConsole(
  db: Db,
  config: Config,
  routes: readonly ConsoleRoute[] = ROUTES,
  /** the web app's build folder (tests point it elsewhere) */
  opts: { dist?: string } = {},
): Promise<FastifyInstance> {
  // Its own certificate (CONSOLE_TLS_*) or the site's; without either, plain HTTP/1.1 (listener.ts).
  const app = createFastify(
    { ...baseOptions(config), bodyLimit: 16 * 1024 },
    config.console.tls ?? config.tls,
    config.timeouts,
  );
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
        const params = (req.params ?? {}) as Record<string, string>;
        const control = controlCharacterProblem(params, req.query, req.body);
        if (control) throw new ConsoleError(400, 'invalidInput', control);
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
          params,
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
    app.route({ method: r.method, url: CONSOLE_PREFIX + r.path, handler, bodyLimit: r.bodyLimit });
  }
  serveApp(app, opts.dist ?? CONSOLE_DIST);
  return app;
}
