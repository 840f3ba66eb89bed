import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

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

/** Sends a file if it exists; returns false otherwise so the caller can answer 404. */
export function sendFile(
  reply: FastifyReply,
  file: string | null,
  headers: Record<string, string> = {},
): boolean {
  if (!file || !existsSync(file)) return false;
  const st = statSync(file);
  if (!st.isFile()) return false;
  reply.header('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  reply.header('content-length', st.size);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  void reply.send(createReadStream(file));
  return true;
}
