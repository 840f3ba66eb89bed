import type { Envelope } from '@site/shared';
import type { Db, Queryable } from '../../db/index';
import { sha256 } from '../../security/tokens';
import { ApiRefusal, fail } from '../envelope';
import { lockWallet } from './ledger';

/** JSON with sorted keys, so the same request always hashes the same. */
export function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x && typeof x === 'object')
    return `{${Object.keys(x)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(x) ?? 'null';
}

/** The request a key stands for: the call and its body, without the session token and the key itself. */
export function requestHash(path: string, body: Record<string, unknown>): string {
  const { auth: _a, idempotency_key: _k, ...rest } = body;
  return sha256(`${path}\n${canonical(rest)}`);
}

/**
 * Runs a money request once per (player, idempotency key), in one transaction that holds the player's wallet
 * lock. A replay with the same body returns the first answer, refusals included; the same key with a different
 * body is refused `idempotencyConflict`. A refusal thrown by `fn` undoes `fn`'s writes (savepoint) and is
 * stored as the answer; any other error rolls back everything, so nothing is half-written.
 */
export async function idempotent<T>(
  db: Db,
  playerId: number,
  key: string,
  path: string,
  body: Record<string, unknown>,
  fn: (q: Queryable) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const hash = requestHash(path, body);
  // 23505: a concurrent first use of the key won the insert; the retry answers its stored answer
  // (a stored answer is the answer this path gave to this very body, so it has the path's answer type).
  const answer = retryOnConflict(
    () => attempt(db, playerId, key, path, hash, fn),
    ['40P01', '40001', '23505'],
  );
  return answer as Promise<Envelope<T>>;
}

/**
 * Lock order (wallet first) rules out deadlocks between our own transactions; should PostgreSQL still report
 * a deadlock or a serialization failure, the whole transaction is retried (it changed nothing).
 */
export async function retryOnConflict<T>(
  run: () => Promise<T>,
  codes = ['40P01', '40001'],
  tries = 3,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (i >= tries || !code || !codes.includes(code)) throw error;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 20));
    }
  }
}

function attempt(
  db: Db,
  playerId: number,
  key: string,
  path: string,
  hash: string,
  fn: (q: Queryable) => Promise<Envelope>,
): Promise<Envelope> {
  return db.tx(async (q) => {
    await lockWallet(q, playerId);
    const [prev] = await q.query<{ body_hash: string; answer: Envelope }>(
      'SELECT body_hash, answer FROM idempotency WHERE player_id = $1 AND key = $2',
      [playerId, key],
    );
    if (prev) {
      if (prev.body_hash !== hash)
        throw new ApiRefusal('idempotencyConflict', 'idempotency_key: already used for a different request');
      return prev.answer;
    }
    await q.query('SAVEPOINT money_request');
    let answer: Envelope;
    try {
      answer = await fn(q);
      await q.query('RELEASE SAVEPOINT money_request');
    } catch (error) {
      if (!(error instanceof ApiRefusal)) throw error;
      await q.query('ROLLBACK TO SAVEPOINT money_request');
      answer = fail(error.statusMessage, error.statusDetail, error.statusCode);
    }
    await q.query(
      'INSERT INTO idempotency (player_id, key, body_hash, answer, path) VALUES ($1, $2, $3, $4, $5)',
      [playerId, key, hash, JSON.stringify(answer), path],
    );
    return answer;
  });
}
