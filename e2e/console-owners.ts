/**
 * The operator console's e2e owners (docs/console.md "End-to-end tests"): one per Playwright worker
 * (`parallelIndex` 0–7), seeded by e2e/server.ts — already enrolled (TOTP secret known here), password changed —
 * and used by e2e/tests/console-support.ts to invite the staff each test needs. One owner per worker because a
 * TOTP code is never accepted twice: two workers signing in as one owner in the same 30-s step would collide.
 * Only the e2e server seeds them; nothing here exists in a real database.
 */
import { createHash } from 'node:crypto';

export const E2E_OWNERS = 8;
export const E2E_OWNER_PASSWORD = 'e2e owner password, not for production';

/** A base32 (RFC 4648) encoding without padding, as authenticator apps read secrets. */
function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export interface E2eOwner {
  email: string;
  name: string;
  password: string;
  /** base32 TOTP secret (160 bits) */
  totpSecret: string;
}

/** The seeded owner of worker `index` (0–7). */
export function e2eOwner(index: number): E2eOwner {
  const n = ((index % E2E_OWNERS) + E2E_OWNERS) % E2E_OWNERS;
  return {
    email: `owner${n}@e2e.test`,
    name: `E2E Owner ${n}`,
    password: E2E_OWNER_PASSWORD,
    totpSecret: base32(createHash('sha1').update(`e2e console owner ${n}`).digest()),
  };
}
