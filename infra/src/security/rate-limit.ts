/**
 * Fixed-window counters per key (e.g. `login:ip:1.2.3.4`, `login:acct:demo1`). In-process: each API node
 * limits on its own; behind a load balancer put the counters in Redis (docs/operations.md).
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  loginIp: { max: 30, windowMs: 10 * 60_000 },
  loginAccount: { max: 10, windowMs: 10 * 60_000 },
  tacIp: { max: 20, windowMs: 10 * 60_000 },
  tacAccount: { max: 6, windowMs: 10 * 60_000 },
  signupIp: { max: 10, windowMs: 60 * 60_000 },
  forgotIp: { max: 10, windowMs: 10 * 60_000 },
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

  reset(): void {
    this.hits.clear();
  }

  private sweep(t: number) {
    for (const [k, e] of this.hits) if (e.resetAt <= t) this.hits.delete(k);
  }
}

export const limiter = new RateLimiter();
