import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solveChallenge } from './pow';

/** The reference search of e2e/tests/helpers.ts (sequential, Node's hash). */
function reference(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    if (leadingZeroBits(createHash('sha256').update(`${challenge}:${n}`).digest()) >= difficulty)
      return String(n);
  }
}

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x10, 0xff]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds the same first nonce as the sequential reference search', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto;
    for (const challenge of ['abcdefghijklmnop', 'Zy0-_challengeXYZ12'])
      expect(await solveChallenge(challenge, 10, { subtle })).toBe(reference(challenge, 10));
  });

  it('stops when aborted', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(solveChallenge('abcdefghijklmnop', 30, { signal: stop.signal })).rejects.toThrow(/stopped/);
  });
});

describe('sha256', () => {
  it('matches Node for empty, one-block and two-block messages', async () => {
    const { sha256 } = await import('./sha256');
    for (const text of [
      '',
      'abc',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(64),
      'challenge-0123456789:12345'.repeat(5),
    ])
      expect(Buffer.from(sha256(new TextEncoder().encode(text))).toString('hex')).toBe(
        createHash('sha256').update(text).digest('hex'),
      );
  });
});
