import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX,
  crashMultiplierAt,
  crashPayout,
  crashPoint,
  crashTimeFor,
  hashOutcome,
  hashPickWins,
  inChain,
  roundHash,
  sha256Hex,
  verifyRound,
} from './fair';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** A chain like the server's: s_{i-1} = SHA-256(s_i); answers [s_0 … s_n]. */
function chain(top: string, n: number): string[] {
  const out = [top];
  for (let i = 0; i < n; i++) out.unshift(sha(out[0]!));
  return out;
}

describe('provably fair rounds', () => {
  it('hashes agree with node:crypto (SHA-256 and HMAC-SHA256)', async () => {
    expect(await sha256Hex('abc')).toBe(sha('abc'));
    expect(await roundHash('seed', 'HOUSE-CRASH-001')).toBe(
      createHmac('sha256', 'seed').update('HOUSE-CRASH-001').digest('hex'),
    );
  });

  it('a revealed seed is in the chain at its index, and nowhere else; a forged seed is not', async () => {
    const c = chain(sha('secret top'), 5);
    expect(await inChain(c[3]!, 3, c[0]!)).toBe(true);
    expect(await inChain(c[3]!, 2, c[0]!)).toBe(false);
    expect(await inChain(sha('forged'), 3, c[0]!)).toBe(false);
    expect(await inChain('not hex', 1, c[0]!)).toBe(false);
  });

  it('crash points: ×1.00 at the bottom, the 99 % curve elsewhere, and the curve and its inverse agree', () => {
    expect(crashPoint('0'.repeat(64))).toBe(100);
    expect(crashPoint('8' + '0'.repeat(63))).toBe(198); // X = 0.5 → 0.99 / 0.5
    // the formula gives more than ×1,000 here: capped
    expect(crashPoint('f'.repeat(13) + '0'.repeat(51))).toBe(CRASH_MAX);
    expect(crashPoint('fffc' + '0'.repeat(60))).toBe(CRASH_MAX);
    expect(crashPoint('ff00' + '0'.repeat(60))).toBe(25_344);
  });

  it('the multiplier curve: floor(100·e^(0.00006·ms)), growing, and crashTimeFor is its exact inverse', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-50)).toBe(100);
    expect(crashMultiplierAt(10_000)).toBe(Math.floor(100 * Math.exp(0.6)));
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
    expect(crashMultiplierAt(11_553 + 200)).toBe(202);
    let prev = 0;
    for (let ms = 0; ms < 200_000; ms += 37) {
      const m = crashMultiplierAt(ms);
      expect(m).toBeGreaterThanOrEqual(prev);
      prev = m;
    }
    expect(crashTimeFor(100)).toBe(0);
    expect(crashTimeFor(50)).toBe(0);
    for (const m of [101, 157, 198, 200, 237, 1000, 5_432, CRASH_MAX]) {
      const t = crashTimeFor(m);
      expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(m);
      expect(crashMultiplierAt(t - 1)).toBeLessThan(m);
    }
    // the cap is reached after about 115 s
    expect(Math.round(crashTimeFor(CRASH_MAX) / 1000)).toBe(115);
  });

  it('a crash payout is the stake times the multiplier, rounded down to the minor unit', () => {
    expect(crashPayout(1_000, 180)).toBe(1_800);
    expect(crashPayout(333, 157)).toBe(522);
    expect(crashPayout(100, 100)).toBe(100);
  });

  it('crash: over 20 000 seeded hashes, P(crash ≥ ×2) is about 49.5 %', () => {
    let c = sha('sim');
    let hits = 0;
    for (let i = 0; i < 20_000; i++) {
      c = sha(c);
      if (crashPoint(c) >= 200) hits++;
    }
    expect(Math.abs(hits / 20_000 - 0.495)).toBeLessThan(0.02);
  });

  it('hash game: the last hex digit decides big/small and odd/even', () => {
    expect(hashOutcome('ab9')).toEqual({ digit: '9', big: true, odd: true });
    expect(hashOutcome('ab4')).toEqual({ digit: '4', big: false, odd: false });
    expect(hashPickWins('x8', 'big')).toBe(true);
    expect(hashPickWins('x8', 'odd')).toBe(false);
    expect(hashPickWins('x7', 'small')).toBe(true);
    expect(hashPickWins('x7', 'odd')).toBe(true);
  });

  it('verifyRound recomputes a round from its seed, index, terminating hash and salt', async () => {
    const c = chain(sha('top'), 3);
    const v = await verifyRound({ seed: c[2]!, index: 2, terminatingHash: c[0]!, salt: 'HOUSE-HASH-001' });
    const h = createHmac('sha256', c[2]!).update('HOUSE-HASH-001').digest('hex');
    expect(v).toEqual({ inChain: true, hash: h, crash: crashPoint(h), outcome: hashOutcome(h) });
  });
});
