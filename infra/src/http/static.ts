import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.json', '.css', '.html', '.svg', '.map', '.txt']);
/** Compressed copies of static files, keyed by path + mtime + encoding (builds are immutable, so this stays small). */
const compressed = new Map<string, Buffer>();

/** The encoding a request takes: brotli, else gzip, else none. */
export function encodingFor(req: FastifyRequest | undefined): 'br' | 'gzip' | null {
  const accept = String(req?.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
}

function compressedCopy(file: string, mtime: number, enc: 'br' | 'gzip'): Buffer {
  const key = `${file}:${mtime}:${enc}`;
  let buf = compressed.get(key);
  if (!buf) {
    const raw = readFileSync(file);
    buf =
      enc === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    if (compressed.size > 2000) compressed.clear();
    compressed.set(key, buf);
  }
  return buf;
}

/** The suffix of a file's precompressed copy. */
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * Writes brotli (quality 11) and gzip (level 9) copies beside every compressible file over 1 KB under `dir`
 * (`app.js` → `app.js.br`, `app.js.gz`), so serving never compresses on the request thread (issue 16.5). Runs
 * where files are written: at publish (copyBuild) for a remote's build, at server start for the host's build. A
 * copy at least as new as its file is kept; each is written to a temporary name and renamed, so a reader never
 * sees half of one. Returns the number of copies written.
 */
export function precompress(dir: string): number {
  let written = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && COMPRESSIBLE.has(path.extname(file))) {
        const st = statSync(file);
        if (st.size <= 1024) continue;
        let raw: Buffer | null = null;
        for (const enc of ['br', 'gzip'] as const) {
          const copy = file + SUFFIX[enc];
          if (existsSync(copy) && statSync(copy).mtimeMs >= st.mtimeMs) continue;
          raw ??= readFileSync(file);
          const body =
            enc === 'br'
              ? brotliCompressSync(raw, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                })
              : gzipSync(raw, { level: 9 });
          const tmp = `${copy}.${process.pid}.tmp`;
          writeFileSync(tmp, body);
          renameSync(tmp, copy);
          written++;
        }
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return written;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Resolves `rel` inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, rel: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

/**
 * Sends a file if it exists (brotli or gzip when the client takes it: its precompressed copy when there is one;
 * 304 when the client's If-Modified-Since is not older than the file); false otherwise, so the caller can 404.
 */
export function sendFile(
  reply: FastifyReply,
  file: string | null,
  headers: Record<string, string> = {},
): boolean {
  if (!file || !existsSync(file)) return false;
  const st = statSync(file);
  if (!st.isFile()) return false;
  const ext = path.extname(file);
  reply.header('content-type', TYPES[ext] ?? 'application/octet-stream');
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  const compressible = COMPRESSIBLE.has(ext) && st.size > 1024;
  // the answer depends on Accept-Encoding whichever encoding this client got
  if (compressible) reply.header('vary', 'accept-encoding');
  // A file revalidated (Cache-Control: no-cache) costs a 304 and no body when the browser's copy is current.
  const modified = Math.floor(st.mtimeMs / 1000) * 1000;
  reply.header('last-modified', new Date(modified).toUTCString());
  const since = Date.parse(String(reply.request?.headers['if-modified-since'] ?? ''));
  if (!Number.isNaN(since) && since >= modified) {
    void reply.code(304).send();
    return true;
  }
  const enc = compressible ? encodingFor(reply.request) : null;
  // the copy written ahead of time (precompress), when it is not older than the file
  const pre = enc ? file + SUFFIX[enc] : null;
  const preStat = pre && existsSync(pre) ? statSync(pre) : null;
  if (enc && pre && preStat && preStat.mtimeMs >= st.mtimeMs) {
    reply.header('content-encoding', enc).header('content-length', preStat.size);
    void reply.send(createReadStream(pre));
    return true;
  }
  // no copy (operator static files, a build not precompressed): compressed once and kept in memory
  if (enc) {
    const body = compressedCopy(file, st.mtimeMs, enc);
    reply.header('content-encoding', enc).header('content-length', body.length);
    void reply.send(body);
    return true;
  }
  reply.header('content-length', st.size);
  void reply.send(createReadStream(file));
  return true;
}
