import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/index';
import { limitStore } from '../../security/rate-limit';
import { securityEvent } from '../../security/security-log';

/**
 * Proof of work before a registration code is sent (issue 9 §6), no third-party service: after
 * `POW.freePerAddress` register requests from one address in an hour — or `POW.siteBurst` on the whole site in
 * 10 minutes (pumping from many addresses) — `request_new_register` answers `challengeRequired` with
 * `{challenge, difficulty, algorithm: 'sha256'}`. The client finds a decimal `challenge_nonce` such that
 * SHA-256(`<challenge>:<nonce>`) starts with `difficulty` zero bits and sends the request again with both.
 * A challenge is stored server-side, bound to the site, valid 5 minutes and good for one request; every 4
 * requests over the threshold add a bit (×2 work), up to `POW.maxDifficulty`.
 */
export const POW = {
  freePerAddress: 3,
  addressWindowMs: 60 * 60_000,
  siteBurst: 30,
  baseDifficulty: 18,
  maxDifficulty: 24,
  ttlSeconds: 300,
} as const;

/** How many leading zero bits a digest has. */
export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function powDigest(challenge: string, nonce: string): Buffer {
  return createHash('sha256').update(`${challenge}:${nonce}`).digest();
}

/** The difficulty this request must solve, or 0 when it may pass without one. Counts the request. */
export async function requiredDifficulty(q: Queryable, siteId: number, ip: string): Promise<number> {
  const key = `register:ip:${ip}`;
  const { count: fromAddress } = await limitStore(q).take(key, {
    max: Number.MAX_SAFE_INTEGER,
    windowMs: POW.addressWindowMs,
  });
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tac_codes
      WHERE site_id = $1 AND purpose = 'register' AND created_at > now() - interval '10 minutes'`,
    [siteId],
  );
  const siteWide = row?.n ?? 0;
  const over = Math.max(fromAddress - POW.freePerAddress, siteWide - POW.siteBurst + 1, 0);
  return over > 0 ? Math.min(POW.baseDifficulty + Math.floor((over - 1) / 4), POW.maxDifficulty) : 0;
}

export async function issueChallenge(
  q: Queryable,
  siteId: number,
  difficulty: number,
): Promise<{ challenge: string; difficulty: number; algorithm: 'sha256'; expires_in: number }> {
  const challenge = randomBytes(16).toString('base64url');
  await q.query(
    `INSERT INTO pow_challenges (id, site_id, difficulty, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [challenge, siteId, difficulty, POW.ttlSeconds],
  );
  securityEvent('pow.challenge', { site: siteId, difficulty });
  return { challenge, difficulty, algorithm: 'sha256', expires_in: POW.ttlSeconds };
}

/**
 * Consumes a solved challenge: true when it exists for this site, is unexpired and unused, asked for at
 * least `difficulty` bits and the nonce solves it. Used once, even when the solution is wrong.
 */
export async function redeemChallenge(
  q: Queryable,
  siteId: number,
  challenge: string,
  nonce: string,
  difficulty: number,
): Promise<boolean> {
  const [row] = await q.query<{ difficulty: number }>(
    `UPDATE pow_challenges SET used_at = now()
      WHERE id = $1 AND site_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING difficulty`,
    [challenge, siteId],
  );
  return Boolean(
    row && row.difficulty >= difficulty && leadingZeroBits(powDigest(challenge, nonce)) >= row.difficulty,
  );
}
