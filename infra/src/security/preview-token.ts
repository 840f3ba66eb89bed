import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

/**
 * Preview tokens: short-lived, signed, read-only. A token names one site and an expiry, and either a template
 * and a colour (issue 9 §2, minted by the operator call `/api/operator/preview_token`) or a release — one build
 * of one remote (issue 17 §3, minted by the console's preview link). It lets `/api/startup` render that site in
 * that template, or with that build of that remote, for the token's holder and nothing else — no other call
 * accepts it. It is signed with HMAC-SHA256 under a key derived from ADMIN_TOKEN (so every API node shares it,
 * rotating the admin token ends every preview, and a preview token reveals nothing about the admin token).
 */
export interface PreviewClaims {
  /** the site's domain_name */
  site: string;
  theme_code?: string;
  theme_color?: string;
  /** a release preview: this build of this remote instead of the live one */
  release?: { remote: string; version: string };
  /** expiry, seconds since the epoch */
  exp: number;
}

export const PREVIEW_MAX_MINUTES = 8 * 60;
export const PREVIEW_DEFAULT_MINUTES = 60;
/** A release preview link is shared with testers: up to a week. */
export const RELEASE_PREVIEW_MAX_MINUTES = 7 * 24 * 60;
export const RELEASE_PREVIEW_DEFAULT_MINUTES = 24 * 60;

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
    const theme = typeof c.theme_code === 'string' && typeof c.theme_color === 'string';
    const release =
      c.release && typeof c.release.remote === 'string' && typeof c.release.version === 'string'
        ? { remote: c.release.remote, version: c.release.version }
        : null;
    if (!theme && !release) return null;
    return {
      site: c.site,
      ...(theme && { theme_code: c.theme_code, theme_color: c.theme_color }),
      ...(release && { release }),
      exp: c.exp,
    };
  } catch {
    return null;
  }
}
