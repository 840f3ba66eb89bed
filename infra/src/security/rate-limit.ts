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
  /** contact-form messages per client address (issue 15) */
  contactIp: { max: 5, windowMs: 10 * 60_000 },
  /** demo (fun money) rounds per client address: a person plays a round a second at most; a script is bounded */
  demoIp: { max: 600, windowMs: 10 * 60_000 },
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

/**
 * Where the counters live. One API node: in its memory (`MemoryLimitStore`, the default). Several API nodes
 * behind a load balancer: in the shared database (`DatabaseLimitStore`, RATE_LIMIT_STORE=database), so every
 * node sees the same counts — a burst spread over the nodes is limited as one (docs/security.md, issue 9.11).
 * Every method is async; a reservation is atomic in both stores.
 */
export interface LimitStore {
  /** Counts one hit; `allowed` is false when the key is over its limit; `count` is the window's count. */
  take(key: string, limit: Limit): Promise<{ allowed: boolean; count: number }>;
  /** Counts a hit on every key; false if any is over. */
  takeAll(entries: [string, Limit][]): Promise<boolean>;
  /** Whether the key is already at its limit, without counting. */
  blocked(key: string, limit: Limit): Promise<boolean>;
  /** All keys under their limit → each counts one more at once; else nothing counts and the answer is null. */
  reserve(entries: [string, Limit][]): Promise<AsyncReservation | null>;
  clear(key: string): Promise<void>;
}

export interface AsyncReservation {
  /** Gives the reserved attempt back on every key (the attempt turned out not to count, e.g. a success). */
  refund(): Promise<void>;
}

export class MemoryLimitStore implements LimitStore {
  constructor(private readonly counters: RateLimiter = limiter) {}
  async take(key: string, limit: Limit) {
    const allowed = this.counters.take(key, limit);
    return { allowed, count: this.counters.count(key) };
  }
  async takeAll(entries: [string, Limit][]) {
    return this.counters.takeAll(entries);
  }
  async blocked(key: string, limit: Limit) {
    return this.counters.blocked(key, limit);
  }
  async reserve(entries: [string, Limit][]) {
    const r = this.counters.reserve(entries);
    return r && { refund: async () => r.refund() };
  }
  async clear(key: string) {
    this.counters.clear(key);
  }
}

interface CounterDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  tx<T>(fn: (q: { query: CounterDb['query'] }) => Promise<T>): Promise<T>;
}

/** Opens (or restarts, when its window is over) a key's window and locks its row for the transaction. */
const OPEN_WINDOW = `
  INSERT INTO rate_counters (key, reset_at, count) VALUES ($1, now() + make_interval(secs => $2::float8 / 1000), 0)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_counters.reset_at <= now() THEN 0 ELSE rate_counters.count END,
    reset_at = CASE WHEN rate_counters.reset_at <= now() THEN excluded.reset_at ELSE rate_counters.reset_at END
  RETURNING count, floor(extract(epoch FROM reset_at) * 1000000)::text AS window_id`;

/** Counters in the `rate_counters` table of the platform's database (PostgreSQL, or PGlite for one node). */
export class DatabaseLimitStore implements LimitStore {
  constructor(private readonly db: CounterDb) {}

  async take(key: string, limit: Limit) {
    const [row] = await this.db.tx(async (q) => {
      await q.query(OPEN_WINDOW, [key, limit.windowMs]);
      return q.query<{ count: number }>(
        'UPDATE rate_counters SET count = count + 1 WHERE key = $1 RETURNING count',
        [key],
      );
    });
    const count = Number(row?.count ?? 0);
    return { allowed: count <= limit.max, count };
  }

  async takeAll(entries: [string, Limit][]) {
    let allowed = true;
    for (const [key, limit] of entries) if (!(await this.take(key, limit)).allowed) allowed = false;
    return allowed;
  }

  async blocked(key: string, limit: Limit) {
    const [row] = await this.db.query<{ count: number }>(
      'SELECT count FROM rate_counters WHERE key = $1 AND reset_at > now()',
      [key],
    );
    return Number(row?.count ?? 0) >= limit.max;
  }

  async reserve(entries: [string, Limit][]): Promise<AsyncReservation | null> {
    // Keys in one order, so two reservations over the same keys cannot deadlock.
    const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const windows = await this.db.tx(async (q) => {
      const open: { key: string; window: string }[] = [];
      for (const [key, limit] of sorted) {
        const [row] = await q.query<{ count: number; window_id: string }>(OPEN_WINDOW, [key, limit.windowMs]);
        if (Number(row?.count ?? 0) >= limit.max) return null;
        open.push({ key, window: String(row?.window_id) });
      }
      for (const { key } of open)
        await q.query('UPDATE rate_counters SET count = count + 1 WHERE key = $1', [key]);
      return open;
    });
    if (!windows) return null;
    let refunded = false;
    return {
      refund: async () => {
        if (refunded) return;
        refunded = true;
        // Only into the window the attempt was counted in.
        for (const { key, window } of windows)
          await this.db.query(
            `UPDATE rate_counters SET count = greatest(count - 1, 0)
              WHERE key = $1 AND floor(extract(epoch FROM reset_at) * 1000000)::text = $2`,
            [key, window],
          );
      },
    };
  }

  async clear(key: string) {
    await this.db.query('DELETE FROM rate_counters WHERE key = $1', [key]);
  }
}

const stores = new WeakMap<object, LimitStore>();
const memory = new MemoryLimitStore();

/** The counters of the platform that owns `db` (set by createPlatform); the process's memory by default. */
export function limitStore(db?: object | null): LimitStore {
  return (db && stores.get(db)) ?? memory;
}

export function setLimitStore(db: object, store: LimitStore): void {
  stores.set(db, store);
}
