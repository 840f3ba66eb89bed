import { clientDomain } from './constants';

const YEAR_S = 365 * 24 * 60 * 60;

export interface CookieOptions {
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  domain?: string;
}

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  let s = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  if (o.maxAge !== undefined) s += `; Max-Age=${o.maxAge}`;
  s += `; Path=${o.path ?? '/'}`;
  if (o.domain) s += `; Domain=${o.domain}`;
  if (o.sameSite) s += `; SameSite=${o.sameSite}`;
  if (o.secure) s += '; Secure';
  return s;
}

export function readCookie(
  name: string,
  cookieString = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookieString.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k && decodeURIComponent(k) === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export const LANGUAGE_COOKIE = 'i18n_lang';
export const VIEWPORT_COOKIE = 'viewport';

/** SPEC §4/§9: 365 days, whole site, SameSite=Lax, Secure only when configured. */
export function languageCookie(language: string, secure: boolean): string {
  return serializeCookie(LANGUAGE_COOKIE, language, { maxAge: YEAR_S, path: '/', sameSite: 'Lax', secure });
}

/** SPEC §4: 365 days, strict same-site, secure. */
export function viewportCookie(viewport: string): string {
  return serializeCookie(VIEWPORT_COOKIE, viewport, {
    maxAge: YEAR_S,
    path: '/',
    sameSite: 'Strict',
    secure: true,
  });
}

/** SPEC §9 cookie client domain options: last two host parts, path /, Secure, SameSite=Lax. */
export function clientCookieOptions(hostname: string): CookieOptions {
  const domain = clientDomain(hostname);
  return {
    domain: domain.includes('.') && !domain.endsWith('localhost') ? domain : undefined,
    path: '/',
    secure: true,
    sameSite: 'Lax',
  };
}
