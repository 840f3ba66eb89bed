import { HashPool } from './hash-pool';

/** OWASP ASVS 5.0 (11.4.2) / OWASP cheat sheet argon2id minimum: m = 19 MiB, t = 2, p = 1. WASM, nothing native. */
export const ARGON2_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** argon2id runs in worker threads (hash-pool.ts), never on the event loop. */
export const hashPool = new HashPool(ARGON2_PARAMS);

export async function hashPassword(password: string): Promise<string> {
  return String(await hashPool.run({ op: 'hash', password }));
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (!encoded) return false;
  try {
    return (await hashPool.run({ op: 'verify', password, encoded })) === true;
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell whether it exists. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password');
  return dummy;
}
