import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { qrPath } from '@site/shared/qr';
import { sha256 } from '../security/tokens';

/**
 * TOTP two-factor for console staff (issue 17 §2): RFC 6238, SHA-1, 30-second steps, 6 digits, one step of
 * drift either way — what every authenticator app reads from an `otpauth://` URI. The `otpauth` package (pure
 * JS) computes the codes; this module keeps the secret encrypted at rest and refuses a code twice.
 */
export const TOTP_PERIOD = 30;
const ISSUER = 'Operator console';

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret (RFC 4226 §4 recommends 160 bits), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The enrolment QR code as an SVG document, drawn here (the URI never goes to a QR service). */
export function qrSvg(text: string): string {
  const { size, path } = qrPath(text, 4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

/**
 * Checks a 6-digit code at `now` (ms) with ±1 step; answers the step it matched, or null. The caller refuses a
 * step at or before the last one it accepted (a code is single-use, RFC 6238 §5.2).
 */
export function checkTotp(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32, 'x').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

/** The code at `now` (tests and the enrolment self-check). */
export function totpCode(secretBase32: string, now: number): string {
  return totp(secretBase32, 'x').generate({ timestamp: now });
}

/**
 * The secret at rest: AES-256-GCM under a key derived from CONSOLE_KEY (`v1.<iv>.<tag>.<data>`, base64url).
 * A stolen database alone yields no second factor.
 */
function keyOf(consoleKey: string): Buffer {
  return createHmac('sha256', consoleKey).update('console totp secret v1').digest();
}

export function sealSecret(secret: string, consoleKey: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', keyOf(consoleKey), iv);
  const data = Buffer.concat([c.update(secret, 'utf8'), c.final()]);
  return ['v1', iv, c.getAuthTag(), data]
    .map((x) => (typeof x === 'string' ? x : x.toString('base64url')))
    .join('.');
}

export function openSecret(sealed: string, consoleKey: string): string {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) throw new Error('unknown sealed secret format');
  const d = createDecipheriv('aes-256-gcm', keyOf(consoleKey), Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8');
}

/** Recovery codes: `xxxx-xxxx-xxxx-xxxx` of 31 unambiguous characters (79 bits), stored as sha256. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCode(): string {
  const c = () => ALPHABET[randomInt(0, ALPHABET.length)];
  return Array.from({ length: 4 }, () => Array.from({ length: 4 }, c).join('')).join('-');
}

export function recoveryHash(code: string): string {
  return sha256(
    `console-recovery:${code
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`,
  );
}
