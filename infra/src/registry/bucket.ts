import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The player's canary key (issue 17 §3): a long-lived random value in the cookie `site_bucket`, the same for
 * the page's inlined startup answer and for `/api/startup`, so both pick the same versions for one player.
 * The player's session is not a cookie (the host sends it in the body of the calls that need it), so neither
 * the page request nor the startup request carries the account: the cookie is what both see. It identifies
 * nothing — it only decides which side of a canary a browser is on — and is minted only when an answer
 * actually chose versions (a page or a startup answer), never for scripts, images or other calls.
 */
export const BUCKET_COOKIE = 'site_bucket';
/** Browsers cap a cookie's lifetime at 400 days. */
const MAX_AGE_S = 400 * 24 * 3600;
const SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

interface Holder {
  key: string | null;
  minted: boolean;
}
const current = new AsyncLocalStorage<Holder>();
const holders = new WeakMap<FastifyRequest, Holder>();

/** The bucket key of a Cookie header, if it holds a well-formed one. */
export function bucketFromCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === BUCKET_COOKIE) {
      const value = v.join('=');
      return SHAPE.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * The current request's bucket key; the first use in a request without the cookie mints one (the answer then
 * sets it). null outside a request of the player server (unit tests calling the registry directly, the console).
 */
export function currentBucketKey(): string | null {
  const h = current.getStore();
  if (!h) return null;
  if (!h.key) {
    h.key = randomBytes(16).toString('base64url');
    h.minted = true;
  }
  return h.key;
}

export function bucketCookie(key: string, secure: boolean): string {
  return `${BUCKET_COOKIE}=${key}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Gives every request of the player server its bucket holder, and sets the cookie on an answer that minted one. */
export function registerReleaseBucket(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const h: Holder = { key: bucketFromCookie(req.headers.cookie), minted: false };
    holders.set(req, h);
    current.run(h, done);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const h = holders.get(req);
    // Fastify appends a second set-cookie rather than replacing one an earlier step set
    if (h?.minted && h.key) reply.header('set-cookie', bucketCookie(h.key, secure));
    return payload;
  });
}
