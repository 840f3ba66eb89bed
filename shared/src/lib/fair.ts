/**
 * Provably fair rounds of the house crash and hash games (docs/provider.md), as pure functions on Web Crypto so
 * the browser and the server compute the same thing.
 *
 * Before play the server draws a secret seed s_N and hashes it N times: s_{i-1} = SHA-256(s_i) (hex text in, hex
 * out). It publishes the terminating hash s_0 and plays rounds 1, 2, … with seeds s_1, s_2, … revealed after each
 * round. Nobody can find s_1 from s_0, and the server cannot change a seed after publishing s_0: hashing a revealed
 * seed k times must give s_0. A round's hash is HMAC-SHA256(key = seed, message = the game's salt).
 */

const enc = new TextEncoder();
const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(text)));
}

export async function roundHash(seed: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, enc.encode(salt)));
}

/** Whether `seed` is round `index` (1-based) of the chain that ends in `terminatingHash`. */
export async function inChain(seed: string, index: number, terminatingHash: string): Promise<boolean> {
  if (!Number.isInteger(index) || index < 1 || index > 1_000_000 || !/^[0-9a-f]{64}$/.test(seed))
    return false;
  let h = seed;
  for (let i = 0; i < index; i++) h = await sha256Hex(h);
  return h === terminatingHash;
}

/** The house keeps 1 % of crash stakes: RTP 99 % at any cash-out. */
export const CRASH_RTP = 99;

/**
 * The highest crash point, in hundredths (×1,000.00). A hash whose formula gives more crashes here: the house caps
 * a round's liability at 1,000 × the stake. P(crash ≥ m) = 0.99 / m is unchanged for every m up to the cap.
 */
export const CRASH_MAX = 100_000;

/**
 * The crash point of a round hash, in hundredths (157 = ×1.57): from the first 52 bits X ∈ [0, 1),
 * floor(99 / (1 − X)) hundredths, at least ×1.00 and at most ×1,000.00 (CRASH_MAX). P(crash ≥ m) = 0.99 / m, so
 * any cash-out returns 99 %.
 */
export function crashPoint(hash: string): number {
  const x = parseInt(hash.slice(0, 13), 16) / 2 ** 52;
  return Math.min(CRASH_MAX, Math.max(100, Math.floor(99 / (1 - x))));
}

/** The growth rate of the crash multiplier, per millisecond: ×2 after about 11.6 s, ×10 after 38.4 s. */
export const CRASH_GROWTH = 0.00006;

/** The multiplier (hundredths) `ms` after a crash round starts: floor(100 · e^(0.00006·ms)), as the clients draw it. */
export function crashMultiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(CRASH_GROWTH * Math.max(0, ms)));
}

/**
 * The first whole millisecond at which the multiplier reaches `hundredths` (the inverse of crashMultiplierAt):
 * crashMultiplierAt(crashTimeFor(m)) ≥ m and crashMultiplierAt(crashTimeFor(m) − 1) < m.
 */
export function crashTimeFor(hundredths: number): number {
  const m = Math.max(100, Math.ceil(hundredths));
  let t = Math.max(0, Math.ceil(Math.log(m / 100) / CRASH_GROWTH));
  // floating point may put the estimate one millisecond off either way
  while (t > 0 && crashMultiplierAt(t - 1) >= m) t--;
  while (crashMultiplierAt(t) < m) t++;
  return t;
}

/** @deprecated the earlier name of crashTimeFor (kept so the contract only grows). */
export const crashTimeOf = crashTimeFor;

/** A crash stake paid out at `hundredths` (minor units, rounded down). */
export function crashPayout(stake: number, hundredths: number): number {
  return Math.floor((stake * hundredths) / 100);
}

export type HashPick = 'big' | 'small' | 'odd' | 'even';
/** A winning hash-game pick pays 1.96 × the stake (50 % chance: RTP 98 %). */
export const HASH_PAYOUT_PERMILLE = 1960;

/** The hash game's result: the last hex digit of the round hash; 8–f is big, 0–7 small; odd or even. */
export function hashOutcome(hash: string): { digit: string; big: boolean; odd: boolean } {
  const digit = hash.slice(-1);
  const n = parseInt(digit, 16);
  return { digit, big: n >= 8, odd: n % 2 === 1 };
}

export function hashPickWins(hash: string, pick: HashPick): boolean {
  const o = hashOutcome(hash);
  return pick === 'big' ? o.big : pick === 'small' ? !o.big : pick === 'odd' ? o.odd : !o.odd;
}

/** What a player can recompute from a finished round: it is in the chain, and its result follows from its seed. */
export async function verifyRound(r: {
  seed: string;
  index: number;
  terminatingHash: string;
  salt: string;
}): Promise<{ inChain: boolean; hash: string; crash: number; outcome: ReturnType<typeof hashOutcome> }> {
  const hash = await roundHash(r.seed, r.salt);
  return {
    inChain: await inChain(r.seed, r.index, r.terminatingHash),
    hash,
    crash: crashPoint(hash),
    outcome: hashOutcome(hash),
  };
}
