/**
 * Serves the peer (bench/peer/dist) beside a running site, so both builds show the same pages from the same API
 * and data: the peer's own files from dist/ (precompressed copies, as the site serves its builds), every page
 * from the site's HTML as served — SEO head, inlined startup answer, CSP nonce — with the shell's script and the
 * federation hints swapped for the peer's scripts and hints, and everything else (/api, /cdn art, /static…)
 * proxied to the site with the site's host name (casino1.localhost:PEER → casino1.localhost:SITE).
 *
 * Hints, like the site's (infra/src/http/critical-path.ts): the scripts of the templates' layout module, of the
 * route's page module and of its prefetch module (not when the page carries the answers of all the route's first
 * calls, as the site), read from the inlined startup answer's routes; PEER_HINTS=0 leaves them out.
 * `SITE=http://localhost:8089 PEER_PORT=8090 npx tsx bench/peer/server.ts` (after bench/peer/build.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StartupValue } from '@site/shared';
import { raised, replaceShellScripts } from '../../infra/src/http/shell-scripts';
import { answersAll, LAYOUT_MODULE } from '../../infra/src/http/critical-path';

const DIST = path.join(import.meta.dirname, 'dist');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

interface PeerChunks {
  initial: string[];
  modules: Record<string, string[]>;
}
interface Route {
  path: string;
  module: string;
  prefetch?: string;
}

/** The site's HTML with the peer's scripts in place of the shell's, and the peer's hints in place of the federation's. */
export function peerHtml(siteHtml: string, pathname: string, chunks: PeerChunks, hints = true): string {
  // in the place of the site's shell scripts and raised like them
  const scripts = chunks.initial.map((f) => raised(`<script defer src="/${f}"></script>`)).join('\n    ');
  let links = '';
  if (hints) {
    const m = /<script id="startup-answer" type="application\/json">([^<]*)<\/script>/.exec(siteHtml);
    const value = m ? (JSON.parse(m[1] as string) as { value?: StartupValue }).value : undefined;
    const remotes = (value?.remotes ?? []) as { name: string; routes: Route[] }[];
    // the page's carried answers: with all the route's first calls among them the shell skips the prefetch module
    const a = /<script id="page-answers" type="application\/json">([^<]*)<\/script>/.exec(siteHtml);
    const answered = answersAll(
      value?.remotes ?? [],
      pathname,
      a ? (JSON.parse(a[1] as string) as { call: string }[]) : [],
    );
    const files = new Set<string>();
    const add = (remote: string, module: string | undefined) => {
      if (!module) return;
      for (const f of chunks.modules[`${remote}/${module}`] ?? [])
        if (!chunks.initial.includes(f)) files.add(f);
    };
    if (remotes.some((r) => r.name === 'templates')) add('templates', LAYOUT_MODULE);
    for (const r of remotes) {
      const route = r.routes.find((x) => x.path === pathname);
      if (!route) continue;
      add(r.name, route.module);
      if (!answered) add(r.name, route.prefetch);
      break;
    }
    links = [...files].map((f) => `<link rel="preload" as="script" href="/${f}" />`).join('\n    ');
  }
  let placed = false;
  const page = siteHtml.replace(/\s*<link rel="preload"[^>]*\/cdn\/[^>]*>/g, () => {
    if (placed || !links) return '';
    placed = true;
    return `\n    ${links}`;
  });
  return replaceShellScripts(page, scripts) ?? page.replace('</body>', () => `${scripts}</body>`);
}

export function startPeerServer(site: string, port: number, hints = true): Promise<http.Server> {
  const target = new URL(site);
  const chunks = JSON.parse(readFileSync(path.join(DIST, 'peer-chunks.json'), 'utf8')) as PeerChunks;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer.invalid');
    const pathname = decodeURIComponent(url.pathname);
    const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const siteHost = `${hostname}:${target.port || 80}`;

    // The peer's own files.
    const file = path.join(DIST, pathname);
    if (
      pathname !== '/' &&
      file.startsWith(DIST + path.sep) &&
      !pathname.endsWith('.html') &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      const accept = String(req.headers['accept-encoding'] ?? '');
      const enc =
        /\bbr\b/.test(accept) && existsSync(`${file}.br`)
          ? 'br'
          : /gzip/.test(accept) && existsSync(`${file}.gz`)
            ? 'gzip'
            : null;
      const body = readFileSync(enc ? `${file}.${enc === 'br' ? 'br' : 'gz'}` : file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': /\.[0-9a-f]{8}\./.test(pathname)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        vary: 'accept-encoding',
        ...(enc ? { 'content-encoding': enc } : {}),
        'content-length': body.length,
      });
      res.end(body);
      return;
    }

    const isPage =
      req.method === 'GET' &&
      !/^\/(api|cdn|static|provider)\//.test(pathname) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    const headers = { ...req.headers, host: siteHost };
    if (isPage) headers['accept-encoding'] = 'identity';
    const upstream = http.request(
      {
        host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port || 80,
        method: req.method,
        path: req.url,
        headers,
      },
      (up) => {
        const out = { ...up.headers };
        if (typeof out.location === 'string')
          out.location = out.location.replace(siteHost, req.headers.host ?? siteHost);
        const type = String(up.headers['content-type'] ?? '');
        if (!isPage || !type.startsWith('text/html')) {
          res.writeHead(up.statusCode ?? 502, out);
          up.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        up.on('data', (c: Buffer) => parts.push(c));
        up.on('end', () => {
          const html = peerHtml(
            Buffer.concat(parts).toString('utf8'),
            pathname.replace(/\/+$/, '') || '/',
            chunks,
            hints,
          );
          delete out['content-length'];
          res.writeHead(up.statusCode ?? 502, { ...out, 'content-length': Buffer.byteLength(html) });
          res.end(html);
        });
      },
    );
    upstream.on('error', (e) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`peer proxy: ${e.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = process.env.SITE ?? process.env.BASE ?? 'http://localhost:8089';
  const port = Number(process.env.PEER_PORT ?? 8090);
  await startPeerServer(site, port, process.env.PEER_HINTS !== '0');
  console.log(`peer on http://localhost:${port} (pages and API from ${site})`);
}
