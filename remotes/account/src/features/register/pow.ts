/**
 * The proof of work `tac/request_new_register` may ask for (`challengeRequired`, docs/api.md "SMS pumping"):
 * find the first decimal nonce `0, 1, 2, …` whose SHA-256 of `<challenge>:<nonce>` (UTF-8) starts with
 * `difficulty` zero bits. Hashing uses the browser's crypto.subtle in parallel batches, and the search gives the
 * event loop back between batches so the page stays responsive (the button shows its progress, typing works).
 */

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

const BATCH = 512;

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
  for (let start = 0; ; start += BATCH) {
    if (signal?.aborted) throw new DOMException('The search was stopped.', 'AbortError');
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        subtle.digest('SHA-256', encoder.encode(`${challenge}:${start + i}`)),
      ),
    );
    // The first solving nonce in order, so the answer is the same one a sequential search finds.
    const hit = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d)) >= difficulty);
    if (hit >= 0) return String(start + hit);
    onProgress?.(start + BATCH);
    await yieldToUi();
  }
}
