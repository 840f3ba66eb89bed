import { randomInt } from 'node:crypto';

/** A source of uniform integers in [0, n): crypto for real play, seeded for simulations and tests. */
export interface Rng {
  int(n: number): number;
}

/** The RNG of real rounds: node:crypto's CSPRNG (rejection sampling, no modulo bias). */
export const cryptoRng: Rng = { int: (n) => randomInt(0, n) };

/** sfc32, a small fast seeded generator (PractRand-clean) for reproducible simulations; never for real play. */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 15; i++) next();
  return { int: (n) => Math.floor((next() / 4_294_967_296) * n) };
}
