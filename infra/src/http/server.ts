import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GALLERY_PATH, servedPaths, SITE_ROUTES } from '@site/shared';
import type { Db } from '../db/index';
import type { Config } from '../config';
import { CALLS } from '../api/index';
import { REGISTRY_CALLS } from '../registry/admin';
import { findSite, maintenanceActive } from '../api/site';
import { nowOf } from '../api/domain/responsible';
import { fail } from '../api/envelope';
import { enabledRemotes } from '../registry/index';
import { registerReleaseBucket } from '../registry/bucket';
import { registerApi, requestHostname, requestOrigin } from './api-route';
import { criticalPath } from './critical-path';
import { pageLanguages, shellMessageFiles, shellMessages } from './shell-messages';
import { shellScriptsFirst } from './shell-scripts';
import { readImage } from '../api/domain/site-images';
import { baseOptions, checkingIntervalFor, createFastify, headersTimeoutFor } from './listener';
import { CACHE, cdnCacheControl, HASHED } from './cache';
import { safeJoin, sendFile } from './static';
import { seoHead } from './seo';
import { registerArt } from './art';
import { manifestHead, registerManifest } from './manifest';
import { preloaderTheme, sitePreloader } from './page-preloader';
import { readPreviewToken } from '../security/preview-token';
import { registerPageNonce } from './page-nonce';
import { registerPageCompression } from './page-compression';
import { registerCspReports } from './csp-report';
import { registerProviderApi } from '../provider/wallet/routes';
import { registerHouse } from '../provider/house/routes';
import { feedFor } from '../sportsbook/feed';
import { registerSportsStream } from '../sportsbook/stream';

const STATIC_DIR = path.join(import.meta.dirname, '../../static');

/** Security headers for every answer; the CSP's script sources are `self` plus the registered remote origins. */
function securityHeaders(reply: FastifyReply, scriptOrigins: string[], tls: boolean, origin: string): void {
  const scripts = ["'self'", ...new Set(scriptOrigins)].join(' ');
  reply.header(
    'content-security-policy',
    [
      "default-src 'self'",
      `script-src ${scripts}`,
      "style-src 'self'",
      "img-src 'self' data:",
      `connect-src 'self' ${[...new Set(scriptOrigins)].join(' ')}`.trim(),
      "font-src 'self'",
      "object-src 'none'",
      // Frames: only the house provider's game clients (docs/provider.md), shown sandboxed by /playnow.
      `frame-src ${/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin) ? `${origin}/provider/house/play/` : "'none'"}`,
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      'report-uri /api/csp-report',
    ].join('; '),
  );
  // Trusted Types, report-only (issue 9.11): the shell's default policy decides what a string may become at a
  // DOM sink (host/src/features/security/trusted-types.ts); what it refuses is reported, not yet blocked.
  reply.header(
    'content-security-policy-report-only',
    "require-trusted-types-for 'script'; report-uri /api/csp-report",
  );
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'SAMEORIGIN');
  // Issue 9.11: no powerful features, an isolated browsing context, resources for this origin only (/cdn
  // answers override CORP with cross-origin), and HSTS when the connection is TLS.
  reply.header(
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  );
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-resource-policy', 'same-origin');
  if (tls) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

