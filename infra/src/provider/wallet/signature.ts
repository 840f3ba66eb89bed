import { createHmac } from 'node:crypto';
import { safeEqual } from '../../security/tokens';

/** How far a request's `timestamp` may be from the wallet's clock. */
export const MAX_SKEW_MS = 30_000;
export const SIGNATURE_HEADER = 'x-signature';

/** HMAC-SHA256 of the exact bytes sent, hex: what a provider puts in `x-signature` (and the wallet on its answer). */
export function sign(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function verifySignature(secret: string, rawBody: string, signature: string): boolean {
  return /^[0-9a-f]{64}$/.test(signature) && safeEqual(sign(secret, rawBody), signature);
}

export function freshTimestamp(timestamp: unknown, now = Date.now()): boolean {
  return (
    typeof timestamp === 'number' && Number.isFinite(timestamp) && Math.abs(now - timestamp) <= MAX_SKEW_MS
  );
}
