/**
 * `GET /api/sportsbook/stream`: the feed's changes pushed to the browser as Server-Sent Events (issue 14 §3;
 * docs/api.md). No cookie or session needed (prices and scores are public, like /api/sportsbook/events). Each
 * message is `event: price|market|score|event|settled` with a JSON `data:` line (hub.ts); the stream opens with
 * `retry: 3000` (EventSource reconnects after 3 s) and sends a `: ping` comment every 15 s so proxies keep it
 * open. At most PER_ADDRESS streams per client address and MAX_STREAMS in all (429 beyond). Written straight to
 * the socket (no compression, no buffering: `x-accel-buffering: no`); closed when the server closes. Over HTTP/2
 * (a server with a certificate) it is one stream of the page's connection: no `Connection` header (HTTP/2 forbids
 * it) and the shared connection's timeouts are left alone (the heartbeat keeps it busy).
 */
import type { FastifyInstance } from 'fastify';
import type { FeedHub } from './hub';

export const PER_ADDRESS = 6;
export const MAX_STREAMS = 2_000;
export const HEARTBEAT_MS = 15_000;

export function registerSportsStream(app: FastifyInstance, hub: FeedHub, heartbeatMs = HEARTBEAT_MS): void {
  const open = new Map<string, number>();
  const closers = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const c of [...closers]) c();
    done();
  });
  app.get('/api/sportsbook/stream', (req, reply) => {
    const ip = req.ip;
    const mine = open.get(ip) ?? 0;
    if (mine >= PER_ADDRESS || closers.size >= MAX_STREAMS) {
      void reply.code(429).header('retry-after', '30').type('text/plain').send('Too many streams');
      return;
    }
    reply.hijack();
    const res = reply.raw;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = String(v);
    const h1 = req.raw.httpVersionMajor < 2;
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      ...(h1 ? { connection: 'keep-alive' } : {}),
      'x-accel-buffering': 'no',
    });
    if (h1) {
      req.raw.socket.setTimeout(0);
      req.raw.socket.setNoDelay(true);
    }
    open.set(ip, mine + 1);
    res.write('retry: 3000\n\n');
    const unsubscribe = hub.subscribe((m) => {
      res.write(`event: ${m.type}\ndata: ${JSON.stringify(m.data)}\n\n`);
    });
    const beat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    beat.unref();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(beat);
      unsubscribe();
      closers.delete(close);
      const n = (open.get(ip) ?? 1) - 1;
      if (n > 0) open.set(ip, n);
      else open.delete(ip);
      res.end();
    };
    closers.add(close);
    req.raw.on('close', close);
    res.on('error', close);
  });
}