export async function buildServer(db: Db, config: Config): Promise<FastifyInstance> {
  // HTTP/1.1, or HTTPS with HTTP/2 and HTTP/1.1 when the operator gave a certificate (listener.ts).
  const app = createFastify(
    {
      // Timeouts (issue 9.8): slow or silent clients cannot hold connections.
      ...baseOptions(config),
      bodyLimit: 64 * 1024,
      // An address that is not valid percent-encoding (`/%`, `/%E0%A4%A`) never reaches a route: a short answer in
      // the server's own words (an envelope on the API), not Fastify's JSON error with its code.
      frameworkErrors: (_error: unknown, req: FastifyRequest, reply: FastifyReply) => {
        const api = req.url.startsWith('/api/') || req.url.startsWith('/provider/');
        void reply.code(400).header('cache-control', CACHE.api);
        if (api) void reply.send(fail('invalidInput', 'url: not a valid address'));
        else void reply.type('text/plain; charset=utf-8').send('Bad request: this address is not valid.');
      },
      http: {
        headersTimeout: headersTimeoutFor(config.timeouts.request),
        connectionsCheckingInterval: checkingIntervalFor(config.timeouts.request),
      },
    },
    config.tls,
    config.timeouts,
  );

  // Malformed JSON or a wrong content type on the API: an envelope, never a 5xx or a stack trace.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error(error);
    if (req.url.startsWith('/api/') || req.url.startsWith('/provider/')) {
      void reply
        .code(status >= 500 ? 200 : status)
        .header('cache-control', CACHE.api)
        .send(
          fail(
            status >= 500 ? 'internalServerError' : 'invalidInput',
            status >= 500 ? '' : String(error.message ?? ''),
            status >= 500 ? -500 : 0,
          ),
        );
      return;
    }
    void reply
      .code(status)
      .type('text/plain')
      .send(status >= 500 ? 'Internal error' : 'Bad request');
  });

  app.addHook('onRequest', async (req, reply) => {
    const origins: string[] = [];
    if (config.cdnOrigin) origins.push(config.cdnOrigin);
    if (config.liveChatUrl.startsWith('http')) origins.push(new URL(config.liveChatUrl).origin);
    securityHeaders(reply, origins, req.protocol === 'https', requestOrigin(req));
  });

  // the player's canary bucket (cookie `site_bucket`), read by the startup answer in the page and /api/startup
  registerReleaseBucket(app, config.secureCookies);
  registerApi(app, [...CALLS, ...REGISTRY_CALLS], db, config);
  registerProviderApi(app, db);
  registerHouse(app, db, config.houseProviderSecret, config.houseWalletUrl, config.tls !== null);
  registerArt(app);
  registerManifest(app, db);
  registerPageNonce(app);
  // after the nonce hook: the page is compressed as sent
  registerPageCompression(app);
  registerCspReports(app);
  // The simulated sportsbook feed (docs/sportsbook.md "Feed"): its pushes on /api/sportsbook/stream; its timer when
  // configured (SPORTS_FEED), stopped when the server closes.
  const feed = feedFor(db);
  registerSportsStream(app, feed.hub);
  if (config.sportsFeed.on) {
    feed.start(config.sportsFeed.tickMs);
    app.addHook('onClose', async () => feed.stop());
  }

  // Published remote builds: versioned (immutable in production, cache.ts), readable from any origin (the
  // manifest is fetched with fetch). A file not there yet is not remembered as missing.
  app.get('/cdn/*', async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    const headers = {
      'access-control-allow-origin': '*',
      'cache-control': cdnCacheControl(rel, config.production),
      'cross-origin-resource-policy': 'cross-origin',
    };
    if (!sendFile(reply, safeJoin(path.join(config.dataDir, 'cdn'), rel), headers))
      return reply
        .code(404)
        .header('access-control-allow-origin', '*')
        .header('cache-control', CACHE.api)
        .type('text/plain')
        .send('Not found');
    return reply;
  });
  app.options('/cdn/*', async (_req, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET')
      .header('access-control-max-age', '86400')
      .send(),
  );

  // Local static files (live-chat stand-in, art served by the platform).
  app.get('/static/*', async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    if (!sendFile(reply, safeJoin(STATIC_DIR, rel), { 'cache-control': CACHE.hour }))
      return reply.code(404).header('cache-control', CACHE.api).type('text/plain').send('Not found');
    return reply;
  });

  // Images an operator uploaded in the console (a site's logos): by the SHA-256 of their bytes, so kept a year.
  // Raster only (api/domain/site-images.ts); nosniff and a policy that lets the file run nothing if opened itself.
  app.get('/images/:name', async (req, reply) => {
    const image = await readImage(db, `/images/${(req.params as { name: string }).name}`);
    if (!image)
      return reply.code(404).header('cache-control', CACHE.api).type('text/plain').send('Not found');
    return reply
      .header('cache-control', CACHE.immutable)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(image.type)
      .send(image.bytes);
  });

  const indexFile = path.join(config.hostDist, 'index.html');
  // where the server writes its part of the page's head (the host's src/index.html)
  const SEO_MARKER = '<!--seo-->';
  const readIndex = () =>
    existsSync(indexFile)
      ? shellScriptsFirst(readFileSync(indexFile, 'utf8'), SEO_MARKER)
      : '<!doctype html><title>Build missing</title><p>Run npm run build.</p>';
  let indexHtml = readIndex();
  let shellFiles = shellMessageFiles(config.hostDist);

  async function renderPage(req: FastifyRequest, reply: FastifyReply, pathname: string) {
    if (!config.production) {
      indexHtml = readIndex();
      shellFiles = shellMessageFiles(config.hostDist);
    }
    const site = await findSite(db, requestHostname(req));
    let status = 404;
    let head = '<title>Page not found</title>';
    // the request's clock: what decides maintenance is the time the page tells the shell (serverTime)
    const now = nowOf(config);
    if (site) {
      // The startup answer inlined in the page lists the site's remotes; a closed site has none to inline.
      // the languages whose message files the page loads, for the shell's hints and the remotes'
      const languages = pageLanguages(req.headers.cookie);
      const critical = await criticalPath(req, db, config, pathname, languages);
      const served = servedPaths(critical.remotes ?? (await enabledRemotes(db, site.id)));
      // Maintenance (in force at the request's clock) and an invalid theme are shown by the shell on any route.
      const known = (SITE_ROUTES as readonly string[]).includes(pathname);
      // The UI kit gallery (docs/architecture.md) exists on development servers only.
      const gallery = pathname === GALLERY_PATH && !config.production;
      const maintenance = maintenanceActive(site, now);
      status = maintenance || (known && served.has(pathname)) || gallery ? 200 : 404;
      head = `${await seoHead(db, site, pathname, requestOrigin(req), languages[0])}\n    ${manifestHead(site)}`;
      const shell = shellMessages(config.hostDist, shellFiles, languages);
      if (shell) head += `\n    ${shell}`;
      if (critical.head) head += `\n    ${critical.head}`;
    }
    const config_ = `<script id="site-config" type="application/json">${JSON.stringify({ secureCookies: config.secureCookies, serverTime: now.getTime() })}</script>`;
    const page = indexHtml
      .replace(SEO_MARKER, `${head}\n    ${config_}`)
      .replace(/<title>Player site<\/title>\s*/, '');
    const preview = (req.query as Record<string, unknown> | undefined)?.preview;
    const html = site
      ? sitePreloader(
          page,
          preloaderTheme(site, preview, (token, domain) =>
            readPreviewToken(config.adminToken, token, domain, now.getTime()),
          ),
        )
      : page;
    return reply.code(status).header('cache-control', CACHE.page).type('text/html; charset=utf-8').send(html);
  }

  // Host assets by file name (content-hashed chunks for a year, the rest revalidated); everything else is a page
  // of the site (or a 404 page).
  app.get('/*', async (req, reply) => {
    const pathname = decodeURIComponent((req.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
    // `/index.html` is the home page: sent to `/` (its query kept), so the address the page's router reads is one
    // of the site's routes.
    if (pathname === '/index.html') {
      const query = req.url.indexOf('?');
      return reply
        .code(301)
        .header('cache-control', CACHE.api)
        .redirect(query < 0 ? '/' : `/${req.url.slice(query)}`, 301);
    }
    if (pathname !== '/' && /\.[a-z0-9]+$/i.test(pathname)) {
      const file = safeJoin(config.hostDist, pathname);
      if (
        sendFile(reply, file, { 'cache-control': HASHED.test(pathname) ? CACHE.immutable : CACHE.revalidate })
      )
        return reply;
      return reply.code(404).header('cache-control', CACHE.api).type('text/plain').send('Not found');
    }
    return renderPage(req, reply, pathname);
  });

  return app;
}
