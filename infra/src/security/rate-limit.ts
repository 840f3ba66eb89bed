/**
 * Fixed-window counters per key (e.g. `login:ip:1.2.3.4`, `login:acct:demo1`). In-process: each API node
 * limits on its own; behind a load balancer put the counters in Redis (docs/operations.md).
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /** failed sign-ins per client address and per account (a success clears the account's count) */
  loginIp: { max: 30, windowMs: 10 * 60_000 },
  loginAccount: { max: 10, windowMs: 10 * 60_000 },
  /** TAC requests (register, login, reset) */
  tacIp: { max: 20, windowMs: 10 * 60_000 },
  tacAccount: { max: 6, windowMs: 10 * 60_000 },
  /** TAC checks (verify, login_tac, reset with a code); each code also dies after 5 wrong tries */
  tacVerifyIp: { max: 30, windowMs: 10 * 60_000 },
  tacVerifyAccount: { max: 10, windowMs: 10 * 60_000 },
  signupIp: { max: 10, windowMs: 60 * 60_000 },
  forgotIp: { max: 10, windowMs: 10 * 60_000 },
  forgotAccount: { max: 5, windowMs: 10 * 60_000 },
  /** wrong current passwords on update_password */
  passwordAccount: { max: 10, windowMs: 10 * 60_000 },
  /** wrong admin tokens per client address (a right token from a throttled address is refused too) */
  adminIp: { max: 10, windowMs: 10 * 60_000 },
  /** ad-visit records per client address (a page load sends at most one) */
  adsVisitIp: { max: 60, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private now: () => number = Date.now) {}

  /** Counts one hit; false when the key is over its limit for the current window. */
  take(key: string, limit: Limit): boolean {
    const t = this.now();
    let e = this.hits.get(key);
    if (!e || e.resetAt <= t) {
      e = { count: 0, resetAt: t + limit.windowMs };
      this.hits.set(key, e);
    }
    e.count++;
    if (this.hits.size > 50_000) this.sweep(t);
    return e.count <= limit.max;
  }

  /** Whether the key is already over its limit, without counting a hit. */
  blocked(key: string, limit: Limit): boolean {
    const e = this.hits.get(key);
    return Boolean(e && e.resetAt > this.now() && e.count >= limit.max);
  }

  /**
   * Reserves one attempt on every key BEFORE the work it limits (issue 9 §1): either all keys are under their
   * limit and each counts one more at once, or nothing is counted and the answer is null. Being synchronous,
   * concurrent requests can never all pass the check before any of them is counted. The work then either keeps
   * the reservation (a failure) or gives it back (`refund`, e.g. a correct password).
   */
  reserve(entries: [string, Limit][]): Reservation | null {
    const t = this.now();
    const live = entries.map(([key, limit]) => {
      let e = this.hits.get(key);
      if (!e || e.resetAt <= t) {
        e = { count: 0, resetAt: t + limit.windowMs };
        this.hits.set(key, e);
      }
      return { key, limit, e };
    });
    if (live.some(({ limit, e }) => e.count >= limit.max)) return null;
    for (const { e } of live) e.count++;
    if (this.hits.size > 50_000) this.sweep(t);
    let refunded = false;
    return {
      refund: () => {
        if (refunded) return;
        refunded = true;
        for (const { key, e } of live) if (this.hits.get(key) === e && e.count > 0) e.count--;
      },
    };
  }

  /** How many hits the key has in its current window. */
  count(key: string): number {
    const e = this.hits.get(key);
    return e && e.resetAt > this.now() ? e.count : 0;
  }

  /** Counts a hit on every key (all of them, so each window sees the attempt); false if any is over. */
  takeAll(entries: [string, Limit][]): boolean {
    let allowed = true;
    for (const [key, limit] of entries) if (!this.take(key, limit)) allowed = false;
    return allowed;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  reset(): void {
    this.hits.clear();
  }

  private sweep(t: number) {
    for (const [k, e] of this.hits) if (e.resetAt <= t) this.hits.delete(k);
  }
}

export interface Reservation {
  /** Gives the reserved attempt back on every key (the attempt turned out not to count, e.g. a success). */
  refund(): void;
}

export const limiter = new RateLimiter();

/** The answer of a limited request: an envelope with its own message key (never a 5xx). */
export const RATE_LIMITED = {
  statusMessage: 'tooManyRequests',
  statusDetail: 'too many attempts; wait a few minutes and try again',
  statusCode: -429,
} as const;
