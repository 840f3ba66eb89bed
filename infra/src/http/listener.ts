import { constants, type Http2SecureServer, type ServerHttp2Stream } from 'node:http2';
import type { ServerOptions } from 'node:http';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config, TlsFiles } from '../config';

/**
 * A Fastify instance for the player site or the console. Without a certificate: plain HTTP/1.1, as it always
 * was. With one (TLS_CERT_FILE / TLS_KEY_FILE): HTTPS on the same port, HTTP/2 for the browsers that offer it in
 * ALPN (all current ones) and HTTP/1.1 for the rest (`allowHTTP1`), the timeouts of issue 9.8 kept on both:
 *
 * - HTTP/1.1 connections are served by Node's HTTP/1 code inside the HTTP/2 server, which reads its request,
 *   headers and keep-alive timeouts from that server (Fastify sets them only on an HTTP/1 server);
 * - an HTTP/2 session with no stream open closes after the idle timeout (`http2SessionTimeout`), and a stream
 *   whose request (headers and body) has not fully arrived within the request timeout is reset, as an HTTP/1.1
 *   request would get 408 — streams multiplex on one connection, so one stalled upload never holds the others.
 *
 * Typed as the HTTP/1 instance the routes are written against: Fastify's request and reply are the same
 * objects over both protocols (what differs underneath — `req.raw`, `reply.raw` — is handled where used:
 * sportsbook/stream.ts, `hostHeader` in api-route.ts).
 */
/** Node's headers timeout for a request timeout of `request` ms: the request's, 10 s at most. */
export const headersTimeoutFor = (request: number) => Math.min(10_000, request);

/**
 * How often Node checks the request and headers timeouts (its default, 30 s, would let a stalled HTTP/1.1 body
 * live on): a quarter of the request timeout, between 250 ms and 2 s.
 */
export const checkingIntervalFor = (request: number) =>
  Math.max(250, Math.min(2_000, Math.floor(request / 4)));

/** What the player server and the console share of their Fastify options: logging, proxies, timeouts. */
export function baseOptions(config: Config) {
  return {
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    requestTimeout: config.timeouts.request,
    connectionTimeout: config.timeouts.idle,
    keepAliveTimeout: config.timeouts.keepAlive,
  } satisfies FastifyServerOptions;
}

export function createFastify(
  options: FastifyServerOptions & { http?: ServerOptions },
  tls: TlsFiles | null,
  timeouts: Config['timeouts'],
): FastifyInstance {
  if (!tls) return Fastify(options);
  const { http, ...rest } = options;
  // The options are the HTTP/1 instance's (its logger typing names HTTP/1 requests): same values, cast once.
  const h2 = {
    ...rest,
    http2: true,
    https: { allowHTTP1: true, key: tls.key, cert: tls.cert },
    http2SessionTimeout: timeouts.idle,
  } as unknown as FastifyHttp2SecureOptions<Http2SecureServer>;
  const app = Fastify(h2);
  const server = app.server as Http2SecureServer & {
    requestTimeout: number;
    headersTimeout: number;
    keepAliveTimeout: number;
    connectionsCheckingInterval: number;
  };
  server.requestTimeout = timeouts.request;
  server.headersTimeout = http?.headersTimeout ?? headersTimeoutFor(timeouts.request);
  server.keepAliveTimeout = timeouts.keepAlive;
  server.connectionsCheckingInterval = checkingIntervalFor(timeouts.request);
  server.on('stream', (stream: ServerHttp2Stream) => resetWhenStalled(stream, timeouts.request));
  return app as unknown as FastifyInstance;
}

/**
 * Answers 408 and closes an HTTP/2 stream whose client has not finished sending its request within `ms` (the
 * handler, still waiting for the body, never answers it).
 */
function resetWhenStalled(stream: ServerHttp2Stream, ms: number): void {
  if (stream.endAfterHeaders) return;
  const timer = setTimeout(() => {
    if (stream.destroyed || stream.state.remoteClose) return;
    if (!stream.headersSent) stream.respond({ ':status': 408 }, { endStream: true });
    stream.close(constants.NGHTTP2_CANCEL);
  }, ms);
  timer.unref();
  stream.once('close', () => clearTimeout(timer));
}

/**
 * The host the client asked for: `Host` over HTTP/1.1, the `:authority` pseudo-header over HTTP/2 (browsers send
 * no `Host` there). Not X-Forwarded-Host: a proxy in front passes the player's Host through.
 */
export function hostHeader(req: FastifyRequest): string | undefined {
  return req.headers.host ?? (req.headers[':authority'] as string | undefined);
}
