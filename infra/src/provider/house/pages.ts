import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HOUSE_CLIENTS as CLIENTS } from '@site/shared';
import { safeJoin, sendFile } from '../../http/static';

/** Where `npm run build` puts the game clients (scripts/build-house.ts). */
const DIST = path.join(import.meta.dirname, '../../../dist/house');

/** The house game clients (shared/src/lib/house.ts), by path segment, with their page titles. */
const TITLES: Record<string, string> = {
  'HOUSE-SLOT-001': 'Jade Lantern Reels',
  'HOUSE-HASH-001': 'Hash Big or Small',
  'HOUSE-CRASH-001': 'Paper Kite Crash',
};
const CLIENT_TITLES = new Map(Object.entries(CLIENTS).map(([code, seg]) => [seg, TITLES[code] ?? seg]));
// The stand-alone verification page of provably fair rounds (client/verify.ts).
CLIENT_TITLES.set('verify', 'Verify a round');

/**
 * The game page's own policy: nothing but its script, stylesheet and the house API, framed only by the site, and
 * sandboxed (scripts only) even when opened on its own. The frame has an opaque origin, so its assets answer CORP
 * cross-origin and the house API answers CORS (it is authorised by the game token in the body, never a cookie).
 */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');

const page = (game: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${CLIENT_TITLES.get(game) ?? ''}</title>
<link rel="stylesheet" href="/provider/house/assets/house.css">
</head>
<body>
<main id="app" data-game="${game}" aria-live="polite"><p>…</p></main>
<script src="/provider/house/assets/${game}.js"></script>
</body>
</html>
`;

/** The game clients' pages, their assets and the CORS answers of the house API. */
export function registerHousePages(app: FastifyInstance): void {
  app.get('/provider/house/play/:game', async (req, reply) => {
    const game = (req.params as { game: string }).game;
    if (!CLIENT_TITLES.has(game)) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page(game));
  });
  app.get('/provider/house/assets/*', async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    const headers = { 'cache-control': 'no-cache', 'cross-origin-resource-policy': 'cross-origin' };
    if (!sendFile(reply, safeJoin(DIST, rel), headers))
      return reply.code(404).type('text/plain').send('Not found');
    return reply;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/provider/house/api/')) reply.header('access-control-allow-origin', '*');
  });
  app.options('/provider/house/api/*', async (_req, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send(),
  );
}
