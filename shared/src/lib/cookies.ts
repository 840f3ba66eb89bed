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

/** What the server tells the page in `<script id="site-config" type="application/json">`. */
export interface SiteConfig {
  /** Mark the language cookie Secure (SPEC §4: secure only when configured). */
  secureCookies: boolean;
  /** This page's CSP nonce, for scripts the shell adds at run time (operator analytics). */
  nonce: string;
  /**
   * The server's clock when it wrote the page (ms since the epoch), or null: what the shell compares the times the
   * server schedules with (a maintenance window's start and end), not the device's clock, which may be off.
   */
  serverTime: number | null;
}

/** Reads the server's site config from the page; absent or malformed means the defaults. */
export function readSiteConfig(doc: Document | undefined = globalThis.document): SiteConfig {
  try {
    const raw = doc?.getElementById('site-config')?.textContent ?? '';
    const parsed = raw ? (JSON.parse(raw) as Partial<SiteConfig>) : {};
    const serverTime = parsed.serverTime;
    return {
      secureCookies: parsed.secureCookies === true,
      nonce: typeof parsed.nonce === 'string' ? parsed.nonce : '',
      serverTime: typeof serverTime === 'number' && Number.isFinite(serverTime) ? serverTime : null,
    };
  } catch {
    return { secureCookies: false, nonce: '', serverTime: null };
  }
}
