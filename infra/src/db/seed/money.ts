import type { Queryable } from '../index';

/**
 * Replays a money history through the same rows the API writes: payment requests, bets and one ledger row per
 * movement in time order, then the wallet as the running sum (so ledger sums equal balances from the start).
 */
export interface Move {
  at: Date;
  kind: 'deposit' | 'withdrawal_hold' | 'settle' | 'bet' | 'win' | 'bonus';
  amount: number;
  ref: string;
  held?: number;
}

export async function paymentRequest(
  q: Queryable,
  playerId: number,
  kind: 'deposit' | 'withdrawal',
  amount: number,
  at: Date,
  extra: { method?: string; bankAccountId?: number | null; status?: string } = {},
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO payment_requests (player_id, kind, amount, status, bank_account_id, method, created_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      playerId,
      kind,
      amount,
      extra.status ?? 'approved',
      extra.bankAccountId ?? null,
      extra.method ?? (kind === 'deposit' ? 'gcash' : 'bank'),
      at,
      extra.status === 'pending' ? null : new Date(at.getTime() + 20 * 60_000),
    ],
  );
  return (row as { id: number }).id;
}

export async function applyMoves(q: Queryable, playerId: number, moves: Move[]): Promise<number> {
  const sorted = [...moves].sort((a, b) => a.at.getTime() - b.at.getTime());
  let balance = 0;
  let held = 0;
  const rows: unknown[] = [];
  for (const m of sorted) {
    balance += m.amount;
    held += m.held ?? 0;
    if (balance < 0 || held < 0) throw new Error(`seed history of player ${playerId} goes negative`);
    rows.push([playerId, m.kind, m.amount, balance, m.ref, m.at.toISOString()]);
  }
  if (rows.length > 0)
    await q.query(
      `INSERT INTO ledger (player_id, kind, amount, balance_after, ref, created_at)
       SELECT (r->>0)::int, r->>1, (r->>2)::bigint, (r->>3)::bigint, r->>4, (r->>5)::timestamptz
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(r, n) ORDER BY n`,
      [JSON.stringify(rows)],
    );
  await q.query('INSERT INTO wallets (player_id, balance, held) VALUES ($1, $2, $3)', [
    playerId,
    balance,
    held,
  ]);
  return balance;
}

export const hoursAgo = (now: number, h: number) => new Date(now - h * 3_600_000);
