import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.json', '.css', '.html', '.svg', '.map', '.txt']);
/** Compressed copies of static files, keyed by path + mtime + encoding (builds are immutable, so this stays small). */
const compressed = new Map<string, Buffer>();

function encodingFor(req: FastifyRequest | undefined): 'br' | 'gzip' | null {
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

/** Sends a file if it exists (brotli or gzip when the client takes it); false otherwise, so the caller can 404. */
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
  const enc = COMPRESSIBLE.has(ext) && st.size > 1024 ? encodingFor(reply.request) : null;
  if (enc) {
    const body = compressedCopy(file, st.mtimeMs, enc);
    reply
      .header('content-encoding', enc)
      .header('vary', 'accept-encoding')
      .header('content-length', body.length);
    void reply.send(body);
    return true;
  }
  reply.header('content-length', st.size);
  void reply.send(createReadStream(file));
  return true;
}
