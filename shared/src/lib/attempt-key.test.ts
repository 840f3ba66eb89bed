import { describe, expect, it } from 'vitest';
import { createAttemptKey, newKey } from './attempt-key';

const refused = { statusCode: 2, statusMessage: 'depositAmountOutOfRange' };
const lost = { statusCode: 0, statusMessage: 'disconnect' };
const ok = { statusCode: 1, statusMessage: 'OK' };

describe('idempotency key of a money form', () => {
  it('makes distinct keys', () => expect(newKey()).not.toBe(newKey()));
  it('keeps the key while the same body is retried after a network failure', () => {
    const k = createAttemptKey();
    const first = k.keyFor({ amount: 500 });
    k.settle(lost);
    expect(k.keyFor({ amount: 500 })).toBe(first);
  });
  it('a changed body gets a new key, even before any answer', () => {
    const k = createAttemptKey();
    const first = k.keyFor({ amount: 500 });
    k.settle(lost);
    expect(k.keyFor({ amount: 600 })).not.toBe(first);
  });
  it('after a refusal the next try is a new attempt with a new key (no idempotencyConflict)', () => {
    const k = createAttemptKey();
    const first = k.keyFor({ amount: 5 });
    k.settle(refused);
    const second = k.keyFor({ amount: 500 });
    expect(second).not.toBe(first);
    k.settle(refused);
    expect(k.keyFor({ amount: 500 })).not.toBe(second);
  });
  it('after a success the next deposit of the same amount is a new attempt', () => {
    const k = createAttemptKey();
    const first = k.keyFor({ amount: 500 });
    k.settle(ok);
    expect(k.keyFor({ amount: 500 })).not.toBe(first);
  });
});
