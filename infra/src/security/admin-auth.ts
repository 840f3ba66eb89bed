import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { limitStore, LIMITS } from './rate-limit';
import { safeEqual, sha256 } from './tokens';
import { securityEvent } from './security-log';

/**
 * The operator token check (issue 9 §2), run before anything else of an admin call — before the body is
 * parsed, so a caller without the token learns nothing about the call's schema. Wrong tokens are counted per
 * client address (LIMITS.adminIp); a throttled address is refused even with the right token, and so is a request a
 * browser sent (Fetch Metadata headers). Every refusal is a security-log line.
 */
export type AdminCheck =
  | { ok: true; actor: string }
  | { ok: false; statusMessage: 'permissionDenied' | 'tooManyRequests'; statusCode: number };

export async function checkAdminToken(
  req: FastifyRequest,
  config: Config,
  path: string,
  db: object | null = null,
): Promise<AdminCheck> {
  const counters = limitStore(db);
  const ipKey = `admin:ip:${req.ip}`;
  const log = { ip: req.ip, call: path };
  if (await counters.blocked(ipKey, LIMITS.adminIp)) {
    securityEvent('admin.denied', { ...log, reason: 'throttled' }, 'warn');
    return { ok: false, statusMessage: 'tooManyRequests', statusCode: -429 };
  }
  // A machine credential (issue 17 §2): the CLIs and automation hold it, a browser never does. Every current browser
  // marks its requests to a secure origin with `Sec-Fetch-Site` (Fetch Metadata, which a page's script cannot remove
  // or set), so a call carrying it is refused even with the right token: a token pasted into a page or an extension
  // stays useless. Only that header counts: Node's own fetch sends `Sec-Fetch-Mode: cors` on every request.
  if (req.headers['sec-fetch-site'] !== undefined) {
    securityEvent('admin.denied', { ...log, reason: 'from a browser' }, 'warn');
    return { ok: false, statusMessage: 'permissionDenied', statusCode: -403 };
  }
  const token = String(req.headers['x-admin-token'] ?? '');
  if (!config.adminToken || !token || !safeEqual(token, config.adminToken)) {
    // A missing token is a mistake, not a guess; only wrong tokens count towards the throttle.
    if (token) await counters.take(ipKey, LIMITS.adminIp);
    securityEvent('admin.denied', { ...log, reason: token ? 'wrong token' : 'no token' }, 'warn');
    return { ok: false, statusMessage: 'permissionDenied', statusCode: -403 };
  }
  return { ok: true, actor: adminActor(req, token) };
}

/** Who called: the name the caller gives in `x-admin-actor` (free text, 64 characters) and the token's fingerprint. */
export function adminActor(req: FastifyRequest, token: string): string {
  const named = String(req.headers['x-admin-actor'] ?? '')
    .replace(/[^\p{L}\p{N} _.@:+-]/gu, '')
    .slice(0, 64);
  return `${named || 'operator'} (token ${sha256(token).slice(0, 8)})`;
}
