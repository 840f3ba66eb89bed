import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const CONFIG_OPEN = '<script id="site-config" type="application/json">{';

/**
 * A fresh CSP nonce for every page: added to the page's `script-src` and handed to the shell in its site config,
 * so the operator's analytics scripts the shell injects at run time (SPEC §7) may run — and no other inline
 * script may.
 */
export function registerPageNonce(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || typeof payload !== 'string' || !payload.includes(CONFIG_OPEN))
      return payload;
    const nonce = randomBytes(16).toString('base64');
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    if (csp)
      reply.header(
        'content-security-policy',
        csp.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`),
      );
    return payload.replace(CONFIG_OPEN, `${CONFIG_OPEN}"nonce":"${nonce}",`);
  });
}
