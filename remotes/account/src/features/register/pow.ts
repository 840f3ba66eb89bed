/**
 * The proof of work `tac/request_new_register` may ask for (`challengeRequired`, docs/api.md "SMS pumping"):
 * find the first decimal nonce `0, 1, 2, …` whose SHA-256 of `<challenge>:<nonce>` (UTF-8) starts with
 * `difficulty` zero bits. The search hashes in batches with a small synchronous SHA-256 (sha256.ts: a
 * crypto.subtle call per nonce costs a thread round trip, far too slow for 2^18+ nonces) and gives the event loop
 * back between batches, so the page stays responsive; the nonce found is confirmed with crypto.subtle.
 */
import { sha256 } from './sha256';

/** How many leading zero bits a digest has. */
export function leadingZeroBits(digest: Uint8Array): number {
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

const BATCH = 4096;

/** A macrotask break, so rendering and input run between batches. */
const yieldToUi = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface SolveOptions {
  /** Stops the search (the player left the page or asked again): the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /** Called after each batch with how many nonces were tried so far. */
  onProgress?: (tried: number) => void;
  /** The hash (tests may pass Node's); defaults to `crypto.subtle`. */
  subtle?: SubtleCrypto;
}

/** The first nonce (as decimal text) that solves the challenge. */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  { signal, onProgress, subtle = globalThis.crypto.subtle }: SolveOptions = {},
): Promise<string> {
  const encoder = new TextEncoder();
  const prefix = encoder.encode(`${challenge}:`);
  const message = new Uint8Array(prefix.length + 20);
  message.set(prefix);
  for (let start = 0; ; start += BATCH) {
    if (signal?.aborted) throw new DOMException('The search was stopped.', 'AbortError');
    for (let n = start; n < start + BATCH; n++) {
      // The nonce's decimal digits written after the prefix (ASCII), without a string per try.
      const digits = String(n);
      for (let i = 0; i < digits.length; i++) message[prefix.length + i] = digits.charCodeAt(i);
      const hash = sha256(message.subarray(0, prefix.length + digits.length));
      if (leadingZeroBits(hash) < difficulty) continue;
      // Confirmed by the platform's own hash before it is sent.
      const check = await subtle.digest('SHA-256', encoder.encode(`${challenge}:${n}`));
      if (leadingZeroBits(new Uint8Array(check)) >= difficulty) return String(n);
    }
    onProgress?.(start + BATCH);
    await yieldToUi();
  }
}
