import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { INLINE_SCRIPT_OPEN } from './shell-messages';

const CONFIG_OPEN = '<script id="site-config" type="application/json">{';

/**
 * A fresh CSP nonce for every page, added to the page's `script-src` and `style-src` (issue 9.11: no
 * 'unsafe-inline' for styles): the page's own `<style>` elements carry it, and the shell gets it in its site
 * config, so the operator's analytics scripts it injects at run time (SPEC §7) may run and Emotion's style
 * elements may apply (host bootstrap: an Emotion cache with the nonce), and the shell's message chunks the page
 * carries (`INLINE_SCRIPT_OPEN`, critical-path.ts) run. No other inline script or style may.
 */
export function registerPageNonce(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || typeof payload !== 'string') return payload;
    const nonce = randomBytes(16).toString('base64');
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    if (csp)
      reply.header(
        'content-security-policy',
        csp
          .replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`)
          .replace(/style-src ([^;]*)/, `style-src $1 'nonce-${nonce}'`),
      );
    return payload
      .replace(/<style>/g, `<style nonce="${nonce}">`)
      .replaceAll(INLINE_SCRIPT_OPEN, `<script nonce="${nonce}">`)
      .replace(CONFIG_OPEN, `${CONFIG_OPEN}"nonce":"${nonce}",`);
  });
}
