/** A fresh idempotency key (a UUID where the browser has one). */
export function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/** True when no answer came back (the client's synthetic `disconnect`, SPEC §8): the request may not have run. */
export function isNoAnswer(answer: { statusCode: number; statusMessage: string }): boolean {
  return answer.statusCode === 0 && answer.statusMessage === 'disconnect';
}

/**
 * The idempotency key of a money form: one key per attempt and its retries. The same body sent again after a
 * network failure keeps its key (the server answers the first result, never moving money twice); a changed body
 * gets a new key; once an answer arrived — accepted or refused — the next submit is a new attempt.
 */
export function createAttemptKey(make: () => string = newKey) {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (!current || current.body !== text) current = { key: make(), body: text };
      return current.key;
    },
    settle(answer: { statusCode: number; statusMessage: string }): void {
      if (!isNoAnswer(answer)) current = null;
    },
  };
}
