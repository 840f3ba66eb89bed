import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

/**
 * Template preview tokens (issue 9 §2): short-lived, signed, read-only. A token names one site, one template
 * and one colour and an expiry; it lets `/api/startup` render that site in that template and nothing else —
 * no other call accepts it. It is signed with HMAC-SHA256 under a key derived from ADMIN_TOKEN (so every API
 * node shares it, rotating the admin token ends every preview, and a preview token reveals nothing about the
 * admin token). Minted by the operator call `/api/operator/preview_token`.
 */
export interface PreviewClaims {
  /** the site's domain_name */
  site: string;
  theme_code: string;
  theme_color: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

export const PREVIEW_MAX_MINUTES = 8 * 60;
export const PREVIEW_DEFAULT_MINUTES = 60;

function key(adminToken: string): Buffer {
  return createHmac('sha256', adminToken).update('site-preview-token-v1').digest();
}

function sign(adminToken: string, payload: string): string {
  return createHmac('sha256', key(adminToken)).update(payload).digest('base64url');
}

export function mintPreviewToken(adminToken: string, claims: PreviewClaims): string {
  const payload = Buffer.from(JSON.stringify({ scope: 'preview', ...claims })).toString('base64url');
  return `${payload}.${sign(adminToken, payload)}`;
}

/** The claims of a valid, unexpired token for `site`; null for anything else (forged, expired, other site). */
export function readPreviewToken(
  adminToken: string | null,
  token: string,
  site: string,
  now = Date.now(),
): PreviewClaims | null {
  if (!adminToken) return null;
  const [payload = '', signature = '', extra] = token.split('.');
  if (extra !== undefined || !payload || !safeEqual(signature, sign(adminToken, payload))) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaims & {
      scope?: string;
    };
    if (c.scope !== 'preview' || typeof c.exp !== 'number' || c.exp * 1000 <= now) return null;
    if (String(c.site).toLowerCase() !== site.toLowerCase()) return null;
    return { site: c.site, theme_code: String(c.theme_code), theme_color: String(c.theme_color), exp: c.exp };
  } catch {
    return null;
  }
}
