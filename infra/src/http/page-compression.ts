import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { encodingFor } from './static';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Pages smaller than this go as they are (compressing them saves less than its headers cost). */
const MIN_BYTES = 1024;

/**
 * Compresses the pages the server writes per request (the site's HTML: 60–90 KB with the startup answer and the
 * files and answers it carries, issue 16; the house provider's pages), brotli when the browser takes it, else
 * gzip. Static files have their copies made ahead of time (static.ts); a page is made for one request, so it is
 * compressed at a fast setting (brotli 5: ≈ 1 ms for a home page) on zlib's worker threads, not the request
 * thread. Registered after the page's nonce hook, so it compresses the page as sent.
 */
export function registerPageCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || typeof payload !== 'string') return payload;
    if (reply.getHeader('content-encoding')) return payload;
    reply.header('vary', 'accept-encoding');
    const enc = encodingFor(req);
    const raw = Buffer.from(payload);
    if (!enc || raw.length < MIN_BYTES) return payload;
    let body: Buffer;
    try {
      body =
        enc === 'br'
          ? await brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : await gzipped(raw, { level: 6 });
    } catch {
      // compression is never worth a failed page: it goes as it is
      return payload;
    }
    reply.header('content-encoding', enc);
    reply.removeHeader('content-length');
    return body;
  });
}
